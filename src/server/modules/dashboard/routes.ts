import { endpoints } from '@/shared/endpoints';
import { StatisticsQuerySchema } from '@/shared/schemas/statistics';
import { now } from '../../base/clock';
import type { ApiRouter } from '../../lib/access';
import type { AppDeps } from '../../lib/context';
import { getDashboardSummary } from './get-dashboard-summary';
import { getStatistics } from './get-statistics';

export function registerDashboardRoutes(api: ApiRouter, { db }: AppDeps) {
  api.route(endpoints.dashboard.summary, { allow: 'signed-in' }, async (c, viewer) =>
    c.json(await getDashboardSummary({ db, viewer, now: now() })),
  );
  // "Statistiques" (decision 076): an owner's own salons; another's is not found (404).
  api.route(
    endpoints.dashboard.statistics,
    { allow: 'prestataire', query: StatisticsQuerySchema },
    async (c, viewer, read) => c.json(await getStatistics({ db, viewer, query: read.query(), now: now() })),
  );
}
