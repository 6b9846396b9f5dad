import { SalonListQuerySchema } from '@/shared/schemas/salons';
import type { ApiRouter } from '../../lib/access';
import type { AppDeps } from '../../lib/context';
import { readQuery, uuidParam } from '../../lib/params';
import { findSalons } from './find-salons';
import { getSalonOpeningHours } from './get-opening-hours';
import { getSalon } from './get-salon';
import { listServiceNames } from './list-service-names';
import { SALON_NOT_FOUND } from './salon-visibility';

export function registerSalonRoutes(api: ApiRouter, { db }: AppDeps) {
  // Public data: shared caches may keep it briefly; it never depends on who asks.
  api.route('get', '/salons', { allow: 'visitor' }, async (c) => {
    const page = await findSalons({ db, query: readQuery(c, SalonListQuerySchema) });
    return c.json(page);
  });

  api.route('get', '/salons/service-names', { allow: 'visitor' }, async (c) =>
    c.json({ names: await listServiceNames({ db }) }),
  );

  api.route('get', '/salons/:id', { allow: 'visitor' }, async (c) => {
    const salonId = uuidParam(c, 'id', SALON_NOT_FOUND);
    return c.json(await getSalon({ db, salonId, viewer: c.get('viewer') }));
  });

  api.route('get', '/salons/:id/opening-hours', { allow: 'visitor' }, async (c) => {
    const salonId = uuidParam(c, 'id', SALON_NOT_FOUND);
    return c.json({ days: await getSalonOpeningHours({ db, salonId, viewer: c.get('viewer') }) });
  });
}
