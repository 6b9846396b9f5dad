import { z } from 'zod';
import { endpoints } from '@/shared/endpoints';
import { PageSchema } from '@/shared/schemas/fields';
import { ReviewSchema } from '@/shared/schemas/reviews';
import { now } from '../../base/clock';
import type { ApiRouter } from '../../lib/access';
import type { AppDeps } from '../../lib/context';
import { uuidParam } from '../../lib/params';
import { securityActorOf } from '../../lib/security-log';
import { assertEmailVerified } from '../auth/email-verification';
import { SALON_NOT_FOUND } from '../salons/salon-visibility';
import { createReview } from './create-review';
import { deleteReview, REVIEW_NOT_FOUND } from './delete-review';
import { listSalonReviews } from './list-salon-reviews';
import { ownsReview } from './ownership';

const ReviewPageQuerySchema = z.object({
  page: PageSchema,
});

export function registerReviewRoutes(api: ApiRouter, { db }: AppDeps) {
  api.route(
    endpoints.reviews.list,
    { allow: 'visitor', query: ReviewPageQuerySchema },
    async (c, viewer, read) => {
      const salonId = uuidParam(c, 'id', SALON_NOT_FOUND);
      const { page } = read.query();
      return c.json(await listSalonReviews({ db, salonId, viewer, page }));
    },
  );

  // Only clients post reviews (docs/product.md#reviews).
  api.route(endpoints.reviews.create, { allow: 'client', body: ReviewSchema }, async (c, viewer, read) => {
    const salonId = uuidParam(c, 'id', SALON_NOT_FOUND);
    assertEmailVerified(viewer);
    const input = await read.body();
    return c.json(await createReview({ db, viewer, salonId, ...input, now: now() }), 201);
  });

  api.route(endpoints.reviews.delete, { allow: 'signed-in', owns: ownsReview(db) }, async (c) => {
    await deleteReview({ db, reviewId: uuidParam(c, 'id', REVIEW_NOT_FOUND), actor: securityActorOf(c) });
    return c.body(null, 204);
  });
}
