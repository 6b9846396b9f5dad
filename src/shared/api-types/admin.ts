import type { ProviderStatus, Role } from '../roles';
import type { SecurityEventType } from '../security-events';
import type { Page } from './common';

// The API's answers: administration.

/** GET /admin/overview. "Today" is the platform's day. */
export interface AdminOverview {
  users: number;
  pendingSalons: number;
  bookingsToday: number;
  prestataires: number;
  /** Prestataire accounts awaiting validation. */
  pendingProviders: number;
}

export interface AdminUser {
  id: string;
  full_name: string;
  email: string;
  role: Role;
  avatar_url: string | null;
  providerStatus: ProviderStatus | null;
  /** Whether they sign in with a second factor, which an admin can reset (decision 074). */
  twoFactorEnabled: boolean;
  created_at: string;
}

/** PATCH /admin/users/:id/role. */
export interface RoleChange {
  id: string;
  role: Role;
}

export interface AdminSalon {
  id: string;
  name: string;
  address: string;
  isApproved: boolean;
  createdAt: string;
  owner: { id: string; full_name: string; email: string };
}

/** PATCH /admin/salons/:id/approval. */
export interface SalonApproval {
  id: string;
  isApproved: boolean;
}

/** A prestataire account waiting for validation (GET /admin/providers). */
export interface PendingProvider {
  id: string;
  full_name: string;
  email: string;
  cin: string | null;
  salonAddress: string | null;
  providerStatus: ProviderStatus | null;
  created_at: string;
  /** A refused prestataire's: why, as the admin wrote it. */
  refusalReason: string | null;
}

/** POST /admin/providers/:id/approve and /refuse. */
export interface ProviderDecision {
  id: string;
  providerStatus: ProviderStatus | null;
  /** Whether the e-mail (approval or refusal) left at once; false when it is queued and will be retried. */
  emailSent: boolean | null;
}

/** One row of the administration's "Journal de sécurité" (GET /admin/security-events). */
export interface SecurityEventView {
  id: string;
  at: string;
  type: SecurityEventType;
  actorId: string | null;
  actorEmail: string | null;
  target: string | null;
  ip: string | null;
  userAgent: string | null;
  details: Record<string, string | number | boolean | null>;
}
export type SecurityEventPage = Page<SecurityEventView>;

/** GET /admin/jobs: what waits for each background job (decision 086), on the platform's clock. */
export interface AdminJobs {
  checkedAt: string;
  kinds: AdminJobKind[];
}

export interface AdminJobKind {
  name: string;
  label: string;
  /** A queue of rows taken one by one (e-mails, SMS, calendars), or a sweep of what is due. */
  sort: 'queue' | 'sweep';
  /** How often a round starts, in this process; 0 when it does not run here. */
  everyMs: number;
  /** Due now, not taken. */
  due: number;
  /** Waiting for a later moment (a retry's back-off, a reminder's quiet hours); a queue's only. */
  later: number;
  /** Taken by a worker whose lease has not run out, or in doubt (a message waiting for its receipt). */
  running: number;
  /** Among the waiting, those whose last try failed. */
  retrying: number;
  /** Given up for good in the last 24 hours; null for a queue that retries until it succeeds. */
  failed: number | null;
  /** An error recorded on a waiting row (the one retried latest), else on the day's latest failure. */
  lastError: string | null;
}
