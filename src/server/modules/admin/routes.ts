import type { Context } from 'hono';
import { z } from 'zod';
import { endpoints } from '@/shared/endpoints';
import { smsMonthOf } from '@/shared/messaging';
import { ROLES } from '@/shared/roles';
import { BODY_NOT_OBJECT, PageSchema } from '@/shared/schemas/fields';
import {
  ApproveItemSchema,
  NO_PENDING_ITEM,
  ProviderListQuerySchema,
  RefuseChangesSchema,
  RefuseProviderSchema,
} from '@/shared/schemas/moderation';
import { SecurityLogQuerySchema } from '@/shared/schemas/security-log';
import { AdminSmsQuerySchema } from '@/shared/schemas/sms-usage';
import { TwoFactorResetSchema } from '@/shared/schemas/two-factor';
import { now } from '../../base/clock';
import { deliveringChannels } from '../../config/messaging';
import type { ApiRouter } from '../../lib/access';
import type { AppDeps, AppEnv } from '../../lib/context';
import { uuidParam } from '../../lib/params';
import { recordSecurityEvent, securityActorOf } from '../../lib/security-log';
import { platformSmsMonth } from '../messaging/sms-usage';
import { decideSalonChanges, NO_PENDING_CHANGES } from '../moderation/decide-salon-changes';
import { decideSalonPhoto, NO_PENDING_PHOTO } from '../moderation/decide-salon-photo';
import { decideEmployeeChange, decideServiceChange } from '../moderation/decide-team-and-services';
import { listSalonChanges } from '../moderation/list-salon-changes';
import { SALON_NOT_FOUND } from '../salons/salon-visibility';
import { listSecurityEvents } from '../security-log/list-security-events';
import { deleteSalon } from '../workspace/delete-salon';
import { decideProvider, PROVIDER_NOT_FOUND } from './decide-provider';
import { deleteUser } from './delete-user';
import { getAdminOverview } from './get-admin-overview';
import { listAllSalons } from './list-all-salons';
import { listJobs } from './list-jobs';
import { listPendingProviders } from './list-pending-providers';
import { listUsers } from './list-users';
import { resetTwoFactor } from './reset-two-factor';
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
export function registerAdminRoutes(api: ApiRouter, { db, config, mailer, storage, jobs }: AppDeps) {
  api.route(endpoints.admin.jobs, { allow: 'admin' }, async (c) => c.json(await listJobs(db, jobs)));

  api.route(endpoints.admin.overview, { allow: 'admin' }, async (c) =>
    c.json(await getAdminOverview({ db, timeZone: config.platformTimeZone, now: now() })),
  );

  // The platform's SMS of a month per salon (decision 078): the current month when none is asked.
  api.route(endpoints.admin.sms, { allow: 'admin', query: AdminSmsQuerySchema }, async (c, _viewer, read) => {
    const { month, page } = read.query();
    return c.json(await platformSmsMonth(db, { month: month ?? smsMonthOf(now()), page }));
  });

  api.route(endpoints.admin.users, { allow: 'admin', query: UsersQuery }, async (c, _viewer, read) =>
    c.json(await listUsers({ db, ...read.query() })),
  );
  api.route(endpoints.admin.setRole, { allow: 'admin', body: RoleSchema }, async (c, viewer, read) => {
    const { role } = await read.body();
    const userId = uuidParam(c, 'id', USER_NOT_FOUND);
    return c.json(await setUserRole({ db, viewer, userId, role, actor: securityActorOf(c) }));
  });
  api.route(endpoints.admin.deleteUser, { allow: 'admin' }, async (c, viewer) => {
    const userId = uuidParam(c, 'id', USER_NOT_FOUND);
    await deleteUser({ db, config, storage, viewer, userId, actor: securityActorOf(c) });
    return c.body(null, 204);
  });
  api.route(
    endpoints.admin.resetTwoFactor,
    { allow: 'admin', body: TwoFactorResetSchema },
    async (c, viewer, read) => {
      const { reason } = await read.body();
      const userId = uuidParam(c, 'id', USER_NOT_FOUND);
      return c.json(await resetTwoFactor({ db, viewer, userId, reason, actor: securityActorOf(c) }));
    },
  );

  api.route(endpoints.admin.salons, { allow: 'admin', query: PageQuery }, async (c, _viewer, read) =>
    c.json(await listAllSalons({ db, page: read.query().page })),
  );
  api.route(
    endpoints.admin.setApproval,
    { allow: 'admin', body: ApprovalSchema },
    async (c, _viewer, read) => {
      const { isApproved } = await read.body();
      const salonId = uuidParam(c, 'id', SALON_NOT_FOUND);
      return c.json(await setSalonApproval({ db, salonId, isApproved, actor: securityActorOf(c) }));
    },
  );
  api.route(endpoints.admin.deleteSalon, { allow: 'admin' }, async (c) => {
    const salonId = uuidParam(c, 'id', SALON_NOT_FOUND);
    await deleteSalon({
      db,
      storage,
      salonId,
      hasBookingsMessage: SALON_HAS_BOOKINGS_ADMIN,
      actor: securityActorOf(c),
    });
    return c.body(null, 204);
  });

  // Changes owners made to approved salons, waiting for an admin (decision 044).
  api.route(endpoints.admin.salonChanges, { allow: 'admin' }, async (c) =>
    c.json(await listSalonChanges({ db })),
  );
  api.route(endpoints.admin.approveSalonChanges, { allow: 'admin' }, async (c) => {
    const salonId = uuidParam(c, 'id', NO_PENDING_CHANGES);
    return c.json(
      await decideSalonChanges({ db, storage, salonId, approve: true, actor: securityActorOf(c) }),
    );
  });
  api.route(
    endpoints.admin.refuseSalonChanges,
    { allow: 'admin', body: RefuseChangesSchema },
    async (c, _viewer, read) => {
      const salonId = uuidParam(c, 'id', NO_PENDING_CHANGES);
      const { reason } = await read.body();
      return c.json(
        await decideSalonChanges({ db, storage, salonId, approve: false, reason, actor: securityActorOf(c) }),
      );
    },
  );
  // New gallery photos of approved salons, each decided on its own (decision 053).
  api.route(endpoints.admin.approveSalonPhoto, { allow: 'admin' }, async (c) => {
    const photoId = uuidParam(c, 'id', NO_PENDING_PHOTO);
    return c.json(await decideSalonPhoto({ db, storage, photoId, approve: true, actor: securityActorOf(c) }));
  });
  api.route(
    endpoints.admin.refuseSalonPhoto,
    { allow: 'admin', body: RefuseChangesSchema },
    async (c, _viewer, read) => {
      const photoId = uuidParam(c, 'id', NO_PENDING_PHOTO);
      const { reason } = await read.body();
      return c.json(
        await decideSalonPhoto({ db, storage, photoId, approve: false, reason, actor: securityActorOf(c) }),
      );
    },
  );

  // New or changed services and employees of approved salons, each decided on its own (decision 075).
  for (const [approve, refuse, decide] of [
    [endpoints.admin.approveService, endpoints.admin.refuseService, decideServiceChange],
    [endpoints.admin.approveEmployee, endpoints.admin.refuseEmployee, decideEmployeeChange],
  ] as const) {
    api.route(approve, { allow: 'admin', body: ApproveItemSchema }, async (c, _viewer, read) => {
      const id = uuidParam(c, 'id', NO_PENDING_ITEM);
      const { submittedAt } = await read.body();
      return c.json(
        await decide({
          db,
          storage,
          id,
          approve: true,
          seen: submittedAt,
          actor: securityActorOf(c),
          now: now(),
        }),
      );
    });
    api.route(refuse, { allow: 'admin', body: RefuseChangesSchema }, async (c, _viewer, read) => {
      const id = uuidParam(c, 'id', NO_PENDING_ITEM);
      const { reason } = await read.body();
      return c.json(
        await decide({ db, storage, id, approve: false, reason, actor: securityActorOf(c), now: now() }),
      );
    });
  }

  api.route(
    endpoints.admin.securityEvents,
    { allow: 'admin', query: SecurityLogQuerySchema },
    async (c, _viewer, read) => {
      const query = read.query();
      const answer = await listSecurityEvents({ db, query, timeZone: config.platformTimeZone });
      // Who read the log, and what they looked for: the log's own reading is in it.
      await recordSecurityEvent(db, securityActorOf(c), {
        type: 'security_log_read',
        details: {
          q: query.q,
          type: query.type ?? null,
          from: query.from ?? null,
          to: query.to ?? null,
          page: query.page,
        },
      });
      return c.json(answer);
    },
  );

  api.route(
    endpoints.admin.providers,
    { allow: 'admin', query: ProviderListQuerySchema },
    async (c, _viewer, read) => {
      const { status } = read.query();
      return c.json(await listPendingProviders({ db, encryptionKey: config.encryptionKey, status }));
    },
  );
  const decide = (c: Context<AppEnv>, approve: boolean, reason?: string) =>
    decideProvider({
      db,
      mailer,
      providerId: uuidParam(c, 'id', PROVIDER_NOT_FOUND),
      approve,
      reason,
      baseUrl: config.baseUrl,
      mailFrom: config.mail.from,
      delivering: deliveringChannels(config),
      actor: securityActorOf(c),
      now: now(),
    });
  api.route(endpoints.admin.approveProvider, { allow: 'admin' }, async (c) => c.json(await decide(c, true)));
  api.route(
    endpoints.admin.refuseProvider,
    { allow: 'admin', body: RefuseProviderSchema },
    async (c, _viewer, read) => {
      const { reason } = await read.body();
      return c.json(await decide(c, false, reason));
    },
  );
}
