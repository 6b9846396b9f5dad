import type { Context } from 'hono';
import type { MeAnswer } from '@/shared/api-types';
import { endpoints } from '@/shared/endpoints';
import * as authInput from '@/shared/schemas/auth';
import { TwoFactorVerifySchema } from '@/shared/schemas/two-factor';
import { codesThrottledMessage } from '@/shared/two-factor';
import { now } from '../../base/clock';
import { AppError } from '../../base/errors';
import type { ApiRouter } from '../../lib/access';
import type { AppDeps, AppEnv } from '../../lib/context';
import { clientIp, rateLimitSubject } from '../../lib/http';
import { consumeRateLimit, enforceRateLimit } from '../../lib/rate-limit';
import { recordSecurityEvent, securityActorOf } from '../../lib/security-log';
import { cookiesOnto, headersForAuth } from './auth-headers';
import { changePassword } from './change-password';
import { resendVerification, verifyEmail } from './email-verification';
import { RESET_REQUESTED_MESSAGE, requestPasswordReset, resetPassword } from './password-reset';
import { signIn } from './sign-in';
import {
  claimSignInAttempt,
  clearSignInFailures,
  isKnownDevice,
  recordSignInFailure,
  rememberDevice,
} from './sign-in-throttle';
import { signOut } from './sign-out';
import { signUp } from './sign-up';
import { challengeMissing, twoFactorChallengeOf } from './two-factor';
import { verifyTwoFactorSignIn } from './verify-two-factor-sign-in';
import { toMe } from './viewer';

/** Confirmation e-mails one account may ask for again per hour. */
const VERIFICATION_MAILS_PER_HOUR = { max: 3, windowSeconds: 3600 };

/** Reset e-mails one address may receive per hour. */
const PASSWORD_MAILS_PER_ADDRESS = { max: 3, windowSeconds: 3600 };

export function registerAuthRoutes(api: ApiRouter, { auth, db, config }: AppDeps) {
  const enforceAuthLimit = (c: Context<AppEnv>, action: 'sign-in' | 'sign-up' | 'password') =>
    enforceRateLimit(
      db,
      `${action}:${rateLimitSubject(clientIp(c, config.trustProxy))}`,
      config.authRateLimit,
      (wait) => `Trop de tentatives. Veuillez réessayer dans ${wait}.`,
    );

  api.route(endpoints.accounts.me, { allow: 'visitor', beforeTwoFactor: true }, (c, viewer) =>
    c.json({ me: viewer ? toMe(viewer) : null } satisfies MeAnswer),
  );

  api.route(
    endpoints.accounts.signUp,
    { allow: 'visitor', body: authInput.RegisterSchema },
    async (c, viewer, read) => {
      await enforceAuthLimit(c, 'sign-up');
      const input = await read.body();
      const requestHeaders = headersForAuth(c);
      return c.json(
        await signUp({ auth, db, viewer, input, requestHeaders, forwardCookies: cookiesOnto(c) }),
        201,
      );
    },
  );

  api.route(
    endpoints.accounts.signIn,
    { allow: 'visitor', beforeTwoFactor: true, body: authInput.LoginSchema },
    async (c, _viewer, read) => {
      await enforceAuthLimit(c, 'sign-in');
      const input = await read.body();
      // Failures elsewhere never make a browser that signed in to this account before wait.
      const known = await isKnownDevice(c, db, config.authSecret, input.email, now());
      if (!known) await claimSignInAttempt(db, input.email);
      const requestHeaders = headersForAuth(c);
      try {
        const answer = await signIn({
          auth,
          db,
          input,
          requestHeaders,
          forwardCookies: cookiesOnto(c),
          actor: securityActorOf(c, null),
        });
        // The right password of an account with a second factor proves half: the count stays until
        // the code (decision 074), else a password's owner could try codes without ever waiting.
        if (answer.twoFactorRequired) return c.json(answer);
        await clearSignInFailures(db, input.email);
        await rememberDevice(
          c,
          db,
          { secret: config.authSecret, secure: config.isProduction },
          input.email,
          now(),
        );
        return c.json(answer);
      } catch (error) {
        if (known && error instanceof AppError && error.code === 'invalid_credentials') {
          await recordSignInFailure(db, input.email);
        }
        throw error;
      }
    },
  );

  // The sign-in's second step: codes count in the account's throttle like passwords (decision 074).
  api.route(
    endpoints.accounts.verifyTwoFactor,
    { allow: 'visitor', body: TwoFactorVerifySchema },
    async (c, _viewer, read) => {
      await enforceAuthLimit(c, 'sign-in');
      const input = await read.body();
      const requestHeaders = headersForAuth(c);
      const account = await twoFactorChallengeOf(auth, db, requestHeaders);
      if (!account) throw challengeMissing();
      const known = await isKnownDevice(c, db, config.authSecret, account.email, now());
      if (!known) await claimSignInAttempt(db, account.email, codesThrottledMessage);
      try {
        const answer = await verifyTwoFactorSignIn({
          auth,
          db,
          input,
          account,
          requestHeaders,
          forwardCookies: cookiesOnto(c),
          actor: securityActorOf(c, null),
        });
        await clearSignInFailures(db, account.email);
        await rememberDevice(
          c,
          db,
          { secret: config.authSecret, secure: config.isProduction },
          account.email,
          now(),
        );
        return c.json(answer);
      } catch (error) {
        if (known && error instanceof AppError && error.code === 'wrong_code') {
          await recordSignInFailure(db, account.email);
        }
        throw error;
      }
    },
  );

  api.route(
    endpoints.accounts.forgotPassword,
    { allow: 'visitor', body: authInput.ForgotPasswordSchema },
    async (c, _viewer, read) => {
      await enforceAuthLimit(c, 'password');
      const { email, redirect } = await read.body();
      // A few links per address and hour, whoever asks: nobody can flood a mailbox through this form.
      // Past that the answer stays the same, so it says nothing about the account either.
      const { allowed } = await consumeRateLimit(db, `password-mail:${email}`, PASSWORD_MAILS_PER_ADDRESS);
      // Recorded whether or not an account has the address, like a failed sign-in: the log is the
      // admins', the answer stays the same.
      await recordSecurityEvent(db, securityActorOf(c, null), {
        type: 'password_reset_requested',
        target: email.slice(0, 254),
        details: allowed ? {} : { mailed: false },
      });
      if (!allowed) return c.json({ message: RESET_REQUESTED_MESSAGE });
      return c.json(await requestPasswordReset({ auth, email, baseUrl: config.baseUrl, returnTo: redirect }));
    },
  );

  api.route(
    endpoints.accounts.resetPassword,
    { allow: 'visitor', body: authInput.ResetPasswordSchema },
    async (c, _viewer, read) => {
      await enforceAuthLimit(c, 'password');
      const { token, password } = await read.body();
      return c.json(await resetPassword({ auth, db, token, password }));
    },
  );

  api.route(
    endpoints.accounts.changePassword,
    { allow: 'signed-in', body: authInput.ChangePasswordSchema },
    async (c, viewer, read) => {
      await enforceAuthLimit(c, 'password');
      const { currentPassword, newPassword } = await read.body();
      return c.json(
        await changePassword({
          auth,
          db,
          viewer,
          currentPassword,
          newPassword,
          requestHeaders: headersForAuth(c),
          forwardCookies: cookiesOnto(c),
          actor: securityActorOf(c),
        }),
      );
    },
  );

  // The link works signed in or not, from whatever device reads the mailbox: the token is the proof.
  api.route(
    endpoints.accounts.verifyEmail,
    { allow: 'visitor', body: authInput.VerifyEmailSchema },
    async (c, _viewer, read) => {
      const { token } = await read.body();
      return c.json(await verifyEmail({ auth, db, token, actor: securityActorOf(c) }));
    },
  );

  api.route(endpoints.accounts.resendVerification, { allow: 'signed-in' }, async (c, viewer) => {
    await enforceRateLimit(
      db,
      `verification-mail:${viewer.id}`,
      VERIFICATION_MAILS_PER_HOUR,
      (wait) => `Un e-mail vient de partir : vous pourrez en demander un autre dans ${wait}.`,
    );
    return c.json(await resendVerification(auth, viewer));
  });

  api.route(endpoints.accounts.signOut, { allow: 'visitor', beforeTwoFactor: true }, async (c, viewer) => {
    const requestHeaders = headersForAuth(c);
    return c.json(
      await signOut({
        auth,
        viewer,
        requestHeaders,
        forwardCookies: cookiesOnto(c),
        db,
        actor: securityActorOf(c, viewer),
      }),
    );
  });
}
