import { CONTACT_EMAIL } from './constants';
import { oneOf } from './one-of';

export const ROLES = ['client', 'prestataire', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person may choose at sign-up. Admin accounts are only created by an admin or the CLI. */
export const SIGN_UP_ROLES = ['client', 'prestataire'] as const;
export type SignUpRole = (typeof SIGN_UP_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  client: 'Client',
  prestataire: 'Prestataire',
  admin: 'Admin',
};

export const isRole = oneOf(ROLES);

/**
 * A prestataire account is validated by an admin before it may create salons
 * (docs/product.md#provider-validation).
 */
export const PROVIDER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

export const PROVIDER_STATUS_LABELS: Record<ProviderStatus, string> = {
  pending: 'En attente',
  approved: 'Approuvé',
  rejected: 'Refusé',
};

export const isProviderStatus = oneOf(PROVIDER_STATUSES);

/** What a refused prestataire can do, on their dashboard and in the refusal e-mail. */
export const PROVIDER_REFUSED_NEXT_STEP = `Pour compléter votre dossier ou contester cette décision, écrivez-nous à ${CONTACT_EMAIL} : un administrateur pourra ensuite valider votre compte.`;
