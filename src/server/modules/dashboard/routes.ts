import { endpoints } from '@/shared/endpoints';
import type { ApiRouter } from '../../lib/access';
import type { AppDeps } from '../../lib/context';
import { getDashboardSummary } from './get-dashboard-summary';

export function registerDashboardRoutes(api: ApiRouter, { db }: AppDeps) {
  api.route(endpoints.dashboard.summary, { allow: 'signed-in' }, async (c, viewer) =>
    c.json(await getDashboardSummary({ db, viewer, now: new Date() })),
  );
}
