import type { CalendarEvent, CalendarStatus } from '@/shared/api-types';
import { CALENDAR_TEXTS } from '@/shared/calendar';
import { CalendarCallbackSchema, CalendarMonthSchema } from '@/shared/schemas/calendar';
import { fromWallClock } from '@/shared/time-zone';
import type { ApiRouter } from '../../lib/access';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { readBody } from '../../lib/http';
import { logger } from '../../lib/logger';
import { readQuery } from '../../lib/params';
import { completeAuthorization, startAuthorization } from './authorization';
import { feedUrlOf, renderFeed, renewFeed } from './booking-feed';
import { connectionOf, disconnect, notConnected, validAccessToken } from './calendar-tokens';
import { listEvents, type ProviderEvent } from './provider-client';

/** The first instant of a month in a time zone (midnight, or the first hour that exists). */
const monthStart = (year: number, month: number, timeZone: string) => {
  const date = `${year}-${String(month).padStart(2, '0')}-01`;
  return fromWallClock(date, 0, timeZone) ?? fromWallClock(date, 60, timeZone)!;
};

function toCalendarEvent(event: ProviderEvent): CalendarEvent | null {
  const start = event.start?.dateTime ?? event.start?.date;
  const end = event.end?.dateTime ?? event.end?.date ?? start;
  if (!start || !end || event.status === 'cancelled') return null;
  return {
    id: event.id,
    title: event.summary?.trim() || '(Sans titre)',
    start,
    end,
    allDay: !event.start?.dateTime,
  };
}

export function registerCalendarRoutes(api: ApiRouter, { db, config }: AppDeps) {
  const provider = config.calendar.providerName;

  const statusOf = async (userId: string): Promise<CalendarStatus> => {
    const connection = await connectionOf(db, userId, new Date());
    return {
      provider,
      configured: config.calendar.clientId !== null,
      connected: connection.connected,
      connectedAt: connection.connectedAt?.toISOString() ?? null,
      feedUrl: await feedUrlOf(db, config, userId),
    };
  };

  // Public: /google-callback names the provider even to someone whose session has ended.
  api.route('get', '/calendar/provider', { allow: 'visitor' }, (c) =>
    c.json({ provider, configured: config.calendar.clientId !== null }),
  );

  api.route('get', '/calendar', { allow: 'signed-in' }, async (c) =>
    c.json(await statusOf(c.get('viewer')!.id)),
  );

  // The consent page's address, built by the server: the browser never sees the PKCE verifier.
  api.route('post', '/calendar/authorization', { allow: 'signed-in' }, async (c) =>
    c.json(await startAuthorization(db, config, c.get('viewer')!, new Date())),
  );

  // /google-callback hands over the code and the state; the exchange happens here, with the secret.
  api.route('post', '/calendar/connection', { allow: 'signed-in' }, async (c) => {
    const input = await readBody(c, CalendarCallbackSchema);
    const viewer = c.get('viewer')!;
    await completeAuthorization(db, config, viewer, input, new Date());
    return c.json(await statusOf(viewer.id));
  });

  api.route('delete', '/calendar/connection', { allow: 'signed-in' }, async (c) => {
    const viewer = c.get('viewer')!;
    await disconnect(db, config, viewer.id);
    return c.json(await statusOf(viewer.id));
  });

  // One month of the primary calendar, read with the person's own token. Months are taken in the
  // platform's time zone, like every date the pages show.
  api.route('get', '/calendar/events', { allow: 'signed-in' }, async (c) => {
    const { month } = readQuery(c, CalendarMonthSchema);
    const viewer = c.get('viewer')!;
    const [year, monthNumber] = month.split('-').map(Number) as [number, number];
    const zone = config.platformTimeZone;
    const from = monthStart(year, monthNumber, zone);
    const to = monthNumber === 12 ? monthStart(year + 1, 1, zone) : monthStart(year, monthNumber + 1, zone);
    let items: CalendarEvent[];
    try {
      const accessToken = await validAccessToken(db, config, viewer.id, new Date());
      if (!accessToken) throw notConnected(config);
      const events = await listEvents(config.calendar, accessToken, { from, to });
      items = events.map(toCalendarEvent).filter((event): event is CalendarEvent => event !== null);
    } catch (error) {
      if (error instanceof AppError) throw error;
      logger.warn({ err: error, userId: viewer.id }, 'calendar events could not be read');
      throw new AppError(502, 'calendar_unavailable', CALENDAR_TEXTS.eventsFailed(provider));
    }
    return c.json({ month, timeZone: zone, items });
  });

  // Creates the private feed address, or replaces it (the old one stops working at once).
  api.route('post', '/calendar/feed', { allow: 'signed-in' }, async (c) =>
    c.json({ feedUrl: await renewFeed(db, config, c.get('viewer')!.id) }),
  );

  // Calendar applications fetch the feed without a session: the secret in the address is the key.
  api.route('get', '/calendar/feeds/:file', { allow: 'visitor' }, async (c) => {
    const body = await renderFeed(db, config, c.req.param('file') ?? '', new Date());
    return c.body(body, 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
    });
  });
}
