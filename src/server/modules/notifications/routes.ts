import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { PageSchema } from '@/shared/schemas/fields';
import { MarkReadSchema } from '@/shared/schemas/profile';
import { notifications } from '../../db/schema';
import type { ApiRouter } from '../../lib/access';
import type { AppDeps } from '../../lib/context';
import { readBody } from '../../lib/http';
import { readQuery } from '../../lib/params';
import type { NotificationEvent } from '../../lib/realtime';

export const NOTIFICATIONS_PAGE_SIZE = 30;
const PageQuery = z.object({
  page: PageSchema,
});

// Every route here reads or changes only the viewer's own notifications.
export function registerNotificationRoutes(api: ApiRouter, { db, realtime }: AppDeps) {
  api.route('get', '/notifications/unread-count', { allow: 'signed-in' }, async (c) => {
    const viewer = c.get('viewer')!;
    const [row] = await db
      .select({ total: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, viewer.id), eq(notifications.isRead, false)));
    return c.json({ count: row?.total ?? 0 });
  });

  api.route('get', '/notifications', { allow: 'signed-in' }, async (c) => {
    const viewer = c.get('viewer')!;
    const { page } = readQuery(c, PageQuery);
    const mine = eq(notifications.userId, viewer.id);
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
    return c.json({
      items: rows.map(({ userId: _user, createdAt, ...row }) => ({
        ...row,
        createdAt: createdAt.toISOString(),
      })),
      total: total?.n ?? 0,
      unread: unread?.n ?? 0,
      page,
      pageSize: NOTIFICATIONS_PAGE_SIZE,
    });
  });

  api.route('post', '/notifications/read', { allow: 'signed-in' }, async (c) => {
    const { ids } = await readBody(c, MarkReadSchema);
    const updated = await db
      .update(notifications)
      .set({ isRead: true })
      .where(and(eq(notifications.userId, c.get('viewer')!.id), inArray(notifications.id, ids)))
      .returning({ id: notifications.id });
    return c.json({ updated: updated.length });
  });

  // Server-sent events: the browser's EventSource reconnects by itself after any cut.
  api.route('get', '/notifications/stream', { allow: 'signed-in' }, (c) => {
    const viewer = c.get('viewer')!;
    c.header('cache-control', 'no-store');
    c.header('x-accel-buffering', 'no');
    return streamSSE(c, async (stream) => {
      const queue: (NotificationEvent | 'ready')[] = [];
      let wake: (() => void) | null = null;
      const unsubscribe = realtime.subscribe(
        viewer.id,
        (event) => {
          queue.push(event);
          wake?.();
        },
        // Events may have been missed while the server's LISTEN was down: a new 'ready' makes the
        // page refetch, as after its own reconnection.
        () => {
          queue.push('ready');
          wake?.();
        },
      );
      stream.onAbort(() => {
        unsubscribe();
        wake?.();
      });
      await stream.writeSSE({ event: 'ready', data: '{}' });
      while (!stream.aborted) {
        const event = queue.shift();
        if (event === 'ready') {
          await stream.writeSSE({ event: 'ready', data: '{}' });
          continue;
        }
        if (event) {
          const { userId: _user, ...visible } = event;
          await stream.writeSSE({ event: 'notification', id: event.id, data: JSON.stringify(visible) });
          continue;
        }
        // Wait for an event, or send a comment every 25 s so proxies keep the connection open.
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 25_000);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
        if (!queue.length && !stream.aborted) await stream.write(': ping\n\n');
      }
      unsubscribe();
    });
  });
}
