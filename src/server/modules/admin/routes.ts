import { z } from 'zod';
import { BODY_NOT_OBJECT } from '@/shared/schemas/fields';
import type { ApiRouter } from '../../lib/access';
import type { AppDeps } from '../../lib/context';
import { readBody } from '../../lib/http';
import { uuidParam } from '../../lib/params';
import { SALON_NOT_FOUND } from '../salons/salon-visibility';
import { getAdminOverview } from './get-admin-overview';
import { setSalonApproval } from './set-salon-approval';

const ApprovalSchema = z.object({ isApproved: z.boolean({ error: 'Valeur invalide.' }) }, BODY_NOT_OBJECT);

export function registerAdminRoutes(api: ApiRouter, { db, config }: AppDeps) {
  api.route('get', '/admin/overview', { allow: 'admin' }, async (c) =>
    c.json(await getAdminOverview({ db, timeZone: config.platformTimeZone })),
  );

  api.route('patch', '/admin/salons/:id/approval', { allow: 'admin' }, async (c) => {
    const { isApproved } = await readBody(c, ApprovalSchema);
    return c.json(await setSalonApproval(db, uuidParam(c, 'id', SALON_NOT_FOUND), isApproved));
  });
}
