import type { CalendarProvider } from '@/shared/api-types';
import { endpoints } from '@/shared/endpoints';
import { CalendarCallbackSchema, CalendarMonthSchema } from '@/shared/schemas/calendar';
import { now } from '../../base/clock';
import type { ApiRouter } from '../../lib/access';
import type { AppDeps } from '../../lib/context';
import { completeAuthorization, startAuthorization } from './authorization';
import { renderFeed, renewFeed } from './booking-feed';
import { disconnectCalendar } from './calendar-tokens';
import { getCalendarStatus } from './get-calendar-status';
import { listCalendarEvents } from './list-calendar-events';

export function registerCalendarRoutes(api: ApiRouter, { db, config }: AppDeps) {
  // Public: /google-callback names the provider even to someone whose session has ended.
  api.route(endpoints.calendar.provider, { allow: 'visitor' }, (c) =>
    c.json({
      provider: config.calendar.providerName,
      configured: config.calendar.clientId !== null,
    } satisfies CalendarProvider),
  );

  api.route(endpoints.calendar.status, { allow: 'signed-in' }, async (c, viewer) =>
    c.json(await getCalendarStatus({ db, config, userId: viewer.id, now: now() })),
  );

  // The consent page's address, built by the server: the browser never sees the PKCE verifier.
  api.route(endpoints.calendar.authorize, { allow: 'signed-in' }, async (c, viewer) =>
    c.json(await startAuthorization({ db, config, viewer, now: now() })),
  );

  // /google-callback hands over the code and the state; the exchange happens here, with the secret.
  // Both changes answer the link's new status.
  api.route(
    endpoints.calendar.connect,
    { allow: 'signed-in', body: CalendarCallbackSchema },
    async (c, viewer, read) => {
      const input = await read.body();
      await completeAuthorization({ db, config, viewer, input, now: now() });
      return c.json(await getCalendarStatus({ db, config, userId: viewer.id, now: now() }));
    },
  );

  api.route(endpoints.calendar.disconnect, { allow: 'signed-in' }, async (c, viewer) => {
    await disconnectCalendar({ db, config, userId: viewer.id });
    return c.json(await getCalendarStatus({ db, config, userId: viewer.id, now: now() }));
  });

  api.route(
    endpoints.calendar.events,
    { allow: 'signed-in', query: CalendarMonthSchema },
    async (c, viewer, read) => {
      const { month } = read.query();
      return c.json(await listCalendarEvents({ db, config, userId: viewer.id, month, now: now() }));
    },
  );

  // Creates the private feed address, or replaces it (the old one stops working at once).
  api.route(endpoints.calendar.renewFeed, { allow: 'signed-in' }, async (c, viewer) =>
    c.json(await renewFeed({ db, config, userId: viewer.id })),
  );

  // Calendar applications fetch the feed without a session: the secret in the address is the key.
  api.route(endpoints.calendar.feed, { allow: 'visitor' }, async (c) => {
    const body = await renderFeed({ db, config, file: c.req.param('file') ?? '', now: now() });
    return c.body(body, 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
    });
  });
}
