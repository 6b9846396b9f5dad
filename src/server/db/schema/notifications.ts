import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_TYPES } from '@/shared/notification-types';
import { users } from './accounts';
import { createdAt } from './columns';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    payload: jsonb('payload').notNull().default({}),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // In the list's order (newest first, the id breaking ties), so a page is read from the index.
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_unread_idx').on(t.userId).where(sql`not ${t.isRead}`),
  ],
);
