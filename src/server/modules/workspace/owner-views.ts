import { and, count, desc, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, reviews, salons, users } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { reviewViewColumns, toReviewView } from '../reviews/review-view';

/** Reviews of the viewer's salons, newest first, each with its salon (SPEC §2 "Reviews page"). */
export async function listOwnerReviews(db: Database, viewer: Viewer) {
  const rows = await db
    .select({ ...reviewViewColumns, salonName: salons.name, salonAddress: salons.address })
    .from(reviews)
    .innerJoin(salons, eq(salons.id, reviews.salonId))
    .innerJoin(users, eq(users.id, reviews.clientId))
    .where(eq(salons.ownerId, viewer.id))
    .orderBy(desc(reviews.createdAt))
    .limit(200);
  return {
    items: rows.map((row) => ({
      ...toReviewView(row),
      salon: { id: row.salonId, name: row.salonName, address: row.salonAddress },
    })),
    total: rows.length,
  };
}

const upcoming = () =>
  and(gt(bookings.startTime, sql`now()`), notInArray(bookings.status, ['cancelled', 'refused']));

/** The dashboard home's counters, per role (SPEC §2 "Dashboard home by role"). */
export async function getDashboardSummary(db: Database, viewer: Viewer) {
  const total = (rows: { n: number }[]) => rows[0]?.n ?? 0;
  if (viewer.role === 'client') {
    return {
      upcomingBookings: total(
        await db
          .select({ n: count() })
          .from(bookings)
          .where(and(eq(bookings.clientId, viewer.id), upcoming())),
      ),
    };
  }
  if (viewer.role === 'prestataire') {
    const mine = db.select({ id: salons.id }).from(salons).where(eq(salons.ownerId, viewer.id));
    const [upcomingBookings, activeSalons, reviewCount] = await Promise.all([
      db
        .select({ n: count() })
        .from(bookings)
        .where(and(inArray(bookings.salonId, mine), upcoming())),
      db
        .select({ n: count() })
        .from(salons)
        .where(and(eq(salons.ownerId, viewer.id), eq(salons.isApproved, true))),
      db.select({ n: count() }).from(reviews).where(inArray(reviews.salonId, mine)),
    ]);
    return {
      upcomingBookings: total(upcomingBookings),
      activeSalons: total(activeSalons),
      reviews: total(reviewCount),
    };
  }
  const [userCount, pendingSalons, upcomingBookings] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(salons).where(eq(salons.isApproved, false)),
    db.select({ n: count() }).from(bookings).where(upcoming()),
  ]);
  return {
    users: total(userCount),
    pendingSalons: total(pendingSalons),
    upcomingBookings: total(upcomingBookings),
  };
}
