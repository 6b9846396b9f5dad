import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { BookingView } from '@/shared/api-types';
import { ACTIVE_BOOKING_STATUSES } from '@/shared/booking-status';
import { must } from '@/shared/must';
import { fitsHours } from '@/shared/salon-calendar';
import { addDays, fromWallClock, toWallClock } from '@/shared/time-zone';
import type { Executor } from '../../db/client';
import { bookings, salons } from '../../db/schema';
import { selectBookingViews, toBookingView } from '../core/booking-view';
import { loadTeam } from '../core/load-team';
import { loadSalonCalendar } from '../salons/salon-calendar';

/**
 * The salon's active appointments to come, from `firstDay` to `lastDay` (its dates), that the hours
 * now in force leave out: a closed day, outside the opening or the person's hours, over a break
 * (decision 077). Read after the change, in its transaction; the salon warns and cancels, or keeps.
 */
export async function bookingsOutsideHours(
  tx: Executor,
  options: { salonId: string; firstDay: string; lastDay: string; now: Date },
): Promise<BookingView[]> {
  const [salon] = await tx
    .select({ timeZone: salons.timeZone })
    .from(salons)
    .where(eq(salons.id, options.salonId));
  const zone = must(salon, 'the salon whose hours changed').timeZone;
  const from = fromWallClock(options.firstDay, 0, zone);
  const to = fromWallClock(addDays(options.lastDay, 1), 0, zone);
  if (!from || !to) return [];
  const start = from.getTime() > options.now.getTime() ? from : options.now;
  const rows = await tx
    .select({
      id: bookings.id,
      startTime: bookings.startTime,
      endTime: bookings.endTime,
      employeeId: bookings.employeeId,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.salonId, options.salonId),
        inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
        gte(bookings.startTime, start),
        lt(bookings.startTime, to),
      ),
    );
  if (rows.length === 0) return [];
  const calendar = await loadSalonCalendar(tx, options.salonId);
  const team = await loadTeam(tx, options.salonId);
  const outside = rows.filter((row) => {
    const begins = toWallClock(row.startTime, zone);
    const ends = toWallClock(row.endTime, zone);
    // An appointment across midnight keeps to no day's hours.
    const endMinutes =
      ends.date === begins.date
        ? ends.minutes
        : ends.date === addDays(begins.date, 1) && ends.minutes === 0
          ? 24 * 60
          : -1;
    if (endMinutes < 0) return true;
    const employee = team.find((member) => member.id === row.employeeId);
    return !fitsHours(calendar, begins.date, begins.minutes, endMinutes, employee);
  });
  if (outside.length === 0) return [];
  const views = await selectBookingViews(tx)
    .where(
      inArray(
        bookings.id,
        outside.map((row) => row.id),
      ),
    )
    .orderBy(asc(bookings.startTime), asc(bookings.id));
  return views.map((row) => toBookingView(row, 'salon'));
}
