import { desc, eq } from 'drizzle-orm';
import type { OwnerReviewList } from '@/shared/api-types';
import type { Database } from '../../db/client';
import { reviews, salons, users } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { reviewViewColumns, toReviewView } from '../reviews/review-view';

/** Reviews of the viewer's salons, newest first, each with its salon (docs/product.md#reviews). */
export async function listOwnerReviews(options: { db: Database; viewer: Viewer }): Promise<OwnerReviewList> {
  const rows = await options.db
    .select({ ...reviewViewColumns, salonName: salons.name, salonAddress: salons.address })
    .from(reviews)
    .innerJoin(salons, eq(salons.id, reviews.salonId))
    .innerJoin(users, eq(users.id, reviews.clientId))
    .where(eq(salons.ownerId, options.viewer.id))
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
