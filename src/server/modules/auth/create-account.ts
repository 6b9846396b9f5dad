import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { ProviderStatus, Role } from '@/shared/roles';
import type { Auth } from '../../auth/auth';
import { AppError } from '../../base/errors';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/pg-errors';

export interface CreateAccountOptions {
  auth: Auth;
  email: string;
  fullName: string;
  password: string;
  role: Role;
  providerStatus?: ProviderStatus | null;
  cin?: string | null;
  salonAddress?: string | null;
}

export const EMAIL_TAKEN_MESSAGE = 'Un compte existe déjà avec cette adresse e-mail.';
const emailTaken = () => new AppError(409, 'email_taken', EMAIL_TAKEN_MESSAGE);

/**
 * Creates an account of any role without signing anybody in: for the create-admin command, the
 * demo data and an admin creating accounts. Called on the server only (no request headers), which
 * better-auth's admin plugin allows; the public sign-up never comes here.
 */
export async function createAccount(options: CreateAccountOptions): Promise<{ id: string }> {
  const { auth, role } = options;
  try {
    const { user } = await auth.api.createUser({
      body: {
        email: options.email,
        name: options.fullName,
        password: options.password,
        role,
        data: {
          // Typed by an admin, the demo data or the command line: no link to follow.
          emailVerified: true,
          providerStatus: role === 'prestataire' ? (options.providerStatus ?? 'pending') : null,
          cin: role === 'prestataire' ? (options.cin ?? null) : null,
          salonAddress: role === 'prestataire' ? (options.salonAddress ?? null) : null,
        },
      },
    });
    return { id: user.id };
  } catch (error) {
    throw translateAuthError(error);
  }
}

/** better-auth speaks English; people here read French. */
export function translateAuthError(error: unknown): unknown {
  // Two creations of one address at once: both pass better-auth's check, the index refuses one.
  if (isUniqueViolation(error)) return emailTaken();
  if (!(error instanceof APIError)) return error;
  const code = (error.body as { code?: string } | undefined)?.code ?? '';
  if (code.startsWith('USER_ALREADY_EXISTS')) return emailTaken();
  if (
    code === 'INVALID_EMAIL_OR_PASSWORD' ||
    code === 'INVALID_PASSWORD' ||
    code === 'CREDENTIAL_ACCOUNT_NOT_FOUND'
  ) {
    return new AppError(401, 'invalid_credentials', 'Email ou mot de passe incorrect.');
  }
  if (code === 'INVALID_EMAIL')
    return new AppError(400, 'validation_failed', 'Email invalide', { email: 'Email invalide' });
  if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG') {
    return new AppError(400, 'validation_failed', 'Le mot de passe doit contenir au moins 6 caractères');
  }
  // Anything else better-auth refuses is still the request's fault: a French 400, never a 500.
  if (error.statusCode < 500)
    return new AppError(400, 'auth_refused', 'Les données envoyées sont invalides.');
  return error;
}

/**
 * better-auth's sign-up reports the unique index refusing the second of two simultaneous sign-ups
 * of one address as a bare "failed to create user"; the address being taken now says which it was.
 */
export async function lostSignUpRace(db: Database, error: unknown, email: string): Promise<AppError | null> {
  if (!(error instanceof APIError)) return null;
  if ((error.body as { code?: string } | undefined)?.code !== 'FAILED_TO_CREATE_USER') return null;
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  return taken ? emailTaken() : null;
}
