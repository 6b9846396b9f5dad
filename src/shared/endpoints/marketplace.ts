import type { z } from 'zod';
import type {
  FreeDays,
  OpeningHoursWeek,
  ReviewPage,
  ReviewView,
  SalonDetail,
  SalonPage,
  ServiceNameList,
  SlotList,
} from '../api-types';
import { endpoint, type UrlQuery } from '../endpoint';
import type { FreeDaysQuerySchema, SlotsQuerySchema } from '../schemas/bookings';
import type { ReviewSchema } from '../schemas/reviews';
import type { SalonListQuerySchema } from '../schemas/salons';

// The public marketplace: the salon list, a salon's page, its hours, free slots and reviews
// (server: modules/salons, modules/bookings for the slots, modules/reviews).

export const salons = {
  /** The list's query is written by `salonListApiQuery` (shared/salon-list-address.ts). */
  list: endpoint<{ answer: SalonPage; query: UrlQuery<z.input<typeof SalonListQuerySchema>> }>()(
    'GET',
    '/salons',
  ),
  /** Registered before `/salons/:id`, which would otherwise take it. */
  serviceNames: endpoint<{ answer: ServiceNameList }>()('GET', '/salons/service-names'),
  get: endpoint<{ answer: SalonDetail }>()('GET', '/salons/:id'),
  openingHours: endpoint<{ answer: OpeningHoursWeek }>()('GET', '/salons/:id/opening-hours'),
  /** A day's free slots for a service: a chosen person's, or anyone's (no employeeId). */
  slots: endpoint<{ answer: SlotList; query: UrlQuery<z.input<typeof SlotsQuerySchema>> }>()(
    'GET',
    '/salons/:id/slots',
  ),
  /** The days of a month with a free time, for the same question as `slots` (the date picker's marks). */
  freeDays: endpoint<{ answer: FreeDays; query: UrlQuery<z.input<typeof FreeDaysQuerySchema>> }>()(
    'GET',
    '/salons/:id/free-days',
  ),
} as const;

export const reviews = {
  list: endpoint<{ answer: ReviewPage; query: { page?: number } }>()('GET', '/salons/:id/reviews'),
  create: endpoint<{ answer: ReviewView; body: z.input<typeof ReviewSchema> }>()(
    'POST',
    '/salons/:id/reviews',
  ),
  delete: endpoint<{ answer: null }>()('DELETE', '/reviews/:id'),
} as const;
