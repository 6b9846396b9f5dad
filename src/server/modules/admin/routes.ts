import { z } from 'zod';
import { ROLES } from '@/shared/roles';
import { BODY_NOT_OBJECT, PageSchema } from '@/shared/schemas/fields';
import type { ApiRouter } from '../../lib/access';
import type { AppDeps } from '../../lib/context';
import { readBody } from '../../lib/http';
import { readQuery, uuidParam } from '../../lib/params';
import { SALON_NOT_FOUND } from '../salons/salon-visibility';
import { deleteSalon } from '../workspace/delete-salon';
import { decideProvider, PROVIDER_NOT_FOUND } from './decide-provider';
import { deleteUser } from './delete-user';
import { getAdminOverview } from './get-admin-overview';
import { listAllSalons } from './list-all-salons';
import { listPendingProviders } from './list-pending-providers';
import { listUsers } from './list-users';
import { setSalonApproval } from './set-salon-approval';
import { setUserRole } from './set-user-role';
import { USER_NOT_FOUND } from './user-not-found';

const ApprovalSchema = z.object({ isApproved: z.boolean({ error: 'Valeur invalide.' }) }, BODY_NOT_OBJECT);
const RoleSchema = z.object({ role: z.enum(ROLES, { error: 'Rôle invalide.' }) }, BODY_NOT_OBJECT);
const page = PageSchema;
const UsersQuery = z.object({
  q: z.string().trim().max(100, { error: 'La recherche ne doit pas dépasser 100 caractères.' }).default(''),
  page,
});
const PageQuery = z.object({ page });
/** The admin screen's own wording of the refusal (docs/product.md#salons-and-visibility). */
const SALON_HAS_BOOKINGS_ADMIN = 'Impossible de supprimer : des rendez-vous sont liés à ce salon.';

// Every route here is for admins only (the permission test enumerates them from the router).
export function registerAdminRoutes(api: ApiRouter, { db, config, mailer, storage }: AppDeps) {
  api.route('get', '/admin/overview', { allow: 'admin' }, async (c) =>
    c.json(await getAdminOverview({ db, timeZone: config.platformTimeZone, now: new Date() })),
  );

  api.route('get', '/admin/users', { allow: 'admin' }, async (c) =>
    c.json(await listUsers({ db, ...readQuery(c, UsersQuery) })),
  );
  api.route('patch', '/admin/users/:id/role', { allow: 'admin' }, async (c, viewer) => {
    const { role } = await readBody(c, RoleSchema);
    return c.json(await setUserRole({ db, viewer, userId: uuidParam(c, 'id', USER_NOT_FOUND), role }));
  });
  api.route('delete', '/admin/users/:id', { allow: 'admin' }, async (c, viewer) => {
    await deleteUser({ db, storage, viewer, userId: uuidParam(c, 'id', USER_NOT_FOUND) });
    return c.body(null, 204);
  });

  api.route('get', '/admin/salons', { allow: 'admin' }, async (c) =>
    c.json(await listAllSalons({ db, page: readQuery(c, PageQuery).page })),
  );
  api.route('patch', '/admin/salons/:id/approval', { allow: 'admin' }, async (c) => {
    const { isApproved } = await readBody(c, ApprovalSchema);
    return c.json(await setSalonApproval({ db, salonId: uuidParam(c, 'id', SALON_NOT_FOUND), isApproved }));
  });
  api.route('delete', '/admin/salons/:id', { allow: 'admin' }, async (c) => {
    const salonId = uuidParam(c, 'id', SALON_NOT_FOUND);
    await deleteSalon({ db, storage, salonId, hasBookingsMessage: SALON_HAS_BOOKINGS_ADMIN });
    return c.body(null, 204);
  });

  api.route('get', '/admin/providers', { allow: 'admin' }, async (c) =>
    c.json(await listPendingProviders({ db })),
  );
  for (const [action, approve] of [
    ['approve', true],
    ['refuse', false],
  ] as const) {
    api.route('post', `/admin/providers/:id/${action}`, { allow: 'admin' }, async (c) =>
      c.json(
        await decideProvider({
          db,
          mailer,
          providerId: uuidParam(c, 'id', PROVIDER_NOT_FOUND),
          approve,
          baseUrl: config.baseUrl,
        }),
      ),
    );
  }
}
