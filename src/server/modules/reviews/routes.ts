import { z } from 'zod';
import { PageSchema } from '@/shared/schemas/fields';
import { ReviewSchema } from '@/shared/schemas/reviews';
import type { ApiRouter } from '../../lib/access';
import type { AppDeps } from '../../lib/context';
import { readBody } from '../../lib/http';
import { readQuery, uuidParam } from '../../lib/params';
import { SALON_NOT_FOUND } from '../salons/salon-visibility';
import { createReview } from './create-review';
import { canDeleteReview, deleteReview, REVIEW_NOT_FOUND } from './delete-review';
import { listSalonReviews } from './list-salon-reviews';

const ReviewPageQuerySchema = z.object({
  page: PageSchema,
});

export function registerReviewRoutes(api: ApiRouter, { db }: AppDeps) {
  api.route('get', '/salons/:id/reviews', { allow: 'visitor' }, async (c) => {
    const salonId = uuidParam(c, 'id', SALON_NOT_FOUND);
    const { page } = readQuery(c, ReviewPageQuerySchema);
    return c.json(await listSalonReviews({ db, salonId, viewer: c.get('viewer'), page }));
  });

  // Only clients post reviews (SPEC §6).
  api.route('post', '/salons/:id/reviews', { allow: 'client' }, async (c) => {
    const salonId = uuidParam(c, 'id', SALON_NOT_FOUND);
    const input = await readBody(c, ReviewSchema);
    const review = await createReview({ db, viewer: c.get('viewer')!, salonId, ...input });
    return c.json(review, 201);
  });

  api.route(
    'delete',
    '/reviews/:id',
    {
      allow: 'signed-in',
      owns: (c, viewer) => canDeleteReview({ db, viewer, reviewId: uuidParam(c, 'id', REVIEW_NOT_FOUND) }),
    },
    async (c) => {
      await deleteReview({ db, reviewId: uuidParam(c, 'id', REVIEW_NOT_FOUND) });
      return c.body(null, 204);
    },
  );
}
