import { z } from 'zod';
import {
  ADDRESS_MAX_LENGTH,
  CIN_PATTERN,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../constants';

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

export const FullNameSchema = z
  .string({ error: `Le nom doit contenir au moins ${NAME_MIN_LENGTH} caractères` })
  .trim()
  .min(NAME_MIN_LENGTH, { error: `Le nom doit contenir au moins ${NAME_MIN_LENGTH} caractères` })
  .max(NAME_MAX_LENGTH, { error: `Le nom ne doit pas dépasser ${NAME_MAX_LENGTH} caractères` });

/** Optional in forms: an empty string means "not given". */
export const CinSchema = z
  .string({ error: 'Le CIN doit contenir exactement 8 chiffres' })
  .trim()
  .refine((value) => value === '' || CIN_PATTERN.test(value), {
    error: 'Le CIN doit contenir exactement 8 chiffres',
  });

export const AddressSchema = z
  .string({ error: 'Adresse invalide' })
  .trim()
  .max(ADDRESS_MAX_LENGTH, { error: `L'adresse ne doit pas dépasser ${ADDRESS_MAX_LENGTH} caractères` });
