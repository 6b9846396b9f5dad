import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reviews } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { notFound } from '../../lib/errors';

export const REVIEW_NOT_FOUND = 'Avis introuvable.';

/** Whether the viewer may delete this review: its author or an admin (DECISIONS F5). */
export async function canDeleteReview(options: {
  db: Database;
  viewer: Viewer;
  reviewId: string;
}): Promise<boolean> {
  const [review] = await options.db
    .select({ clientId: reviews.clientId })
    .from(reviews)
    .where(eq(reviews.id, options.reviewId));
  if (!review) throw notFound(REVIEW_NOT_FOUND);
  return options.viewer.role === 'admin' || review.clientId === options.viewer.id;
}

/** Deletes a review; the trigger recomputes the salon's average in the same transaction. */
export async function deleteReview(options: { db: Database; reviewId: string }): Promise<void> {
  await options.db.delete(reviews).where(eq(reviews.id, options.reviewId));
}
