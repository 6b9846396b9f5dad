import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { NotificationView } from '@/shared/notification-text';
import type { AppEnv, Viewer } from '../../lib/context';
import type { NotificationEvent, Realtime } from '../../lib/realtime';
import type { StreamSlots } from '../../lib/stream-slots';

/**
 * The viewer's new notifications as server-sent events: 'ready' when the stream starts (and again
 * when events may have been missed), then one 'notification' per new one. The browser's EventSource
 * reconnects by itself after any cut.
 */
export function streamNotifications(options: {
  c: Context<AppEnv>;
  realtime: Realtime;
  viewer: Viewer;
  slots: StreamSlots;
}): Response {
  const { c, realtime, viewer } = options;
  const release = options.slots.acquire(viewer.sessionId, c.get('origin').ip);
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
      release();
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
        await stream.writeSSE({
          event: 'notification',
          id: event.id,
          data: JSON.stringify(visible satisfies NotificationView),
        });
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
    release();
  });
}
