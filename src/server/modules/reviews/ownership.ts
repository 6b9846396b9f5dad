import { eq } from 'drizzle-orm';
import { notFound } from '../../base/errors';
import type { Database } from '../../db/client';
import { reviews } from '../../db/schema';
import type { Access } from '../../lib/access';
import { uuidParam } from '../../lib/params';
import { REVIEW_NOT_FOUND } from './delete-review';

/**
 * The review named by :id may be deleted by its author or an admin (docs/product.md#reviews); a
 * missing one is a 404.
 */
export function ownsReview(db: Database): NonNullable<Access['owns']> {
  return async (c, viewer) => {
    const [review] = await db
      .select({ clientId: reviews.clientId })
      .from(reviews)
      .where(eq(reviews.id, uuidParam(c, 'id', REVIEW_NOT_FOUND)));
    if (!review) throw notFound(REVIEW_NOT_FOUND);
    return viewer.role === 'admin' || review.clientId === viewer.id;
  };
}
