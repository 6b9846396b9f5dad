import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { DashboardSummary } from '@/shared/api-types';
import type { Database } from '../../db/client';
import { bookings, reviews, salons, users } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { upcomingBookings } from '../bookings/booking-scope';

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
    const [upcomingCount, activeSalons, reviewCount] = await Promise.all([
      countOf(bookings, and(inArray(bookings.salonId, mine), upcoming)),
      countOf(salons, and(eq(salons.ownerId, viewer.id), eq(salons.isApproved, true))),
      countOf(reviews, inArray(reviews.salonId, mine)),
    ]);
    return { upcomingBookings: upcomingCount, activeSalons, reviews: reviewCount };
  }
  const [userCount, pendingSalons, upcomingCount] = await Promise.all([
    countOf(users),
    countOf(salons, eq(salons.isApproved, false)),
    countOf(bookings, upcoming),
  ]);
  return { users: userCount, pendingSalons, upcomingBookings: upcomingCount };
}
