// Two-factor authentication's texts, the same on both sides (docs/product.md#two-factor-authentication,
// decision 074).

/** What the profile's card and its steps are called. */
export const TWO_FACTOR_TITLE = 'Vérification en deux étapes';

/** An admin without a second factor, on anything but their enrolment. */
export const TWO_FACTOR_REQUIRED_MESSAGE =
  'La vérification en deux étapes est obligatoire pour les administrateurs : activez-la dans votre profil (« Sécurité ») pour continuer.';
export const WRONG_CODE_MESSAGE = 'Code de vérification incorrect.';
export const WRONG_RECOVERY_CODE_MESSAGE = 'Code de secours incorrect ou déjà utilisé.';
export const CHALLENGE_MISSING_MESSAGE =
  'La vérification a expiré : reconnectez-vous avec votre e-mail et votre mot de passe.';
export const TOO_MANY_CODES_MESSAGE =
  'Trop de codes incorrects : reconnectez-vous avec votre e-mail et votre mot de passe.';
export const ALREADY_ENABLED_MESSAGE = 'La vérification en deux étapes est déjà activée sur ce compte.';
export const NOT_ENABLED_MESSAGE = "La vérification en deux étapes n'est pas activée sur ce compte.";
export const NO_ENROLMENT_MESSAGE =
  'Aucune activation en cours : recommencez depuis « Activer la vérification en deux étapes ».';
export const RESET_OWN_MESSAGE =
  'Pour votre propre compte, désactivez la vérification depuis votre profil (« Sécurité »).';
/** The same wait as passwords', met on a code. */
export const codesThrottledMessage = (wait: string) =>
  `Trop de codes incorrects pour ce compte. Réessayez dans ${wait}.`;
