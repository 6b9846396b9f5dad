import { and, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import { ACTIVE_BOOKING_STATUSES } from '@/shared/booking-status';
import { addDays, fromWallClock } from '@/shared/time-zone';
import type { Executor } from '../../db/client';
import { bookings } from '../../db/schema';

/** Active bookings of a salon that could overlap a slot of `date` (a day on either side, for safety). */
export async function loadBusyTimes(
  executor: Executor,
  options: { salonId: string; date: string; timeZone: string; excludeBookingId?: string },
) {
  const from =
    fromWallClock(addDays(options.date, -1), 0, options.timeZone) ?? new Date(`${options.date}T00:00:00Z`);
  const to =
    fromWallClock(addDays(options.date, 2), 0, options.timeZone) ??
    new Date(`${addDays(options.date, 2)}T00:00:00Z`);
  const conditions = [
    eq(bookings.salonId, options.salonId),
    inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
    lt(bookings.startTime, to),
    gt(bookings.endTime, from),
  ];
  if (options.excludeBookingId) conditions.push(ne(bookings.id, options.excludeBookingId));
  return executor
    .select({ start: bookings.startTime, end: bookings.endTime })
    .from(bookings)
    .where(and(...conditions));
}
