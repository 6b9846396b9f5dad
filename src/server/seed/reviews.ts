import { must } from '@/shared/must';
import type { reviews } from '../db/schema';
import type { BookingRow } from './bookings';
import type { SeedContext } from './context';
import { DEMO_CLIENT_BOOKINGS } from './data/demo-agenda';
import type { ReviewSeed } from './data/salon-seed';
import { findPlanned, type PlannedSalon } from './salons';
import { daysAgo, HOUR_MS } from './time-ago';

type ReviewRow = typeof reviews.$inferInsert;

/** "Client vérifié" means a confirmed visit already happened: the last such visit per client and salon. */
function pastVisits(bookingRows: BookingRow[], now: Date): Map<string, Date> {
  const lastVisit = new Map<string, Date>();
  for (const booking of bookingRows) {
    if (booking.status !== 'confirmed' || booking.endTime >= now) continue;
    const key = `${booking.clientId}:${booking.salonId}`;
    const previous = lastVisit.get(key);
    if (!previous || previous < booking.endTime) lastVisit.set(key, booking.endTime);
  }
  return lastVisit;
}

function reviewRow(
  salon: PlannedSalon,
  clientId: string,
  review: ReviewSeed,
  visits: Map<string, Date>,
  ctx: SeedContext,
): ReviewRow {
  const visit = visits.get(`${clientId}:${salon.id}`);
  const latest = ctx.now.getTime() - 2 * HOUR_MS;
  const createdAt = visit
    ? new Date(Math.min(visit.getTime() + ctx.random.int(3, 48) * HOUR_MS, latest))
    : daysAgo(ctx.now, ctx.random.int(5, Math.max(6, salon.seed.joinedDaysAgo - 1)));
  return {
    salonId: salon.id,
    clientId,
    rating: review.rating,
    comment: review.comment,
    isVerified: visit !== undefined,
    createdAt,
    updatedAt: createdAt,
  };
}

/**
 * One review per client and salon. Authors who visited come first so that most reviews are verified;
 * the demo client only writes the reviews of their agenda, leaving a past visit to review in the demo.
 */
export function planReviews(
  planned: PlannedSalon[],
  bookingRows: BookingRow[],
  ctx: SeedContext,
): ReviewRow[] {
  const visits = pastVisits(bookingRows, ctx.now);
  const otherClients = ctx.otherClientIds;
  const rows: ReviewRow[] = [];
  planned.forEach((salon, salonIndex) => {
    const visitors = otherClients.filter((id) => visits.has(`${id}:${salon.id}`));
    // Rotated per salon so the same few clients do not sign every unverified review.
    const rotated = [...otherClients.slice(salonIndex % otherClients.length), ...otherClients];
    const others = [...new Set(rotated)].filter((id) => !visitors.includes(id));
    const authors = [...visitors, ...others];
    salon.seed.reviews.forEach((review, index) => {
      rows.push(
        reviewRow(salon, must(authors[index % authors.length], 'a review author'), review, visits, ctx),
      );
    });
  });
  for (const demo of DEMO_CLIENT_BOOKINGS) {
    if (!demo.review) continue;
    const { salon } = findPlanned(planned, demo.salonName, demo.serviceName);
    rows.push(reviewRow(salon, ctx.demoClientId, demo.review, visits, ctx));
  }
  return rows;
}
