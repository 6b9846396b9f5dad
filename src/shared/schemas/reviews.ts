import { z } from 'zod';
import { RATING_MAX, RATING_MIN } from '../constants';
import { RATING_REQUIRED, REVIEW_COMMENT_MAX_LENGTH } from '../reviews';
import { BODY_NOT_OBJECT } from './fields';

export const ReviewSchema = z.object(
  {
    rating: z
      .number({ error: RATING_REQUIRED.message })
      .int({ error: RATING_REQUIRED.message })
      .min(RATING_MIN, { error: RATING_REQUIRED.message })
      .max(RATING_MAX, { error: RATING_REQUIRED.message }),
    // Free text, bounded so one review cannot weigh megabytes (docs/product.md#reviews).
    comment: z
      .string({ error: 'Le commentaire doit être un texte.' })
      .trim()
      .max(REVIEW_COMMENT_MAX_LENGTH, {
        error: `Le commentaire ne doit pas dépasser ${REVIEW_COMMENT_MAX_LENGTH} caractères.`,
      })
      .default(''),
  },
  BODY_NOT_OBJECT,
);
export type ReviewInput = z.input<typeof ReviewSchema>;
