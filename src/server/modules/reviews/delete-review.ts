import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reviews } from '../../db/schema';
import { recordSecurityEvent, type SecurityActor } from '../../lib/security-log';

export const REVIEW_NOT_FOUND = 'Avis introuvable.';

/** Deletes a review; the trigger recomputes the salon's average in the same transaction. */
export async function deleteReview(options: {
  db: Database;
  reviewId: string;
  actor: SecurityActor;
}): Promise<void> {
  await options.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(reviews)
      .where(eq(reviews.id, options.reviewId))
      .returning({ salonId: reviews.salonId, clientId: reviews.clientId });
    if (!row) return;
    await recordSecurityEvent(tx, options.actor, {
      type: 'review_deleted',
      target: options.reviewId,
      details: { salonId: row.salonId, authorId: row.clientId },
    });
  });
}
