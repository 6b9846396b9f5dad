import { and, count, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { DashboardSummary } from '@/shared/api-types';
import { ATTENDANCE_STATUSES } from '@/shared/booking-status';
import { DEFAULT_TIME_ZONE } from '@/shared/constants';
import { fromWallClock, toWallClock } from '@/shared/time-zone';
import type { Database } from '../../db/client';
import { bookings, reviews, salons, users } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { upcomingBookings } from '../core/booking-scope';

/**
 * The dashboard home's counters, per role. "Upcoming" is the booking policy's, on the request's
 * clock, so the tile and the "À venir" tab of the bookings page always agree.
 */
export async function getDashboardSummary(options: {
  db: Database;
  viewer: Viewer;
  now: Date;
}): Promise<DashboardSummary> {
  const { db, viewer, now } = options;
  const countOf = async (
    table: typeof bookings | typeof salons | typeof users | typeof reviews,
    where?: SQL,
  ) => {
    const [row] = await db.select({ n: count() }).from(table).where(where);
    return row?.n ?? 0;
  };
  const upcoming = upcomingBookings(now);
  if (viewer.role === 'client') {
    return { upcomingBookings: await countOf(bookings, and(eq(bookings.clientId, viewer.id), upcoming)) };
  }
  if (viewer.role === 'prestataire') {
    const mine = db.select({ id: salons.id }).from(salons).where(eq(salons.ownerId, viewer.id));
    const month = monthAround(now);
    const thisMonth = and(
      inArray(bookings.salonId, mine),
      gte(bookings.startTime, month.start),
      lt(bookings.startTime, month.end),
    );
    const [upcomingCount, pendingRequests, activeSalons, reviewCount, noShows, recorded] = await Promise.all([
      countOf(bookings, and(inArray(bookings.salonId, mine), upcoming)),
      countOf(bookings, and(inArray(bookings.salonId, mine), upcoming, eq(bookings.status, 'pending'))),
      countOf(salons, and(eq(salons.ownerId, viewer.id), eq(salons.isApproved, true))),
      countOf(reviews, inArray(reviews.salonId, mine)),
      countOf(bookings, and(thisMonth, eq(bookings.status, 'no_show'))),
      countOf(bookings, and(thisMonth, inArray(bookings.status, [...ATTENDANCE_STATUSES]))),
    ]);
    return {
      upcomingBookings: upcomingCount,
      pendingRequests,
      activeSalons,
      reviews: reviewCount,
      attendance: { noShows, recorded },
    };
  }
  const [userCount, pendingSalons, upcomingCount] = await Promise.all([
    countOf(users),
    countOf(salons, eq(salons.isApproved, false)),
    countOf(bookings, upcoming),
  ]);
  return { users: userCount, pendingSalons, upcomingBookings: upcomingCount };
}

/** The calendar month holding `now`, in the platform's time zone. */
function monthAround(now: Date): { start: Date; end: Date } {
  const { date } = toWallClock(now, DEFAULT_TIME_ZONE);
  const [year, month] = date.split('-').map(Number) as [number, number];
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return {
    start: fromWallClock(first, 0, DEFAULT_TIME_ZONE) ?? now,
    end: fromWallClock(next, 0, DEFAULT_TIME_ZONE) ?? now,
  };
}
