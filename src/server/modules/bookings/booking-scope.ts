import { and, gt, inArray, lte, notInArray, or, type SQL } from 'drizzle-orm';
import { CLOSED_BOOKING_STATUSES } from '@/shared/booking-status';
import { bookings } from '../../db/schema';

// The SQL form of the shared policy's `isUpcoming`, on the clock the request passes in (never the
// database's now(), so that a page and the list it shows agree on what "upcoming" means).

export function upcomingBookings(now: Date): SQL {
  return and(gt(bookings.startTime, now), notInArray(bookings.status, [...CLOSED_BOOKING_STATUSES]))!;
}

export function pastBookings(now: Date): SQL {
  return or(lte(bookings.startTime, now), inArray(bookings.status, [...CLOSED_BOOKING_STATUSES]))!;
}

export function bookingsIn(scope: 'upcoming' | 'past', now: Date): SQL {
  return scope === 'upcoming' ? upcomingBookings(now) : pastBookings(now);
}
