import type { z } from 'zod';
import type { SignInAnswer } from '@/shared/api-types';
import type { LoginSchema } from '@/shared/schemas/auth';
import type { Auth } from '../../auth/auth';
import { AppError } from '../../base/errors';
import type { Database } from '../../db/client';
import { recordSecurityEvent, type SecurityActor } from '../../lib/security-log';
import { translateAuthError } from './create-account';
import { cookieHeaderFrom, type ForwardCookies } from './session-cookies';
import { loadViewer, toMe } from './viewer';

/**
 * Opens a session (remembered) for a right e-mail and password; the session cookie goes to
 * `forwardCookies`. An account with a second factor gets no session yet: better-auth's plugin sets
 * its pending sign-in cookie instead, and the code is asked (`verifyTwoFactorSignIn`, decision 074).
 */
export async function signIn(options: {
  auth: Auth;
  input: z.output<typeof LoginSchema>;
  requestHeaders: Headers;
  forwardCookies: ForwardCookies;
  db: Database;
  /** Where the attempt comes from; the account is filled in on success. */
  actor: SecurityActor;
}): Promise<SignInAnswer> {
  const { auth, input } = options;
  // The e-mail tried, as typed (bounded): the admin's search finds attempts on an account by it.
  const target = input.email.trim().toLowerCase().slice(0, 254);
  try {
    const { headers, response } = await auth.api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: true },
      headers: options.requestHeaders,
      returnHeaders: true,
    });
    options.forwardCookies(headers);
    if ('twoFactorRedirect' in response && response.twoFactorRedirect) return { twoFactorRequired: true };
    const viewer = await loadViewer(auth, cookieHeaderFrom(headers));
    if (!viewer) throw new Error('La session ouverte est introuvable.');
    await recordSecurityEvent(
      options.db,
      { ...options.actor, id: viewer.id, email: viewer.email },
      { type: 'sign_in_succeeded', target },
    );
    return { me: toMe(viewer) };
  } catch (error) {
    const translated = translateAuthError(error);
    if (translated instanceof AppError && translated.code === 'invalid_credentials') {
      await recordSecurityEvent(options.db, options.actor, { type: 'sign_in_failed', target });
    }
    throw translated;
  }
}
