import { asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type {
  ItemList,
  PendingEmployeeChange,
  PendingSalonPhoto,
  PendingServiceChange,
  SalonChangeRequest,
} from '@/shared/api-types';
import type { Database } from '../../db/client';
import { employees, salonPhotos, salonRevisions, salons, services, users } from '../../db/schema';
import { publicVersionOf } from '../core/salon-public-version';

type SalonRow = typeof salons.$inferSelect;
type Owner = { ownerName: string | null; ownerEmail: string };

/**
 * The changes waiting for an admin, oldest first, one item per salon: its public version next to
 * the proposed one, and the new gallery photos (decision 053), services and employees (decision 075)
 * waiting, each decided on its own.
 */
export async function listSalonChanges(options: { db: Database }): Promise<ItemList<SalonChangeRequest>> {
  const { db } = options;
  const owner = { salon: salons, ownerName: users.fullName, ownerEmail: users.email };
  const [rows, photoRows, serviceRows, employeeRows] = await Promise.all([
    db
      .select({ revision: salonRevisions, ...owner })
      .from(salonRevisions)
      .innerJoin(salons, eq(salons.id, salonRevisions.salonId))
      .innerJoin(users, eq(users.id, salons.ownerId))
      .orderBy(asc(salonRevisions.submittedAt)),
    db
      .select({ photo: salonPhotos, ...owner })
      .from(salonPhotos)
      .innerJoin(salons, eq(salons.id, salonPhotos.salonId))
      .innerJoin(users, eq(users.id, salons.ownerId))
      .where(isNull(salonPhotos.approvedAt))
      .orderBy(asc(salonPhotos.createdAt), asc(salonPhotos.id)),
    db
      .select({ service: services, ...owner })
      .from(services)
      .innerJoin(salons, eq(salons.id, services.salonId))
      .innerJoin(users, eq(users.id, salons.ownerId))
      .where(isNotNull(services.changesSubmittedAt))
      .orderBy(asc(services.changesSubmittedAt), asc(services.id)),
    db
      .select({ employee: employees, ...owner })
      .from(employees)
      .innerJoin(salons, eq(salons.id, employees.salonId))
      .innerJoin(users, eq(users.id, salons.ownerId))
      .where(isNotNull(employees.changesSubmittedAt))
      .orderBy(asc(employees.changesSubmittedAt), asc(employees.id)),
  ]);
  const items = new Map<string, SalonChangeRequest>();
  /** The salon's item, made (with nothing proposed yet) at its first waiting change. */
  const itemOf = (salon: SalonRow, who: Owner, submittedAt: string): SalonChangeRequest => {
    let item = items.get(salon.id);
    if (!item) {
      item = {
        salonId: salon.id,
        ownerName: who.ownerName ?? '',
        ownerEmail: who.ownerEmail,
        current: publicVersionOf(salon),
        proposed: publicVersionOf(salon),
        hasProposal: false,
        photos: [],
        services: [],
        employees: [],
        submittedAt,
      };
      items.set(salon.id, item);
    }
    if (submittedAt < item.submittedAt) item.submittedAt = submittedAt;
    return item;
  };
  for (const { revision, salon, ...who } of rows) {
    const item = itemOf(salon, who, revision.submittedAt.toISOString());
    item.proposed = publicVersionOf(revision);
    item.hasProposal = true;
  }
  for (const { photo, salon, ...who } of photoRows) {
    const pending: PendingSalonPhoto = {
      id: photo.id,
      url: photo.url,
      submittedAt: photo.createdAt.toISOString(),
    };
    itemOf(salon, who, pending.submittedAt).photos.push(pending);
  }
  for (const { service, salon, ...who } of serviceRows) {
    const submittedAt = (service.changesSubmittedAt ?? service.createdAt).toISOString();
    const change: PendingServiceChange = service.approvedAt
      ? {
          id: service.id,
          current: { name: service.name },
          proposed: { name: service.pendingName ?? service.name },
          submittedAt,
        }
      : { id: service.id, current: null, proposed: { name: service.name }, submittedAt };
    itemOf(salon, who, submittedAt).services.push(change);
  }
  for (const { employee, salon, ...who } of employeeRows) {
    const submittedAt = (employee.changesSubmittedAt ?? employee.createdAt).toISOString();
    const current = {
      fullName: employee.fullName,
      position: employee.position,
      avatarUrl: employee.avatarUrl,
    };
    const change: PendingEmployeeChange = employee.approvedAt
      ? {
          id: employee.id,
          current,
          proposed: {
            fullName: employee.pendingFullName ?? employee.fullName,
            position: employee.pendingPosition ?? employee.position,
            avatarUrl: employee.pendingAvatarUrl,
          },
          submittedAt,
        }
      : { id: employee.id, current: null, proposed: current, submittedAt };
    itemOf(salon, who, submittedAt).employees.push(change);
  }
  return {
    items: [...items.values()].sort((a, b) => a.submittedAt.localeCompare(b.submittedAt)),
  };
}
