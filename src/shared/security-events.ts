/**
 * What the security log records (the administration's "Journal de sécurité"), with the labels its
 * filter and table show. Kept 12 months (docs/product.md#security-log).
 */
export const SECURITY_EVENT_TYPES = [
  'sign_in_succeeded',
  'sign_in_failed',
  'rate_limited',
  'write_refused',
  'password_changed',
  'email_changed',
  'role_changed',
  'user_deleted',
  'salon_deleted',
  'review_deleted',
  'provider_approved',
  'provider_refused',
  'salon_approved',
  'salon_refused',
  'salon_changes_approved',
  'salon_changes_refused',
  'signed_out',
  'session_ended',
  'password_reset_requested',
  'email_verified',
  'data_exported',
  'security_log_read',
  'two_factor_enabled',
  'two_factor_disabled',
  'two_factor_failed',
  'recovery_code_used',
  'recovery_codes_renewed',
  'two_factor_reset_by_admin',
  'holiday_changed',
  'phone_verified',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

export const SECURITY_EVENT_LABELS: Record<SecurityEventType, string> = {
  sign_in_succeeded: 'Connexion réussie',
  sign_in_failed: 'Connexion échouée',
  rate_limited: 'Trop de tentatives (429)',
  write_refused: 'Écriture refusée (403)',
  password_changed: 'Mot de passe modifié',
  email_changed: 'E-mail modifié',
  role_changed: 'Rôle modifié',
  user_deleted: 'Compte supprimé',
  salon_deleted: 'Salon supprimé',
  review_deleted: 'Avis supprimé',
  provider_approved: 'Prestataire validé',
  provider_refused: 'Prestataire refusé ou suspendu',
  salon_approved: 'Salon approuvé',
  salon_refused: 'Salon refusé',
  salon_changes_approved: 'Modifications de salon approuvées',
  salon_changes_refused: 'Modifications de salon refusées',
  signed_out: 'Déconnexion',
  session_ended: 'Session fermée depuis le profil',
  password_reset_requested: 'Nouveau mot de passe demandé',
  email_verified: 'Adresse e-mail confirmée',
  data_exported: 'Données personnelles exportées',
  security_log_read: 'Journal de sécurité consulté',
  two_factor_enabled: 'Vérification en deux étapes activée',
  two_factor_disabled: 'Vérification en deux étapes désactivée',
  two_factor_failed: 'Code de vérification refusé',
  recovery_code_used: 'Code de secours utilisé',
  recovery_codes_renewed: 'Codes de secours renouvelés',
  two_factor_reset_by_admin: 'Vérification en deux étapes réinitialisée par un administrateur',
  holiday_changed: 'Jour férié modifié',
  phone_verified: 'Numéro de téléphone vérifié',
};

export function isSecurityEventType(value: unknown): value is SecurityEventType {
  return typeof value === 'string' && (SECURITY_EVENT_TYPES as readonly string[]).includes(value);
}

/** How long the log keeps an event: the privacy page's promise. */
export const SECURITY_LOG_RETENTION_MONTHS = 12;
