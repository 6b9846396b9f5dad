import { z } from 'zod';
import {
  ADDRESS_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../constants';
import { PHONE_INVALID, toE164 } from '../phone';

/** Control characters (NUL, escape codes...) have no place in a name or an address. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
export const CONTROL_CHARACTERS_MESSAGE = 'Ce champ contient des caractères non autorisés.';

export function withoutControlCharacters(schema: z.ZodString) {
  return schema.refine((value) => !CONTROL_CHARACTERS.test(value), { error: CONTROL_CHARACTERS_MESSAGE });
}

// Reusable field schemas: the same object validates the form in the page and the body in the API,
// so a rule and its French message exist once.

export const EmailSchema = z
  .string({ error: 'Email invalide' })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, { error: 'Email invalide' })
  .pipe(z.email({ error: 'Email invalide' }));

export const PasswordSchema = z
  .string({ error: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères` })
  .min(PASSWORD_MIN_LENGTH, {
    error: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères`,
  })
  .max(PASSWORD_MAX_LENGTH, {
    error: `Le mot de passe ne doit pas dépasser ${PASSWORD_MAX_LENGTH} caractères`,
  });

export const FullNameSchema = withoutControlCharacters(
  z
    .string({ error: `Le nom doit contenir au moins ${NAME_MIN_LENGTH} caractères` })
    .trim()
    .min(NAME_MIN_LENGTH, { error: `Le nom doit contenir au moins ${NAME_MIN_LENGTH} caractères` })
    .max(NAME_MAX_LENGTH, { error: `Le nom ne doit pas dépasser ${NAME_MAX_LENGTH} caractères` }),
);

export const CIN_MESSAGE = 'Le CIN doit contenir exactement 8 chiffres';

export const AddressSchema = withoutControlCharacters(
  z
    .string({ error: 'Adresse invalide' })
    .trim()
    .max(ADDRESS_MAX_LENGTH, { error: `L'adresse ne doit pas dépasser ${ADDRESS_MAX_LENGTH} caractères` }),
);

/**
 * A phone number someone may leave empty (an employee's, a client's): "" means none; any other
 * value is stored in one form, E.164 (`shared/phone.ts`).
 */
export const OptionalPhoneSchema = z
  .string({ error: PHONE_INVALID })
  .trim()
  .refine((value) => value === '' || toE164(value) !== null, { error: PHONE_INVALID })
  .transform((value) => (value === '' ? '' : (toE164(value) ?? value)));

/** A phone number that must be given, stored in E.164. */
export const PhoneSchema = z
  .string({ error: PHONE_INVALID })
  .trim()
  .min(1, { error: 'Le numéro de téléphone est requis.' })
  .refine((value) => toE164(value) !== null, { error: PHONE_INVALID })
  .transform((value) => toE164(value) ?? value);

/** A wall-clock time, "HH:MM" (opening hours, working days). */
export const TimeSchema = z
  .string({ error: 'Heure invalide.' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Heure invalide.' });

/**
 * Years the database stores with room around them: PostgreSQL has no year 0, and a week or a window
 * around the last days of 9999 would reach year 10000, which it cannot store.
 */
const storableYear = (time: number) => {
  const year = new Date(time).getUTCFullYear();
  return year >= 1 && year <= 9998;
};

/** "YYYY-MM-DD" naming a day that exists (no 31 February) in a storable year. Never throws. */
export function isStorableDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value) && storableYear(time);
}

/** An instant (ISO 8601 with its offset) in a storable year. Never throws. */
export function isStorableInstant(value: string): boolean {
  const time = Date.parse(value);
  return !Number.isNaN(time) && storableYear(time);
}

/** What a body that is not a JSON object gets. */
export const BODY_NOT_OBJECT = { error: 'Les données envoyées sont invalides.' };

/** A 1-based page number from the query string. */
export const PageSchema = z.coerce
  .number({ error: 'Page invalide.' })
  .int({ error: 'Page invalide.' })
  .min(1, { error: 'Page invalide.' })
  .max(10_000, { error: 'Page invalide.' })
  .default(1);
