import type { Auth } from '../../auth/auth';
import { AppError } from '../../base/errors';
import type { Database } from '../../db/client';
import type { Viewer } from '../../lib/context';
import {
  claimSignInAttempt,
  clearSignInFailures,
  passwordChecksThrottledMessage,
} from '../auth/sign-in-throttle';

export const WRONG_PASSWORD = 'Mot de passe incorrect.';

/**
 * The current password, asked again before an act that cannot be taken back by whoever finds the
 * session open (changing the address, deleting the account); a wrong one is the form's field error.
 * Each check counts in the account's sign-in throttle: a session is no way to guess the password.
 */
export async function confirmPassword(options: {
  auth: Auth;
  db: Database;
  viewer: Viewer;
  password: string;
  requestHeaders: Headers;
}): Promise<void> {
  await claimSignInAttempt(options.db, options.viewer.email, passwordChecksThrottledMessage);
  try {
    await options.auth.api.verifyPassword({
      body: { password: options.password },
      headers: options.requestHeaders,
    });
  } catch {
    throw new AppError(400, 'wrong_password', WRONG_PASSWORD, { password: WRONG_PASSWORD });
  }
  await clearSignInFailures(options.db, options.viewer.email);
}
