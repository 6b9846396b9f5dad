import type { z } from 'zod';
import type {
  AdminJobs,
  AdminOverview,
  AdminSalon,
  AdminSmsMonth,
  AdminUser,
  ItemList,
  Page,
  PendingProvider,
  ProviderDecision,
  RoleChange,
  SalonApproval,
  SalonChangeRequest,
  SecurityEventPage,
} from '../api-types';
import { endpoint, type NoBody, type UrlQuery } from '../endpoint';
import type { Role } from '../roles';
import type {
  ApproveItemSchema,
  ProviderListQuerySchema,
  RefuseChangesSchema,
  RefuseProviderSchema,
} from '../schemas/moderation';
import type { SecurityLogQuerySchema } from '../schemas/security-log';
import type { AdminSmsQuerySchema } from '../schemas/sms-usage';
import type { TwoFactorResetSchema } from '../schemas/two-factor';

// The administration (server: modules/admin): every route for admins only. Admins create admins
// through `accounts.signUp` (decision 004).

type Reason = z.input<typeof RefuseChangesSchema>;
type ItemDecision = { id: string; approved: boolean };

export const admin = {
  overview: endpoint<{ answer: AdminOverview }>()('GET', '/admin/overview'),
  users: endpoint<{ answer: Page<AdminUser>; query: { q?: string; page?: number } }>()('GET', '/admin/users'),
  setRole: endpoint<{ answer: RoleChange; body: { role: Role } }>()('PATCH', '/admin/users/:id/role'),
  deleteUser: endpoint<{ answer: null }>()('DELETE', '/admin/users/:id'),
  /** Someone who lost their app and their recovery codes (decision 074): the reason is logged. */
  resetTwoFactor: endpoint<{ answer: { reset: true }; body: z.input<typeof TwoFactorResetSchema> }>()(
    'POST',
    '/admin/users/:id/two-factor/reset',
  ),
  salons: endpoint<{ answer: Page<AdminSalon>; query: { page?: number } }>()('GET', '/admin/salons'),
  setApproval: endpoint<{ answer: SalonApproval; body: { isApproved: boolean } }>()(
    'PATCH',
    '/admin/salons/:id/approval',
  ),
  deleteSalon: endpoint<{ answer: null }>()('DELETE', '/admin/salons/:id'),
  /** Changes owners made to approved salons, waiting for an admin (decision 044). */
  salonChanges: endpoint<{ answer: ItemList<SalonChangeRequest> }>()('GET', '/admin/salon-changes'),
  approveSalonChanges: endpoint<{ answer: { salonId: string; approved: boolean }; body: NoBody }>()(
    'POST',
    '/admin/salon-changes/:id/approve',
  ),
  refuseSalonChanges: endpoint<{ answer: { salonId: string; approved: boolean }; body: Reason }>()(
    'POST',
    '/admin/salon-changes/:id/refuse',
  ),
  /** A new gallery photo of an approved salon, decided on its own (decision 053). */
  approveSalonPhoto: endpoint<{ answer: { photoId: string; approved: boolean }; body: NoBody }>()(
    'POST',
    '/admin/salon-photos/:id/approve',
  ),
  refuseSalonPhoto: endpoint<{ answer: { photoId: string; approved: boolean }; body: Reason }>()(
    'POST',
    '/admin/salon-photos/:id/refuse',
  ),
  /** A new or changed service or employee of an approved salon, decided on its own (decision 075). */
  approveService: endpoint<{ answer: ItemDecision; body: z.input<typeof ApproveItemSchema> }>()(
    'POST',
    '/admin/services/:id/approve',
  ),
  refuseService: endpoint<{ answer: ItemDecision; body: Reason }>()('POST', '/admin/services/:id/refuse'),
  approveEmployee: endpoint<{ answer: ItemDecision; body: z.input<typeof ApproveItemSchema> }>()(
    'POST',
    '/admin/employees/:id/approve',
  ),
  refuseEmployee: endpoint<{ answer: ItemDecision; body: Reason }>()('POST', '/admin/employees/:id/refuse'),
  securityEvents: endpoint<{
    answer: SecurityEventPage;
    query: UrlQuery<z.input<typeof SecurityLogQuerySchema>>;
  }>()('GET', '/admin/security-events'),
  providers: endpoint<{
    answer: ItemList<PendingProvider>;
    query: z.input<typeof ProviderListQuerySchema>;
  }>()('GET', '/admin/providers'),
  approveProvider: endpoint<{ answer: ProviderDecision; body: NoBody }>()(
    'POST',
    '/admin/providers/:id/approve',
  ),
  /** The platform's SMS of a month, per salon (decision 078). */
  sms: endpoint<{ answer: AdminSmsMonth; query: UrlQuery<z.input<typeof AdminSmsQuerySchema>> }>()(
    'GET',
    '/admin/sms',
  ),
  /** What waits for each background job and what failed (decision 086). */
  jobs: endpoint<{ answer: AdminJobs }>()('GET', '/admin/jobs'),
  refuseProvider: endpoint<{ answer: ProviderDecision; body: z.input<typeof RefuseProviderSchema> }>()(
    'POST',
    '/admin/providers/:id/refuse',
  ),
} as const;
