import { z } from 'zod';
import { ROLES } from '@/shared/roles';
import { BODY_NOT_OBJECT, PageSchema } from '@/shared/schemas/fields';
import type { ApiRouter } from '../../lib/access';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { readBody } from '../../lib/http';
import { readQuery, uuidParam } from '../../lib/params';
import { SALON_NOT_FOUND } from '../salons/salon-visibility';
import { deleteSalon } from '../workspace/manage-salons';
import { getAdminOverview } from './get-admin-overview';
import { listAllSalons } from './list-all-salons';
import { decideProvider, listPendingProviders } from './manage-providers';
import { deleteUser, listUsers, setUserRole, USER_NOT_FOUND } from './manage-users';
import { setSalonApproval } from './set-salon-approval';

const ApprovalSchema = z.object({ isApproved: z.boolean({ error: 'Valeur invalide.' }) }, BODY_NOT_OBJECT);
const RoleSchema = z.object({ role: z.enum(ROLES, { error: 'Rôle invalide.' }) }, BODY_NOT_OBJECT);
const page = PageSchema;
const UsersQuery = z.object({
  q: z.string().trim().max(100, { error: 'La recherche ne doit pas dépasser 100 caractères.' }).default(''),
  page,
});
const PageQuery = z.object({ page });

// Every route here is for admins only (the permission test enumerates them from the router).
export function registerAdminRoutes(api: ApiRouter, { db, config, mailer, storage }: AppDeps) {
  api.route('get', '/admin/overview', { allow: 'admin' }, async (c) =>
    c.json(await getAdminOverview({ db, timeZone: config.platformTimeZone })),
  );

  api.route('get', '/admin/users', { allow: 'admin' }, async (c) =>
    c.json(await listUsers(db, readQuery(c, UsersQuery))),
  );
  api.route('patch', '/admin/users/:id/role', { allow: 'admin' }, async (c) => {
    const { role } = await readBody(c, RoleSchema);
    return c.json(await setUserRole(db, c.get('viewer')!, uuidParam(c, 'id', USER_NOT_FOUND), role));
  });
  api.route('delete', '/admin/users/:id', { allow: 'admin' }, async (c) => {
    await deleteUser(db, storage, c.get('viewer')!, uuidParam(c, 'id', USER_NOT_FOUND));
    return c.body(null, 204);
  });

  api.route('get', '/admin/salons', { allow: 'admin' }, async (c) =>
    c.json(await listAllSalons(db, readQuery(c, PageQuery).page)),
  );
  api.route('patch', '/admin/salons/:id/approval', { allow: 'admin' }, async (c) => {
    const { isApproved } = await readBody(c, ApprovalSchema);
    return c.json(await setSalonApproval(db, uuidParam(c, 'id', SALON_NOT_FOUND), isApproved));
  });
  api.route('delete', '/admin/salons/:id', { allow: 'admin' }, async (c) => {
    try {
      await deleteSalon(db, storage, uuidParam(c, 'id', SALON_NOT_FOUND));
    } catch (error) {
      // SPEC §8: the admin screen's own wording.
      if (error instanceof AppError && error.code === 'salon_has_bookings') {
        throw new AppError(
          409,
          error.code,
          'Impossible de supprimer : des rendez-vous sont liés à ce salon.',
        );
      }
      throw error;
    }
    return c.body(null, 204);
  });

  api.route('get', '/admin/providers', { allow: 'admin' }, async (c) =>
    c.json({ items: await listPendingProviders(db) }),
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
          providerId: uuidParam(c, 'id', 'Prestataire introuvable.'),
          approve,
          baseUrl: config.baseUrl,
        }),
      ),
    );
  }
}
