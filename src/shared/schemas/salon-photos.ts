import { z } from 'zod';
import { SALON_PHOTOS_MAX } from '../constants';
import { BODY_NOT_OBJECT } from './fields';

// A salon's gallery (decision 053): up to SALON_PHOTOS_MAX photos, the cover apart.

export const TOO_MANY_PHOTOS = `Un salon peut avoir ${SALON_PHOTOS_MAX} photos au plus.`;
export const PHOTOS_CHANGED =
  'Les photos du salon ont changé entre-temps : rechargez la page puis recommencez.';
export const PHOTO_NOT_FOUND = 'Photo introuvable.';
const INVALID_ORDER = "L'ordre des photos est invalide.";

/** PUT /salons/:id/photos/order: every photo of the salon, once each, in the new order. */
export const SalonPhotoOrderSchema = z.object(
  {
    ids: z
      .array(z.uuid({ error: INVALID_ORDER }), { error: INVALID_ORDER })
      .max(SALON_PHOTOS_MAX, { error: TOO_MANY_PHOTOS })
      .refine((ids) => new Set(ids).size === ids.length, { error: INVALID_ORDER }),
  },
  BODY_NOT_OBJECT,
);
export type SalonPhotoOrder = z.output<typeof SalonPhotoOrderSchema>;
