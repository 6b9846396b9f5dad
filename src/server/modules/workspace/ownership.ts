import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { PACKAGE_NOT_FOUND } from '@/shared/packages';
import { SPECIAL_PERIOD_NOT_FOUND } from '@/shared/salon-calendar';
import { PHOTO_NOT_FOUND } from '@/shared/schemas/salon-photos';
import { ABSENCE_NOT_FOUND } from '@/shared/staff';
import { notFound } from '../../base/errors';
import type { Database } from '../../db/client';
import {
  employeeAbsences,
  employees,
  salonPhotos,
  salonSpecialPeriods,
  salons,
  servicePackages,
  services,
} from '../../db/schema';
import type { Access } from '../../lib/access';
import type { AppEnv, Viewer } from '../../lib/context';
import { uuidParam } from '../../lib/params';
import { SALON_NOT_FOUND } from '../salons/salon-visibility';

// Ownership rules for the provider workspace: the resource named by :id must belong to the viewer
// (an admin may manage everything, decision 034). A missing resource is a 404, another owner's a 403.

type Owns = NonNullable<Access['owns']>;
const isOwner = (viewer: Viewer, ownerId: string) => viewer.role === 'admin' || ownerId === viewer.id;

export function ownsSalon(db: Database): Owns {
  return async (c: Context<AppEnv>, viewer) => {
    const [salon] = await db
      .select({ ownerId: salons.ownerId })
      .from(salons)
      .where(eq(salons.id, uuidParam(c, 'id', SALON_NOT_FOUND)));
    if (!salon) throw notFound(SALON_NOT_FOUND);
    return isOwner(viewer, salon.ownerId);
  };
}

export function ownsService(db: Database): Owns {
  return async (c, viewer) => {
    const [row] = await db
      .select({ ownerId: salons.ownerId })
      .from(services)
      .innerJoin(salons, eq(salons.id, services.salonId))
      .where(eq(services.id, uuidParam(c, 'id', 'Service introuvable.')));
    if (!row) throw notFound('Service introuvable.');
    return isOwner(viewer, row.ownerId);
  };
}

export function ownsPackage(db: Database): Owns {
  return async (c, viewer) => {
    const [row] = await db
      .select({ ownerId: salons.ownerId })
      .from(servicePackages)
      .innerJoin(salons, eq(salons.id, servicePackages.salonId))
      .where(eq(servicePackages.id, uuidParam(c, 'id', PACKAGE_NOT_FOUND)));
    if (!row) throw notFound(PACKAGE_NOT_FOUND);
    return isOwner(viewer, row.ownerId);
  };
}

export function ownsEmployee(db: Database): Owns {
  return async (c, viewer) => {
    const [row] = await db
      .select({ ownerId: salons.ownerId })
      .from(employees)
      .innerJoin(salons, eq(salons.id, employees.salonId))
      .where(eq(employees.id, uuidParam(c, 'id', 'Employé introuvable.')));
    if (!row) throw notFound('Employé introuvable.');
    return isOwner(viewer, row.ownerId);
  };
}

export function ownsAbsence(db: Database): Owns {
  return async (c, viewer) => {
    const [row] = await db
      .select({ ownerId: salons.ownerId })
      .from(employeeAbsences)
      .innerJoin(employees, eq(employees.id, employeeAbsences.employeeId))
      .innerJoin(salons, eq(salons.id, employees.salonId))
      .where(eq(employeeAbsences.id, uuidParam(c, 'id', ABSENCE_NOT_FOUND)));
    if (!row) throw notFound(ABSENCE_NOT_FOUND);
    return isOwner(viewer, row.ownerId);
  };
}

/** An exceptional period of the viewer's salon ("Horaires exceptionnels", decision 077). */
export function ownsSpecialPeriod(db: Database): Owns {
  return async (c, viewer) => {
    const [row] = await db
      .select({ ownerId: salons.ownerId })
      .from(salonSpecialPeriods)
      .innerJoin(salons, eq(salons.id, salonSpecialPeriods.salonId))
      .where(eq(salonSpecialPeriods.id, uuidParam(c, 'id', SPECIAL_PERIOD_NOT_FOUND)));
    if (!row) throw notFound(SPECIAL_PERIOD_NOT_FOUND);
    return isOwner(viewer, row.ownerId);
  };
}

export function ownsSalonPhoto(db: Database): Owns {
  return async (c, viewer) => {
    const [row] = await db
      .select({ ownerId: salons.ownerId })
      .from(salonPhotos)
      .innerJoin(salons, eq(salons.id, salonPhotos.salonId))
      .where(eq(salonPhotos.id, uuidParam(c, 'id', PHOTO_NOT_FOUND)));
    if (!row) throw notFound(PHOTO_NOT_FOUND);
    return isOwner(viewer, row.ownerId);
  };
}
