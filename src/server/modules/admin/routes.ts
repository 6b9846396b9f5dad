import type { ApiRouter } from '../../lib/access';
import type { AppDeps } from '../../lib/context';
import { getAdminOverview } from './get-admin-overview';

export function registerAdminRoutes(api: ApiRouter, { db, config }: AppDeps) {
  api.route('get', '/admin/overview', { allow: 'admin' }, async (c) =>
    c.json(await getAdminOverview({ db, timeZone: config.platformTimeZone })),
  );
}
