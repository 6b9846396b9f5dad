import { and, gt, inArray, lte, notInArray, type SQL } from 'drizzle-orm';
import { CLOSED_BOOKING_STATUSES } from '@/shared/booking-status';
import type { BookingScope } from '@/shared/bookings';
import { must } from '@/shared/must';
import { bookings } from '../../db/schema';

// The SQL form of the shared policy's `isUpcoming`, on the clock the request passes in (never the
// database's now(), so that a page and the list it shows agree on what "upcoming" means).

export function upcomingBookings(now: Date): SQL {
  return must(
    and(gt(bookings.startTime, now), notInArray(bookings.status, [...CLOSED_BOOKING_STATUSES])),
    'the AND of two conditions',
  );
}

/** A list's tab: "Passés" holds the bookings that took place or were missed, "Annulés" the rest. */
export function bookingsIn(scope: BookingScope, now: Date): SQL {
  if (scope === 'upcoming') return upcomingBookings(now);
  if (scope === 'cancelled') return inArray(bookings.status, [...CLOSED_BOOKING_STATUSES]);
  return must(
    and(lte(bookings.startTime, now), notInArray(bookings.status, [...CLOSED_BOOKING_STATUSES])),
    'the AND of two conditions',
  );
}
