import { and, count, eq } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import type { ApiRouter } from '../../lib/access';
import type { AppDeps } from '../../lib/context';

export function registerNotificationRoutes(api: ApiRouter, { db }: AppDeps) {
  // The sidebar's unread badge: only the viewer's own notifications are ever counted.
  api.route('get', '/notifications/unread-count', { allow: 'signed-in' }, async (c) => {
    const viewer = c.get('viewer')!;
    const [row] = await db
      .select({ total: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, viewer.id), eq(notifications.isRead, false)));
    return c.json({ count: row?.total ?? 0 });
  });
}
