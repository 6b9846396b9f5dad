import { z } from 'zod';
import { endpoints } from '@/shared/endpoints';
import { PageSchema } from '@/shared/schemas/fields';
import { MarkReadSchema } from '@/shared/schemas/profile';
import type { ApiRouter } from '../../lib/access';
import type { AppDeps } from '../../lib/context';
import { StreamSlots } from '../../lib/stream-slots';
import { countUnreadNotifications } from './count-unread-notifications';
import { listNotifications } from './list-notifications';
import { markNotificationsRead } from './mark-notifications-read';
import { streamNotifications } from './stream-notifications';

const PageQuery = z.object({
  page: PageSchema,
});

// Every route here reads or changes only the viewer's own notifications.
export function registerNotificationRoutes(api: ApiRouter, { db, realtime, config }: AppDeps) {
  const slots = new StreamSlots({
    perSession: config.limits.streamsPerSession,
    perIp: config.limits.streamsPerIp,
  });
  api.route(endpoints.notifications.unreadCount, { allow: 'signed-in' }, async (c, viewer) =>
    c.json(await countUnreadNotifications({ db, viewer })),
  );

  api.route(
    endpoints.notifications.list,
    { allow: 'signed-in', query: PageQuery },
    async (c, viewer, read) => {
      const { page } = read.query();
      return c.json(await listNotifications({ db, viewer, page }));
    },
  );

  api.route(
    endpoints.notifications.markRead,
    { allow: 'signed-in', body: MarkReadSchema },
    async (c, viewer, read) => {
      const { ids } = await read.body();
      return c.json(await markNotificationsRead({ db, viewer, ids }));
    },
  );

  api.route(endpoints.notifications.stream, { allow: 'signed-in' }, (c, viewer) =>
    streamNotifications({ c, realtime, viewer, slots }),
  );
}
