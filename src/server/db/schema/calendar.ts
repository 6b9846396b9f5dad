import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bookings } from './bookings';
import { createdAt, updatedAt } from './columns';

/** Calendar-provider tokens, encrypted at rest with AES-256-GCM (decision 036). */
export const calendarTokens = pgTable('calendar_tokens', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull().default('google'),
  accessTokenEncrypted: text('access_token_encrypted').notNull(),
  refreshTokenEncrypted: text('refresh_token_encrypted'),
  expiryDate: timestamp('expiry_date', { withTimezone: true }).notNull(),
  scope: text('scope'),
  tokenType: text('token_type'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One pending authorization per row: the state is random and single-use, tied to the session that
 * asked for it, and carries the PKCE verifier (decision 036). Only the state's hash is stored.
 */
export const calendarAuthorizations = pgTable(
  'calendar_authorizations',
  {
    stateHash: text('state_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('calendar_authorizations_user_idx').on(t.userId)],
);

/**
 * A booking's event in its prestataire's connected calendar, as it should be ("present" or
 * "absent") and as it was last written. Booking changes bump `version` in their own transaction;
 * the sync worker brings the calendar up to date, so an outage of the provider loses nothing.
 * Disconnecting the calendar (deleting its tokens) drops the rows.
 */
export const calendarEventLinks = pgTable(
  'calendar_event_links',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => calendarTokens.userId, { onDelete: 'cascade' }),
    desired: text('desired').notNull(),
    version: integer('version').notNull().default(1),
    syncedVersion: integer('synced_version').notNull().default(0),
    externalEventId: text('external_event_id'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('calendar_event_links_due_idx').on(t.nextAttemptAt).where(sql`${t.version} <> ${t.syncedVersion}`),
    index('calendar_event_links_user_idx').on(t.userId),
    check('calendar_event_links_desired_check', sql`${t.desired} in ('present','absent')`),
  ],
);

/**
 * A person's private iCalendar feed. The secret is looked up by its hash and kept encrypted so the
 * profile can show the address again; regenerating replaces both, and the old address stops working.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  tokenEncrypted: text('token_encrypted').notNull(),
  createdAt: createdAt(),
});
