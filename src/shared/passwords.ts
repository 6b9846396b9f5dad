import { PASSWORD_MIN_LENGTH } from './constants';

// The rules a new password follows beyond its length (docs/product.md#passwords). Signing in never
// applies them: an old password keeps working until its owner changes it.

export const COMMON_PASSWORD_MESSAGE =
  'Ce mot de passe fait partie des plus courants : choisissez-en un plus difficile à deviner.';
export const PERSONAL_PASSWORD_MESSAGE = 'Le mot de passe ne doit pas être votre e-mail ni votre nom.';
export const SAME_PASSWORD_MESSAGE = "Le nouveau mot de passe doit être différent de l'actuel.";

const simplified = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, '');

/** The password is the person's e-mail, the part before its @, or their name (spaces and accents aside). */
export function isPersonalPassword(password: string, person: { email?: string; fullName?: string }): boolean {
  const candidate = simplified(password);
  if (!candidate) return false;
  const email = simplified(person.email ?? '');
  const personal = [email, email.split('@')[0] ?? '', simplified(person.fullName ?? '')];
  return personal.some((value) => value.length > 0 && value === candidate);
}

export type PasswordStrength = 'faible' | 'moyen' | 'fort';

/**
 * A hint shown while typing, not a rule: the length and the kinds of characters used. The server's
 * refusals (too short, too common, personal) are the rules.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length < PASSWORD_MIN_LENGTH) return 'faible';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((kind) => kind.test(password)).length;
  const score = (password.length >= 10 ? 2 : password.length >= 8 ? 1 : 0) + Math.max(0, kinds - 1);
  if (score >= 4) return 'fort';
  return score >= 2 ? 'moyen' : 'faible';
}

const STRENGTH_HINTS: Record<PasswordStrength, string> = {
  faible: 'Robustesse : faible. Plus long, avec des chiffres et des symboles, il sera plus sûr.',
  moyen: 'Robustesse : moyenne. Quelques caractères de plus le rendraient plus sûr.',
  fort: 'Robustesse : bonne.',
};

/** What a new-password field says under itself while the person types; nothing while it is empty. */
export function passwordHint(password: string): string | undefined {
  return password ? STRENGTH_HINTS[passwordStrength(password)] : undefined;
}
