import { z } from 'zod';
import { BODY_NOT_OBJECT } from './fields';

export const MODERATION_REASON_MAX_LENGTH = 500;

/** An admin's refusal of a salon's changes: the reason is optional and reaches the owner. */
export const RefuseChangesSchema = z.object(
  {
    reason: z
      .string({ error: 'Motif invalide.' })
      .trim()
      .max(MODERATION_REASON_MAX_LENGTH, { error: 'Le motif ne doit pas dépasser 500 caractères.' })
      .optional(),
  },
  BODY_NOT_OBJECT,
);
export type RefuseChangesData = z.output<typeof RefuseChangesSchema>;
