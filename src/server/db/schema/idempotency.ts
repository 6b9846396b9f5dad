import { index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

/**
 * The answer of a create request sent with an Idempotency-Key, so that a retry or a second click
 * gets the first answer instead of a second salon, service or employee (decision 049).
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Method and path: one key answers one request only. */
    request: text('request').notNull(),
    /** SHA-256 of the request's body: the same key with another body is refused (null before 0027). */
    bodyHash: text('body_hash'),
    /** Null only inside the transaction that creates the thing. */
    answer: jsonb('answer'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotent_requests_created_idx').on(t.createdAt),
  ],
);
