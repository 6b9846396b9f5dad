import {
  AvailabilitySchema,
  EmployeeSchema,
  OpeningHoursSchema,
  SalonSchema,
  ServiceSchema,
} from '@/shared/schemas/workspace';
import type { ApiRouter, Audience } from '../../lib/access';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { readBody } from '../../lib/http';
import { NOT_AN_IMAGE } from '../../lib/images';
import { uuidParam } from '../../lib/params';
import { SALON_NOT_FOUND } from '../salons/salon-visibility';
import { addAvailability, deleteAvailability, listAvailabilities } from './manage-availabilities';
import {
  addEmployee,
  listEmployees,
  removeEmployee,
  setEmployeeAvatar,
  updateEmployee,
} from './manage-employees';
import { createSalon, deleteSalon, listMySalons, setSalonCover, updateSalon } from './manage-salons';
import {
  addService,
  deleteService,
  listSalonServices,
  serviceCatalogue,
  updateService,
} from './manage-services';
import { getDashboardSummary, listOwnerReviews } from './owner-views';
import { ownsAvailability, ownsEmployee, ownsSalon, ownsService } from './ownership';
import { saveOpeningHours } from './save-opening-hours';

/** Provider tools (SPEC §6): prestataires, and admins for the menu items. Creating needs a validated account (R1). */
const TOOLS: readonly Audience[] = ['prestataire', 'admin'];
const CREATORS: readonly Audience[] = ['approved-prestataire', 'admin'];

export function registerWorkspaceRoutes(api: ApiRouter, { db, storage }: AppDeps) {
  const salonId = (c: Parameters<typeof uuidParam>[0]) => uuidParam(c, 'id', SALON_NOT_FOUND);

  api.route('get', '/dashboard/summary', { allow: 'signed-in' }, async (c) =>
    c.json(await getDashboardSummary(db, c.get('viewer')!)),
  );

  // ---- Salons
  api.route('get', '/my/salons', { allow: TOOLS }, async (c) =>
    c.json({ items: await listMySalons(db, c.get('viewer')!) }),
  );
  api.route('post', '/salons', { allow: CREATORS }, async (c) => {
    const input = await readBody(c, SalonSchema);
    return c.json(await createSalon(db, c.get('viewer')!, input), 201);
  });
  api.route('patch', '/salons/:id', { allow: TOOLS, owns: ownsSalon(db) }, async (c) =>
    c.json(await updateSalon(db, salonId(c), await readBody(c, SalonSchema))),
  );
  api.route('delete', '/salons/:id', { allow: TOOLS, owns: ownsSalon(db) }, async (c) => {
    await deleteSalon(db, storage, salonId(c));
    return c.body(null, 204);
  });
  api.route('post', '/salons/:id/cover', { allow: TOOLS, owns: ownsSalon(db) }, async (c) => {
    const form = await c.req.parseBody().catch(() => null);
    if (!(form?.file instanceof File)) throw new AppError(400, 'not_an_image', NOT_AN_IMAGE);
    const coverImageUrl = await setSalonCover({
      db,
      storage,
      salonId: salonId(c),
      bytes: Buffer.from(await form.file.arrayBuffer()),
    });
    return c.json({ coverImageUrl });
  });

  // ---- Services
  api.route('get', '/service-catalogue', { allow: TOOLS }, async (c) =>
    c.json({ names: await serviceCatalogue(db) }),
  );
  api.route('get', '/salons/:id/services', { allow: TOOLS, owns: ownsSalon(db) }, async (c) =>
    c.json({ items: await listSalonServices(db, salonId(c)) }),
  );
  api.route('post', '/salons/:id/services', { allow: CREATORS, owns: ownsSalon(db) }, async (c) =>
    c.json(await addService(db, salonId(c), await readBody(c, ServiceSchema)), 201),
  );
  api.route('patch', '/services/:id', { allow: TOOLS, owns: ownsService(db) }, async (c) =>
    c.json(await updateService(db, uuidParam(c, 'id'), await readBody(c, ServiceSchema))),
  );
  api.route('delete', '/services/:id', { allow: TOOLS, owns: ownsService(db) }, async (c) => {
    await deleteService(db, uuidParam(c, 'id'));
    return c.body(null, 204);
  });

  // ---- Opening hours (read: GET /salons/:id/opening-hours, public)
  api.route('put', '/salons/:id/opening-hours', { allow: TOOLS, owns: ownsSalon(db) }, async (c) => {
    const { days } = await readBody(c, OpeningHoursSchema);
    await saveOpeningHours(db, salonId(c), days);
    return c.json({ days });
  });

  // ---- Employees
  api.route('get', '/salons/:id/employees', { allow: TOOLS, owns: ownsSalon(db) }, async (c) =>
    c.json({ items: await listEmployees(db, salonId(c)) }),
  );
  api.route('post', '/salons/:id/employees', { allow: TOOLS, owns: ownsSalon(db) }, async (c) =>
    c.json(await addEmployee(db, salonId(c), await readBody(c, EmployeeSchema)), 201),
  );
  api.route('patch', '/employees/:id', { allow: TOOLS, owns: ownsEmployee(db) }, async (c) =>
    c.json(await updateEmployee(db, uuidParam(c, 'id'), await readBody(c, EmployeeSchema))),
  );
  api.route('delete', '/employees/:id', { allow: TOOLS, owns: ownsEmployee(db) }, async (c) => {
    await removeEmployee(db, storage, uuidParam(c, 'id'));
    return c.body(null, 204);
  });

  api.route('post', '/employees/:id/avatar', { allow: TOOLS, owns: ownsEmployee(db) }, async (c) => {
    const form = await c.req.parseBody().catch(() => null);
    if (!(form?.file instanceof File)) throw new AppError(400, 'not_an_image', NOT_AN_IMAGE);
    const avatarUrl = await setEmployeeAvatar({
      db,
      storage,
      employeeId: uuidParam(c, 'id'),
      bytes: Buffer.from(await form.file.arrayBuffer()),
    });
    return c.json({ avatarUrl });
  });

  // ---- Availabilities (the prestataire's own weekly ranges)
  api.route('get', '/availabilities', { allow: TOOLS }, async (c) =>
    c.json({ items: await listAvailabilities(db, c.get('viewer')!.id) }),
  );
  api.route('post', '/availabilities', { allow: TOOLS }, async (c) =>
    c.json(await addAvailability(db, c.get('viewer')!.id, await readBody(c, AvailabilitySchema)), 201),
  );
  api.route('delete', '/availabilities/:id', { allow: TOOLS, owns: ownsAvailability(db) }, async (c) => {
    await deleteAvailability(db, uuidParam(c, 'id'));
    return c.body(null, 204);
  });

  // ---- Reviews of my salons
  api.route('get', '/my/reviews', { allow: TOOLS }, async (c) =>
    c.json(await listOwnerReviews(db, c.get('viewer')!)),
  );
}
