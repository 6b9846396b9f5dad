import type { CalendarStatus } from '@/shared/api-types';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { feedUrlOf } from './booking-feed';
import { connectionOf } from './calendar-tokens';

/** Where the person's calendar link stands: configured, connected since when, and their feed address. */
export async function getCalendarStatus(options: {
  db: Database;
  config: Config;
  userId: string;
  now: Date;
}): Promise<CalendarStatus> {
  const { db, config, userId } = options;
  const connection = await connectionOf(db, userId, options.now);
  return {
    provider: config.calendar.providerName,
    configured: config.calendar.clientId !== null,
    connected: connection.connected,
    connectedAt: connection.connectedAt?.toISOString() ?? null,
    feedUrl: await feedUrlOf(db, config, userId),
  };
}
