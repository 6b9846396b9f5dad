import type { ProviderStatus, Role } from '@/shared/roles';
import type { Auth } from '../auth/auth';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { JobKind } from './jobs/engine';
import type { Mailer } from './mail/mailer';
import type { Realtime } from './realtime';
import type { Storage } from './storage/storage';

/** The signed-in person making a request, read fresh from the database on every request. */
export interface Viewer {
  id: string;
  email: string;
  fullName: string;
  avatarUrl: string | null;
  role: Role;
  providerStatus: ProviderStatus | null;
  /** A refused prestataire's reason, as the admin wrote it (read with the session). */
  providerRefusalReason?: string | null;
  /** The phone number the person gave in their profile, if any. */
  phone?: string | null;
  /** The session this request came with: a calendar authorization belongs to it (decision 036). */
  sessionId: string;
  /** Whether the account's address is confirmed (self-registered accounts follow a link). */
  emailVerified: boolean;
  /** Sign-in asks a code of the authenticator app (decision 074). */
  twoFactorEnabled: boolean;
}

/** What route modules need; built once at start and passed in (no globals, easy to test). */
export interface AppDeps {
  db: Database;
  auth: Auth;
  config: Config;
  mailer: Mailer;
  storage: Storage;
  realtime: Realtime;
  /** Every background job of the process (server/jobs.ts), which the engine runs and admins see. */
  jobs: readonly JobKind[];
}

/** Where a request comes from, as the security log records it. */
export interface RequestOrigin {
  ip: string;
  userAgent: string | null;
}

export type AppEnv = { Variables: { viewer: Viewer | null; origin: RequestOrigin } };
