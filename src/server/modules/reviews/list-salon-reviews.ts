import { desc, eq } from 'drizzle-orm';
import type { ReviewPage } from '@/shared/api-types';
import type { Database } from '../../db/client';
import { reviews, salons, users } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { assertSalonVisible } from '../salons/salon-visibility';
import { reviewViewColumns, toReviewView } from './review-view';

export const REVIEWS_PAGE_SIZE = 20;

/** A salon's reviews, newest first, a page at a time (same visibility as the salon itself). */
export async function listSalonReviews(options: {
  db: Database;
  salonId: string;
  viewer: Viewer | null;
  page: number;
}): Promise<ReviewPage> {
  const { db, salonId, viewer, page } = options;
  const [salon] = await db
    // review_count is kept exact by the reviews trigger (0001/0003): no count of the salon's reviews.
    .select({ isApproved: salons.isApproved, ownerId: salons.ownerId, reviewCount: salons.reviewCount })
    .from(salons)
    .where(eq(salons.id, salonId));
  assertSalonVisible(salon, viewer);
  const rows = await db
    .select(reviewViewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.clientId))
    .where(eq(reviews.salonId, salonId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(REVIEWS_PAGE_SIZE)
    .offset((page - 1) * REVIEWS_PAGE_SIZE);
  return {
    items: rows.map(toReviewView),
    total: salon?.reviewCount ?? 0,
    page,
    pageSize: REVIEWS_PAGE_SIZE,
  };
}
