import type { Auth } from '../../auth/auth';
import { assertImpersonalPassword, assertUncommonPassword } from '../../auth/common-passwords';
import { voidResetLinks } from '../../auth/reset-links';
import { AppError } from '../../base/errors';
import type { Database } from '../../db/client';
import type { Viewer } from '../../lib/context';
import { recordSecurityEvent, type SecurityActor } from '../../lib/security-log';
import { translateAuthError } from './create-account';
import type { ForwardCookies } from './session-cookies';
import { claimSignInAttempt, clearSignInFailures, passwordChecksThrottledMessage } from './sign-in-throttle';

export const WRONG_CURRENT_PASSWORD = 'Le mot de passe actuel est incorrect.';

/**
 * The profile's password change: the current password proves it is the person; the new one follows
 * the rules of a new password. Every other session ends, this one gets a fresh cookie, and the reset
 * links the account was sent stop working.
 */
export async function changePassword(options: {
  auth: Auth;
  db: Database;
  viewer: Viewer;
  currentPassword: string;
  newPassword: string;
  requestHeaders: Headers;
  forwardCookies: ForwardCookies;
  actor: SecurityActor;
}) {
  assertUncommonPassword(options.newPassword, 'newPassword');
  assertImpersonalPassword(options.newPassword, options.viewer, 'newPassword');
  // The current password is a password check like a sign-in's: counted in the account's throttle.
  await claimSignInAttempt(options.db, options.viewer.email, passwordChecksThrottledMessage);
  try {
    const { headers } = await options.auth.api.changePassword({
      body: {
        currentPassword: options.currentPassword,
        newPassword: options.newPassword,
        revokeOtherSessions: true,
      },
      headers: options.requestHeaders,
      returnHeaders: true,
    });
    options.forwardCookies(headers);
  } catch (error) {
    const translated = translateAuthError(error);
    if (translated instanceof AppError && translated.code === 'invalid_credentials') {
      throw new AppError(400, 'wrong_password', WRONG_CURRENT_PASSWORD, {
        currentPassword: WRONG_CURRENT_PASSWORD,
      });
    }
    throw translated;
  }
  await clearSignInFailures(options.db, options.viewer.email);
  await voidResetLinks(options.db, options.viewer.id);
  await recordSecurityEvent(options.db, options.actor, {
    type: 'password_changed',
    target: options.viewer.id,
    details: { via: 'profile' },
  });
  return { ok: true as const };
}
