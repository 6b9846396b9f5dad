import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PROVIDER_STATUSES, ROLES } from '@/shared/roles';
import { createdAt, updatedAt } from './columns';

// ---- Accounts (tables used by better-auth; see src/server/auth/auth.ts for the field mapping) ----

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    avatarUrl: text('avatar_url'),
    role: text('role', { enum: ROLES }).notNull().default('client'),
    /** Prestataires only: pending until an admin validates it (docs/product.md#provider-validation). */
    providerStatus: text('provider_status', { enum: PROVIDER_STATUSES }),
    /** Why an admin refused or suspended the prestataire, shown to them and sent by e-mail. */
    providerRefusalReason: text('provider_refusal_reason'),
    /** Optional; shown to the salons the person books with. */
    phone: text('phone'),
    /** When the person proved the number theirs with a code sent by SMS (decision 078). */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** "Recevoir mes rappels par WhatsApp". */
    whatsappOptIn: boolean('whatsapp_opt_in').notNull().default(false),
    /** When the person ticked "J'accepte les CGU" at sign-up (null: an account made before, or by an admin). */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    cin: text('cin'),
    salonAddress: text('salon_address'),
    banned: boolean('banned').default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    /** Set when a session opens: an account unseen for 3 years is warned, then deleted (decision 051). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    inactivityWarnedAt: timestamp('inactivity_warned_at', { withTimezone: true }),
    /** Sign-in asks a code of the authenticator app (better-auth's two-factor plugin, decision 074). */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_role_idx').on(t.role),
    index('users_created_at_idx').on(t.createdAt),
    check('users_role_check', sql`${t.role} in ('client', 'prestataire', 'admin')`),
    check(
      'users_provider_status_check',
      sql`${t.providerStatus} is null or ${t.providerStatus} in ('pending', 'approved', 'rejected')`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    token: text('token').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: text('impersonated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sessions_token_unique').on(t.token), index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/**
 * An account's second factor (better-auth's two-factor plugin, decision 074): the authenticator
 * app's secret and the recovery codes, both sealed by better-auth under the auth secret. A row whose
 * `verified` is false is an enrolment not confirmed by a first code yet.
 */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    verified: boolean('verified').notNull().default(true),
    // The plugin's own lockout is off (our per-account throttle counts codes); its columns stay.
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('two_factors_user_id_unique').on(t.userId)],
);

/**
 * The authenticator codes an account used in the last 90 seconds (while a code stays valid), hashed
 * with the account: a code opens one session, never two (decision 074). Rows older than that are
 * useless and go at the account's next code.
 */
export const twoFactorUsedCodes = pgTable(
  'two_factor_used_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);
