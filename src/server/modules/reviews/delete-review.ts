import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reviews } from '../../db/schema';

export const REVIEW_NOT_FOUND = 'Avis introuvable.';

/** Deletes a review; the trigger recomputes the salon's average in the same transaction. */
export async function deleteReview(options: { db: Database; reviewId: string }): Promise<void> {
  await options.db.delete(reviews).where(eq(reviews.id, options.reviewId));
}
