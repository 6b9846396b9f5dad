import { and, count, desc, eq } from 'drizzle-orm';
import type { NotificationPage } from '@/shared/api-types';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';
import type { Viewer } from '../../lib/context';

export const NOTIFICATIONS_PAGE_SIZE = 30;

/** The viewer's own notifications, newest first, a page at a time, with the unread count. */
export async function listNotifications(options: {
  db: Database;
  viewer: Viewer;
  page: number;
}): Promise<NotificationPage> {
  const { db, page } = options;
  const mine = eq(notifications.userId, options.viewer.id);
  const [rows, [total], [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATIONS_PAGE_SIZE)
      .offset((page - 1) * NOTIFICATIONS_PAGE_SIZE),
    db.select({ n: count() }).from(notifications).where(mine),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(mine, eq(notifications.isRead, false))),
  ]);
  return {
    items: rows.map(({ userId: _user, createdAt, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    unread: unread?.n ?? 0,
    page,
    pageSize: NOTIFICATIONS_PAGE_SIZE,
  };
}
