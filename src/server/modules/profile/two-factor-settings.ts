import { and, eq, ne } from 'drizzle-orm';
import type { MeAnswer, RecoveryCodes, TwoFactorEnrolment, TwoFactorStatus } from '@/shared/api-types';
import { codesThrottledMessage, NO_ENROLMENT_MESSAGE, NOT_ENABLED_MESSAGE } from '@/shared/two-factor';
import type { Auth } from '../../auth/auth';
import { AppError } from '../../base/errors';
import type { Database } from '../../db/client';
import { sessions, twoFactors } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { recordSecurityEvent, type SecurityActor } from '../../lib/security-log';
import { cookieHeaderFrom, type ForwardCookies } from '../auth/session-cookies';
import { claimSignInAttempt, clearSignInFailures } from '../auth/sign-in-throttle';
import {
  alreadyEnabled,
  claimCodeUse,
  recoveryCodesLeft,
  releaseCode,
  translateTwoFactorError,
  wrongCode,
} from '../auth/two-factor';
import { loadViewer, toMe } from '../auth/viewer';
import { confirmPassword } from './confirm-password';

// The profile's "Vérification en deux étapes" (decision 074): start with the password, confirm
// with a first code, renew the recovery codes or remove the second factor with the password.
// better-auth's plugin does the work through `auth.api.*`; the password is checked first by
// `confirmPassword`, which counts it in the account's throttle.

interface Request {
  auth: Auth;
  db: Database;
  viewer: Viewer;
  requestHeaders: Headers;
  actor: SecurityActor;
}

export const ADMIN_KEEPS_TWO_FACTOR_MESSAGE =
  'La vérification en deux étapes est obligatoire pour les administrateurs : elle ne peut pas être désactivée.';
const notEnabled = () => new AppError(409, 'two_factor_not_enabled', NOT_ENABLED_MESSAGE);

export async function getTwoFactorStatus(auth: Auth, viewer: Viewer): Promise<TwoFactorStatus> {
  return {
    enabled: viewer.twoFactorEnabled,
    required: viewer.role === 'admin',
    recoveryCodesLeft: viewer.twoFactorEnabled ? await recoveryCodesLeft(auth, viewer.id) : null,
  };
}

/** Makes a new secret (not in force until `confirmTwoFactor`); a former unconfirmed one is replaced. */
export async function startTwoFactor(options: Request & { password: string }): Promise<TwoFactorEnrolment> {
  if (options.viewer.twoFactorEnabled) throw alreadyEnabled();
  await confirmPassword(options);
  try {
    const enrolment = await options.auth.api.enableTwoFactor({
      body: { password: options.password, method: 'totp' },
      headers: options.requestHeaders,
    });
    const totpUri = 'totpURI' in enrolment ? enrolment.totpURI : '';
    return { totpUri, secret: new URL(totpUri).searchParams.get('secret') ?? '' };
  } catch (error) {
    throw translateTwoFactorError(error, false) ?? error;
  }
}

/**
 * The first code of the app: the second factor is in force, the recovery codes are shown (this
 * once), and every other session of the account ends: one opened with the password alone before
 * would otherwise keep what the second factor now guards (an admin's powers).
 */
export async function confirmTwoFactor(
  options: Request & { code: string; forwardCookies: ForwardCookies },
): Promise<RecoveryCodes & MeAnswer> {
  const { auth, db, viewer } = options;
  if (viewer.twoFactorEnabled) throw alreadyEnabled();
  const [pending] = await db
    .select({ id: twoFactors.id })
    .from(twoFactors)
    .where(and(eq(twoFactors.userId, viewer.id), eq(twoFactors.verified, false)));
  if (!pending) throw new AppError(409, 'two_factor_not_enabled', NO_ENROLMENT_MESSAGE);
  // A code is a guess like a password: counted in the same throttle.
  await claimSignInAttempt(db, viewer.email, codesThrottledMessage);
  const refuse = async () => {
    await recordSecurityEvent(db, options.actor, {
      type: 'two_factor_failed',
      target: viewer.email,
      details: { with: 'code', during: 'enrolment' },
    });
    return wrongCode();
  };
  if (!(await claimCodeUse(db, viewer.id, options.code))) throw await refuse();
  let headers: Headers;
  try {
    ({ headers } = await auth.api.verifyTOTP({
      body: { code: options.code },
      headers: options.requestHeaders,
      returnHeaders: true,
    }));
  } catch (error) {
    const translated = translateTwoFactorError(error, false);
    if (translated) await releaseCode(db, viewer.id, options.code);
    if (translated?.code === 'wrong_code') throw await refuse();
    throw translated ?? error;
  }
  await clearSignInFailures(db, viewer.email);
  // better-auth replaced this session by a new one (the person's flag is in it): keep only that one.
  options.forwardCookies(headers);
  const fresh = await loadViewer(auth, cookieHeaderFrom(headers));
  if (!fresh) throw new Error('La session ouverte est introuvable.');
  await db.delete(sessions).where(and(eq(sessions.userId, viewer.id), ne(sessions.id, fresh.sessionId)));
  const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId: viewer.id } });
  await recordSecurityEvent(db, options.actor, { type: 'two_factor_enabled', target: viewer.id });
  return { recoveryCodes: backupCodes, me: toMe(fresh) };
}

/** New recovery codes (the former ones stop working), shown this once. */
export async function renewRecoveryCodes(options: Request & { password: string }): Promise<RecoveryCodes> {
  if (!options.viewer.twoFactorEnabled) throw notEnabled();
  await confirmPassword(options);
  const { backupCodes } = await options.auth.api.generateBackupCodes({
    body: { password: options.password },
    headers: options.requestHeaders,
  });
  await recordSecurityEvent(options.db, options.actor, {
    type: 'recovery_codes_renewed',
    target: options.viewer.id,
  });
  return { recoveryCodes: backupCodes };
}

/** Sign-in asks only the password again. Never for an admin, for whom the second factor is required. */
export async function disableTwoFactor(
  options: Request & { password: string; forwardCookies: ForwardCookies },
): Promise<MeAnswer> {
  const { auth, viewer } = options;
  if (viewer.role === 'admin') throw new AppError(403, 'two_factor_required', ADMIN_KEEPS_TWO_FACTOR_MESSAGE);
  if (!viewer.twoFactorEnabled) throw notEnabled();
  await confirmPassword(options);
  const { headers } = await auth.api.disableTwoFactor({
    body: { password: options.password },
    headers: options.requestHeaders,
    returnHeaders: true,
  });
  options.forwardCookies(headers);
  await recordSecurityEvent(options.db, options.actor, { type: 'two_factor_disabled', target: viewer.id });
  const fresh = await loadViewer(auth, cookieHeaderFrom(headers));
  return { me: fresh ? toMe(fresh) : null };
}
