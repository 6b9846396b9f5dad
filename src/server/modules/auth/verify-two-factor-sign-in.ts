import type { z } from 'zod';
import type { TwoFactorSignInAnswer } from '@/shared/api-types';
import type { TwoFactorVerifySchema } from '@/shared/schemas/two-factor';
import type { Auth } from '../../auth/auth';
import type { Database } from '../../db/client';
import { recordSecurityEvent, type SecurityActor } from '../../lib/security-log';
import { cookieHeaderFrom, type ForwardCookies } from './session-cookies';
import {
  challengeHeaders,
  claimCodeUse,
  recoveryCodesLeft,
  releaseCode,
  translateTwoFactorError,
  wrongCode,
} from './two-factor';
import { loadViewer, toMe } from './viewer';

/**
 * The sign-in's second step (decision 074): a code of the authenticator app, or one recovery code
 * (spent), for the account the pending sign-in names; the session cookie goes to `forwardCookies`.
 * The caller has counted the attempt in the account's throttle and found the account.
 */
export async function verifyTwoFactorSignIn(options: {
  auth: Auth;
  db: Database;
  input: z.output<typeof TwoFactorVerifySchema>;
  account: { userId: string; email: string };
  requestHeaders: Headers;
  forwardCookies: ForwardCookies;
  actor: SecurityActor;
}): Promise<TwoFactorSignInAnswer> {
  const { auth, db, input, account } = options;
  const recovery = input.recoveryCode !== undefined;
  const failed = async () => {
    await recordSecurityEvent(
      db,
      { ...options.actor, id: account.userId, email: account.email },
      {
        type: 'two_factor_failed',
        target: account.email,
        details: { with: recovery ? 'recovery_code' : 'code' },
      },
    );
    return wrongCode(recovery);
  };
  const headers = await challengeHeaders(auth, options.requestHeaders);
  let responseHeaders: Headers;
  try {
    if (input.recoveryCode !== undefined) {
      ({ headers: responseHeaders } = await auth.api.verifyBackupCode({
        body: { code: input.recoveryCode },
        headers,
        returnHeaders: true,
      }));
    } else {
      const code = input.code ?? '';
      if (!(await claimCodeUse(db, account.userId, code))) throw await failed();
      ({ headers: responseHeaders } = await auth.api.verifyTOTP({
        body: { code },
        headers,
        returnHeaders: true,
      }));
    }
  } catch (error) {
    const translated = translateTwoFactorError(error, recovery);
    if (!recovery && translated) await releaseCode(db, account.userId, input.code ?? '');
    if (translated?.code === 'wrong_code') throw await failed();
    throw translated ?? error;
  }
  options.forwardCookies(responseHeaders);
  const viewer = await loadViewer(auth, cookieHeaderFrom(responseHeaders));
  if (!viewer) throw new Error('La session ouverte est introuvable.');
  const actor = { ...options.actor, id: viewer.id, email: viewer.email };
  const left = recovery ? await recoveryCodesLeft(auth, viewer.id) : null;
  if (recovery) {
    await recordSecurityEvent(db, actor, {
      type: 'recovery_code_used',
      target: viewer.id,
      details: { left: left ?? 0 },
    });
  }
  await recordSecurityEvent(db, actor, {
    type: 'sign_in_succeeded',
    target: account.email,
    details: { secondFactor: recovery ? 'recovery_code' : 'code' },
  });
  return { me: toMe(viewer), recoveryCodesLeft: left };
}
