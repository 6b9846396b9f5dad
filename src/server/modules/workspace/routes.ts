import { endpoints } from '@/shared/endpoints';
import { SalonPhotoOrderSchema } from '@/shared/schemas/salon-photos';
import { SmsCapSchema } from '@/shared/schemas/sms-usage';
import * as workspaceInput from '@/shared/schemas/workspace';
import { now } from '../../base/clock';
import { notFound } from '../../base/errors';
import type { ApiRouter, SessionAudience } from '../../lib/access';
import type { AppDeps, Viewer } from '../../lib/context';
import { onceForKey } from '../../lib/idempotency';
import { readImageUpload } from '../../lib/images';
import { uuidParam } from '../../lib/params';
import { securityActorOf } from '../../lib/security-log';
import { assertEmailVerified } from '../auth/email-verification';
import { salonSmsUsage, setSmsCap } from '../messaging/sms-usage';
import { SALON_NOT_FOUND } from '../salons/salon-visibility';
import { addEmployee } from './add-employee';
import { addSalonPhoto } from './add-salon-photo';
import { addService } from './add-service';
import { createSalon } from './create-salon';
import { deleteSalon } from './delete-salon';
import { deleteSalonPhoto } from './delete-salon-photo';
import { deleteService } from './delete-service';
import { listEmployees } from './list-employees';
import { listMySalons } from './list-my-salons';
import { listOwnerReviews } from './list-owner-reviews';
import { listSalonPhotos } from './list-salon-photos';
import { listSalonServices } from './list-salon-services';
import { listServiceCatalogue } from './list-service-catalogue';
import { addPackage, deletePackage, listSalonPackages, updatePackage } from './manage-packages';
import { ownsEmployee, ownsPackage, ownsSalon, ownsSalonPhoto, ownsService } from './ownership';
import { removeEmployee } from './remove-employee';
import { reorderSalonPhotos } from './reorder-salon-photos';
import { saveOpeningHours } from './save-opening-hours';
import { setBookingRules } from './set-booking-rules';
import { setEmployeeAvatar } from './set-employee-avatar';
import { setSalonCover } from './set-salon-cover';
import { updateEmployee } from './update-employee';
import { updateSalon } from './update-salon';
import { updateService } from './update-service';

/**
 * Provider tools: prestataires, and admins for the menu items. Creating needs a validated account
 * (docs/product.md#provider-validation, decision 034).
 */
// Reads stay open to every prestataire (a refused or suspended one still sees their data); changes
// need a validated account (docs/product.md#provider-validation, decision 044).
const TOOLS = ['prestataire', 'admin'] as const satisfies readonly SessionAudience[];
const EDITORS = ['approved-prestataire', 'admin'] as const satisfies readonly SessionAudience[];

export function registerWorkspaceRoutes(api: ApiRouter, { db, storage, config }: AppDeps) {
  const uploadLimit = (viewer: Viewer) => ({ db, viewer, perMinute: config.limits.uploadsPerMinute });
  const salonId = (c: Parameters<typeof uuidParam>[0]) => uuidParam(c, 'id', SALON_NOT_FOUND);

  // ---- Salons
  api.route(endpoints.workspace.mySalons, { allow: TOOLS }, async (c, viewer) =>
    c.json(await listMySalons({ db, viewer })),
  );
  api.route(
    endpoints.workspace.createSalon,
    { allow: EDITORS, body: workspaceInput.SalonSchema },
    async (c, viewer, read) => {
      assertEmailVerified(viewer);
      const input = await read.body();
      const perDay = config.limits.salonsPerDay;
      return c.json(
        await onceForKey(c, { db, viewer }, (tx) => createSalon({ db: tx, viewer, input, perDay })),
        201,
      );
    },
  );
  api.route(
    endpoints.workspace.updateSalon,
    { allow: EDITORS, owns: ownsSalon(db), body: workspaceInput.SalonSchema },
    async (c, viewer, read) => {
      const input = await read.body();
      return c.json(await updateSalon({ db, storage, viewer, salonId: salonId(c), input }));
    },
  );
  api.route(endpoints.workspace.deleteSalon, { allow: EDITORS, owns: ownsSalon(db) }, async (c) => {
    await deleteSalon({ db, storage, salonId: salonId(c), actor: securityActorOf(c) });
    return c.body(null, 204);
  });
  api.route(endpoints.workspace.setCover, { allow: EDITORS, owns: ownsSalon(db) }, async (c, viewer) => {
    const bytes = await readImageUpload(c, uploadLimit(viewer));
    return c.json(await setSalonCover({ db, storage, viewer, salonId: salonId(c), bytes }));
  });

  // ---- Gallery (decision 053): photos of an approved salon wait for an admin, like its cover.
  api.route(endpoints.workspace.photos, { allow: TOOLS, owns: ownsSalon(db) }, async (c) =>
    c.json(await listSalonPhotos({ db, salonId: salonId(c) })),
  );
  api.route(endpoints.workspace.addPhoto, { allow: EDITORS, owns: ownsSalon(db) }, async (c, viewer) => {
    const bytes = await readImageUpload(c, uploadLimit(viewer));
    return c.json(await addSalonPhoto({ db, storage, viewer, salonId: salonId(c), bytes }), 201);
  });
  api.route(
    endpoints.workspace.reorderPhotos,
    { allow: EDITORS, owns: ownsSalon(db), body: SalonPhotoOrderSchema },
    async (c, _viewer, read) => {
      const { ids } = await read.body();
      return c.json(await reorderSalonPhotos({ db, salonId: salonId(c), ids }));
    },
  );
  api.route(endpoints.workspace.deletePhoto, { allow: EDITORS, owns: ownsSalonPhoto(db) }, async (c) => {
    await deleteSalonPhoto({ db, storage, photoId: uuidParam(c, 'id') });
    return c.body(null, 204);
  });

  api.route(
    endpoints.workspace.setBookingRules,
    { allow: EDITORS, owns: ownsSalon(db), body: workspaceInput.BookingRulesSchema },
    async (c, _viewer, read) => {
      const rules = await read.body();
      return c.json(await setBookingRules({ db, salonId: salonId(c), rules }));
    },
  );

  // ---- SMS (decision 078): the month's count is read like the other settings (owner, admins); the
  // cap spends the owner's money, so only the owner sets it.
  api.route(endpoints.workspace.smsUsage, { allow: TOOLS, owns: ownsSalon(db) }, async (c) =>
    c.json(await salonSmsUsage(db, salonId(c), now())),
  );
  api.route(
    endpoints.workspace.setSmsCap,
    { allow: 'approved-prestataire', owns: ownsSalon(db), body: SmsCapSchema },
    async (c, _viewer, read) => {
      const { cap } = await read.body();
      const usage = await setSmsCap(db, salonId(c), cap, now());
      // Deleted between the ownership check and this update: gone, as it would be a moment later.
      if (!usage) throw notFound(SALON_NOT_FOUND);
      return c.json(usage);
    },
  );

  // ---- Services
  api.route(endpoints.workspace.catalogue, { allow: TOOLS }, async (c) =>
    c.json(await listServiceCatalogue({ db })),
  );
  api.route(endpoints.workspace.services, { allow: TOOLS, owns: ownsSalon(db) }, async (c) =>
    c.json(await listSalonServices({ db, salonId: salonId(c) })),
  );
  api.route(
    endpoints.workspace.addService,
    { allow: EDITORS, owns: ownsSalon(db), body: workspaceInput.ServiceSchema },
    async (c, viewer, read) => {
      const input = await read.body();
      return c.json(
        await onceForKey(c, { db, viewer }, (tx) =>
          tx.transaction((inner) => addService(inner, { salonId: salonId(c), input, viewer, now: now() })),
        ),
        201,
      );
    },
  );
  api.route(
    endpoints.workspace.updateService,
    { allow: EDITORS, owns: ownsService(db), body: workspaceInput.ServiceSchema },
    async (c, viewer, read) => {
      const input = await read.body();
      const serviceId = uuidParam(c, 'id');
      return c.json(
        await db.transaction((tx) => updateService(tx, { serviceId, input, viewer, now: now() })),
      );
    },
  );
  api.route(endpoints.workspace.deleteService, { allow: EDITORS, owns: ownsService(db) }, async (c) => {
    await deleteService({ db, serviceId: uuidParam(c, 'id') });
    return c.body(null, 204);
  });

  // ---- Packages (docs/product.md#packages)
  api.route(endpoints.workspace.packages, { allow: TOOLS, owns: ownsSalon(db) }, async (c) =>
    c.json(await listSalonPackages(db, salonId(c))),
  );
  api.route(
    endpoints.workspace.addPackage,
    { allow: EDITORS, owns: ownsSalon(db), body: workspaceInput.PackageSchema },
    async (c, viewer, read) => {
      const input = await read.body();
      return c.json(
        // The package and its services together: a transaction of its own, or a savepoint in the key's.
        await onceForKey(c, { db, viewer }, (tx) =>
          tx.transaction((inner) => addPackage(inner, salonId(c), input)),
        ),
        201,
      );
    },
  );
  api.route(
    endpoints.workspace.updatePackage,
    { allow: EDITORS, owns: ownsPackage(db), body: workspaceInput.PackageSchema },
    async (c, _viewer, read) => {
      const input = await read.body();
      return c.json(await db.transaction((tx) => updatePackage(tx, uuidParam(c, 'id'), input)));
    },
  );
  api.route(endpoints.workspace.deletePackage, { allow: EDITORS, owns: ownsPackage(db) }, async (c) => {
    await deletePackage(db, uuidParam(c, 'id'));
    return c.body(null, 204);
  });

  // ---- Opening hours (read: GET /salons/:id/opening-hours, public)
  api.route(
    endpoints.workspace.saveOpeningHours,
    { allow: EDITORS, owns: ownsSalon(db), body: workspaceInput.OpeningHoursSchema },
    async (c, _viewer, read) => {
      const { days } = await read.body();
      return c.json(await saveOpeningHours({ db, salonId: salonId(c), days }));
    },
  );

  // ---- Employees
  api.route(endpoints.workspace.employees, { allow: TOOLS, owns: ownsSalon(db) }, async (c) =>
    c.json(await listEmployees({ db, salonId: salonId(c) })),
  );
  api.route(
    endpoints.workspace.addEmployee,
    { allow: EDITORS, owns: ownsSalon(db), body: workspaceInput.EmployeeSchema },
    async (c, viewer, read) => {
      const input = await read.body();
      return c.json(
        await onceForKey(c, { db, viewer }, (tx) =>
          tx.transaction((inner) => addEmployee(inner, { salonId: salonId(c), input, viewer, now: now() })),
        ),
        201,
      );
    },
  );
  api.route(
    endpoints.workspace.updateEmployee,
    { allow: EDITORS, owns: ownsEmployee(db), body: workspaceInput.EmployeeSchema },
    async (c, viewer, read) => {
      const input = await read.body();
      const employeeId = uuidParam(c, 'id');
      return c.json(await updateEmployee({ db, storage, employeeId, input, viewer, now: now() }));
    },
  );
  api.route(endpoints.workspace.removeEmployee, { allow: EDITORS, owns: ownsEmployee(db) }, async (c) => {
    await removeEmployee({ db, storage, employeeId: uuidParam(c, 'id'), now: now() });
    return c.body(null, 204);
  });
  api.route(
    endpoints.workspace.setEmployeeAvatar,
    { allow: EDITORS, owns: ownsEmployee(db) },
    async (c, viewer) => {
      const bytes = await readImageUpload(c, uploadLimit(viewer));
      const employeeId = uuidParam(c, 'id');
      return c.json(await setEmployeeAvatar({ db, storage, employeeId, bytes, viewer, now: now() }));
    },
  );

  // ---- Reviews of my salons
  api.route(endpoints.workspace.ownerReviews, { allow: TOOLS }, async (c, viewer) =>
    c.json(await listOwnerReviews({ db, viewer })),
  );
}
