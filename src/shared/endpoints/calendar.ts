import type { z } from 'zod';
import type {
  CalendarAuthorization,
  CalendarEventList,
  CalendarFeed,
  CalendarProvider,
  CalendarStatus,
} from '../api-types';
import { type Download, endpoint } from '../endpoint';
import type { CalendarCallbackSchema, CalendarMonthSchema } from '../schemas/calendar';

// The calendar link and the private feed (server: modules/calendar, decision 036).

export const calendar = {
  /** Public: /google-callback names the provider even to someone whose session has ended. */
  provider: endpoint<{ answer: CalendarProvider }>()('GET', '/calendar/provider'),
  status: endpoint<{ answer: CalendarStatus }>()('GET', '/calendar'),
  authorize: endpoint<{ answer: CalendarAuthorization }>()('POST', '/calendar/authorization'),
  connect: endpoint<{ answer: CalendarStatus; body: z.input<typeof CalendarCallbackSchema> }>()(
    'POST',
    '/calendar/connection',
  ),
  disconnect: endpoint<{ answer: CalendarStatus }>()('DELETE', '/calendar/connection'),
  events: endpoint<{ answer: CalendarEventList; query: z.input<typeof CalendarMonthSchema> }>()(
    'GET',
    '/calendar/events',
  ),
  renewFeed: endpoint<{ answer: CalendarFeed }>()('POST', '/calendar/feed'),
  /** The private iCalendar feed, fetched by calendar applications: the secret in the address is the key. */
  feed: endpoint<{ answer: Download }>()('GET', '/calendar/feeds/:file'),
} as const;
