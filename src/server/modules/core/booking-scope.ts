import { and, gt, inArray, lte, notInArray, or, type SQL } from 'drizzle-orm';
import { CLOSED_BOOKING_STATUSES } from '@/shared/booking-status';
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

export function pastBookings(now: Date): SQL {
  return must(
    or(lte(bookings.startTime, now), inArray(bookings.status, [...CLOSED_BOOKING_STATUSES])),
    'the OR of two conditions',
  );
}

export function bookingsIn(scope: 'upcoming' | 'past', now: Date): SQL {
  return scope === 'upcoming' ? upcomingBookings(now) : pastBookings(now);
}
