import { and, count, eq } from 'drizzle-orm';
import type { UnreadCount } from '@/shared/api-types';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';
import type { Viewer } from '../../lib/context';

/** How many of the viewer's notifications are unread: the navbar's badge. */
export async function countUnreadNotifications(options: {
  db: Database;
  viewer: Viewer;
}): Promise<UnreadCount> {
  const [row] = await options.db
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, options.viewer.id), eq(notifications.isRead, false)));
  return { count: row?.total ?? 0 };
}
