import type { SalonPage } from '@/shared/api-types';
import { endpoints } from '@/shared/endpoints';
import { SalonListQueryRefinedSchema } from '@/shared/schemas/salons';
import { now, nowMs } from '../../base/clock';
import type { ApiRouter } from '../../lib/access';
import { createAdmission } from '../../lib/admission';
import type { AppDeps } from '../../lib/context';
import { uuidParam } from '../../lib/params';
import { createSnapshotCache, currentSnapshot } from '../../lib/snapshot-cache';
import { findSalons } from './find-salons';
import { getSalon } from './get-salon';
import { listServiceNames } from './list-service-names';
import { getSalonOpeningHours } from './salon-calendar';
import { SALON_NOT_FOUND } from './salon-visibility';

export function registerSalonRoutes(api: ApiRouter, { db, config }: AppDeps) {
  // The home page's list, the busiest request: computed once per query until something is written
  // (`npm run bench`). It never depends on who asks.
  const salonPages = createSnapshotCache<SalonPage>({ snapshot: () => currentSnapshot(db), maxEntries: 200 });
  // The embedded database runs one statement at a time: lists are computed one after the other, the
  // others waiting here (64 at most), so that sign-in and health wait behind one list at most, not
  // behind a burst of them (decision 056).
  // PostgreSQL queues in its pool instead (DATABASE_POOL_WAIT_MS).
  const lists = config.database.kind === 'pglite' ? createAdmission({ running: 1, waiting: 64 }) : null;
  api.route(
    endpoints.salons.list,
    { allow: 'visitor', query: SalonListQueryRefinedSchema },
    async (c, _viewer, read) => {
      const query = read.query();
      // The minute is part of the answer (a slot that has started is no longer free), and of its key.
      const now = new Date(Math.floor(nowMs() / 60_000) * 60_000);
      const compute = () =>
        lists ? lists.run(() => findSalons({ db, query, now })) : findSalons({ db, query, now });
      // Cache-Control: no-cache (a hard reload, the bench's uncached series) gets a page computed for it.
      const fresh = c.req.header('cache-control')?.includes('no-cache');
      const key = `${now.toISOString()} ${JSON.stringify(query)}`;
      return c.json(await (fresh ? compute() : salonPages.get(key, compute)));
    },
  );

  api.route(endpoints.salons.serviceNames, { allow: 'visitor' }, async (c) =>
    c.json(await listServiceNames({ db })),
  );

  api.route(endpoints.salons.get, { allow: 'visitor' }, async (c, viewer) => {
    const salonId = uuidParam(c, 'id', SALON_NOT_FOUND);
    return c.json(await getSalon({ db, salonId, viewer }));
  });

  api.route(endpoints.salons.openingHours, { allow: 'visitor' }, async (c, viewer) => {
    const salonId = uuidParam(c, 'id', SALON_NOT_FOUND);
    return c.json(await getSalonOpeningHours({ db, salonId, viewer, now: now() }));
  });
}
