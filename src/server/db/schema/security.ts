import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SECURITY_EVENT_TYPES } from '@/shared/security-events';
import { users } from './accounts';

/** Fixed-window counters shared by every API process (decision 003). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

/**
 * Failed sign-ins per account (the e-mail tried, whether or not an account has it): past 5 within
 * 15 minutes, the next attempt waits, longer each time (docs/product.md#accounts-and-roles).
 */
export const signInThrottles = pgTable('sign_in_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/**
 * Security events (sign-ins, refusals, account and moderation changes) for the administration's
 * "Journal de sécurité"; kept 12 months. Never a password or a token in `details`.
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    type: text('type', { enum: SECURITY_EVENT_TYPES }).notNull(),
    /** Who acted (null for a visitor); the e-mail is kept as written then, for a deleted account too. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    /** What it was about: a user, salon, review or booking id, or the e-mail tried at sign-in. */
    target: text('target'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').notNull().default({}),
  },
  (t) => [
    index('security_events_at_idx').on(t.at.desc()),
    index('security_events_type_at_idx').on(t.type, t.at.desc()),
    index('security_events_actor_at_idx').on(t.actorId, t.at.desc()),
  ],
);
