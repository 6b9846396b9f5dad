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

export const PROVIDER_REFUSAL_MIN_LENGTH = 5;
const REFUSAL_REASON_MESSAGE = `Indiquez le motif du refus (${PROVIDER_REFUSAL_MIN_LENGTH} caractères au moins).`;

/** An admin's refusal or suspension of a prestataire: the reason is required and reaches them. */
export const RefuseProviderSchema = z.object(
  {
    reason: z
      .string({ error: REFUSAL_REASON_MESSAGE })
      .trim()
      .min(PROVIDER_REFUSAL_MIN_LENGTH, { error: REFUSAL_REASON_MESSAGE })
      .max(MODERATION_REASON_MAX_LENGTH, { error: 'Le motif ne doit pas dépasser 500 caractères.' }),
  },
  BODY_NOT_OBJECT,
);
export type RefuseProviderData = z.output<typeof RefuseProviderSchema>;

/** The administration's provider list: those awaiting validation (default) or those refused. */
export const PROVIDER_LIST_STATUSES = ['pending', 'rejected'] as const;
export const ProviderListQuerySchema = z.object({
  status: z.enum(PROVIDER_LIST_STATUSES, { error: 'Statut invalide.' }).default('pending'),
});

export const NO_PENDING_ITEM = "Aucune modification n'est en attente de validation ici.";
export const CHANGES_MOVED_MESSAGE =
  'Cette modification a changé depuis l’affichage de la page : rechargez-la pour voir la nouvelle version.';

/**
 * An admin's approval of one service or employee names the version they saw (its `submittedAt`),
 * so that it never covers one the owner sent after the page loaded (decision 075).
 */
export const ApproveItemSchema = z.object(
  {
    submittedAt: z
      .string({ error: 'Indiquez la version approuvée (submittedAt).' })
      .max(40, { error: 'Version approuvée invalide.' }),
  },
  BODY_NOT_OBJECT,
);
export type ApproveItemData = z.output<typeof ApproveItemSchema>;
