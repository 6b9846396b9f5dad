import type { CalendarEvent, CalendarEventList } from '@/shared/api-types';
import { CALENDAR_TEXTS } from '@/shared/calendar';
import { must } from '@/shared/must';
import { fromWallClock } from '@/shared/time-zone';
import { AppError } from '../../base/errors';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { logger } from '../../lib/logger';
import { notConnected, validAccessToken } from './calendar-tokens';
import { listEvents, type ProviderEvent } from './provider-client';

/** The first instant of a month in a time zone (midnight, or the first hour that exists). */
const monthStart = (year: number, month: number, timeZone: string) => {
  const date = `${year}-${String(month).padStart(2, '0')}-01`;
  return (
    fromWallClock(date, 0, timeZone) ??
    must(fromWallClock(date, 60, timeZone), 'a wall-clock hour past a DST gap')
  );
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

/**
 * One month (YYYY-MM) of the person's primary calendar, read with their own token. Months are taken
 * in the platform's time zone, like every date the pages show.
 */
export async function listCalendarEvents(options: {
  db: Database;
  config: Config;
  userId: string;
  month: string;
  now: Date;
}): Promise<CalendarEventList> {
  const { db, config, userId, month } = options;
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const zone = config.platformTimeZone;
  const from = monthStart(year, monthNumber, zone);
  const to = monthNumber === 12 ? monthStart(year + 1, 1, zone) : monthStart(year, monthNumber + 1, zone);
  let items: CalendarEvent[];
  try {
    const accessToken = await validAccessToken(db, config, userId, options.now);
    if (!accessToken) throw notConnected(config);
    const events = await listEvents(config.calendar, accessToken, { from, to });
    items = events.map(toCalendarEvent).filter((event): event is CalendarEvent => event !== null);
  } catch (error) {
    if (error instanceof AppError) throw error;
    logger.warn({ err: error, userId }, 'calendar events could not be read');
    throw new AppError(
      502,
      'calendar_unavailable',
      CALENDAR_TEXTS.eventsFailed(config.calendar.providerName),
    );
  }
  return { month, timeZone: zone, items };
}
