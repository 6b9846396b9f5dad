import { and, eq, inArray, lt } from 'drizzle-orm';
import type { ReviewView } from '@/shared/api-types';
import { must } from '@/shared/must';
import { AppError } from '../../base/errors';
import type { Database } from '../../db/client';
import { bookings, reviews, salons, users } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { isUniqueViolation } from '../../lib/pg-errors';
import { assertSalonVisible } from '../salons/salon-visibility';
import { reviewViewColumns, toReviewView } from './review-view';

export const REVIEW_ALREADY_POSTED = 'Vous avez déjà publié un avis pour ce salon.';

/**
 * A client reviews a salon they can see. "Client vérifié" (docs/product.md#reviews) is decided here, once:
 * the client had a confirmed booking at this salon that has already ended. The salon's average is
 * updated by the database trigger in the same transaction as the insert.
 */
export async function createReview(options: {
  db: Database;
  viewer: Viewer;
  salonId: string;
  rating: number;
  comment: string;
  /** The request's instant: a visit counts once it has ended by then. */
  now: Date;
}): Promise<ReviewView> {
  const { db, viewer, salonId } = options;
  return db.transaction(async (tx) => {
    const [salon] = await tx
      .select({ isApproved: salons.isApproved, ownerId: salons.ownerId })
      .from(salons)
      .where(eq(salons.id, salonId));
    assertSalonVisible(salon, viewer);
    const [visit] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.clientId, viewer.id),
          eq(bookings.salonId, salonId),
          // A visit the salon marked "Honoré" was a confirmed one that took place.
          inArray(bookings.status, ['confirmed', 'attended']),
          lt(bookings.endTime, options.now),
        ),
      )
      .limit(1);
    let id: string;
    try {
      const [inserted] = await tx
        .insert(reviews)
        .values({
          salonId,
          clientId: viewer.id,
          rating: options.rating,
          comment: options.comment || null,
          isVerified: Boolean(visit),
        })
        .returning({ id: reviews.id });
      id = must(inserted, 'the inserted review').id;
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(409, 'review_exists', REVIEW_ALREADY_POSTED);
      throw error;
    }
    const [row] = await tx
      .select(reviewViewColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.clientId))
      .where(eq(reviews.id, id));
    return toReviewView(must(row, 'the review inserted above'));
  });
}
