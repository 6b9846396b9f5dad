import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { APIError } from 'better-auth/api';
import { and, eq, lt, sql } from 'drizzle-orm';
import {
  ALREADY_ENABLED_MESSAGE,
  CHALLENGE_MISSING_MESSAGE,
  TOO_MANY_CODES_MESSAGE,
  WRONG_CODE_MESSAGE,
  WRONG_RECOVERY_CODE_MESSAGE,
} from '@/shared/two-factor';
import type { Auth } from '../../auth/auth';
import { nowMs, sqlNow } from '../../base/clock';
import { AppError } from '../../base/errors';
import type { Executor } from '../../db/client';
import { twoFactorUsedCodes, users } from '../../db/schema';

// What the sign-in step and the profile's enrolment share about better-auth's two-factor plugin
// (decision 074). The plugin keeps the sign-in's pending state in a signed cookie naming a
// verification row; its endpoints are reached through `auth.api.*` only, like every other.

/** The plugin's cookie between the password and the code (its name carries our prefix). */
const CHALLENGE_COOKIE = 'two_factor';

/** A code is refused a second time for as long as it could still be accepted (±1 step of 30 s). */
const CODE_REUSE_SECONDS = 90;

async function challengeCookieName(auth: Auth): Promise<string> {
  return (await auth.$context).createAuthCookie(CHALLENGE_COOKIE).name;
}

function cookieValue(headers: Headers, name: string): string | null {
  for (const part of headers.get('cookie')?.split(';') ?? []) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * The account a pending sign-in is about, from the plugin's signed cookie: null when there is none,
 * it was altered, or it expired. Read before the code is checked, so wrong codes count in that
 * account's throttle like wrong passwords.
 */
export async function twoFactorChallengeOf(
  auth: Auth,
  db: Executor,
  headers: Headers,
): Promise<{ userId: string; email: string } | null> {
  const context = await auth.$context;
  const signed = cookieValue(headers, await challengeCookieName(auth));
  if (!signed) return null;
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const identifier = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', context.secret).update(identifier).digest('base64'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const pending = await context.internalAdapter.findVerificationValue(identifier);
  if (!pending || new Date(pending.expiresAt).getTime() <= nowMs()) return null;
  const [account] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, pending.value));
  return account ? { userId: account.id, email: account.email } : null;
}

/**
 * The request's headers for the plugin's code check, with no cookie but its own: with a session
 * cookie beside it, the plugin would check the session's person instead of the pending sign-in.
 */
export async function challengeHeaders(auth: Auth, headers: Headers): Promise<Headers> {
  const name = await challengeCookieName(auth);
  const kept = new Headers(headers);
  const value = cookieValue(headers, name);
  if (value === null) kept.delete('cookie');
  else kept.set('cookie', `${name}=${encodeURIComponent(value)}`);
  return kept;
}

/**
 * Claims a code for the account before it is checked: false when the same code was already used
 * within its validity, so a code seen over a shoulder or in a log cannot open a second session. One
 * statement, so two requests with the same code cannot both pass. A refused code is given back
 * (`releaseCode`): it was no use, and could be a step ahead of a clock.
 */
export async function claimCodeUse(db: Executor, userId: string, code: string): Promise<boolean> {
  await db
    .delete(twoFactorUsedCodes)
    .where(
      and(
        eq(twoFactorUsedCodes.userId, userId),
        lt(twoFactorUsedCodes.usedAt, sql`${sqlNow()} - ${CODE_REUSE_SECONDS} * interval '1 second'`),
      ),
    );
  const claimed = await db
    .insert(twoFactorUsedCodes)
    .values({ userId, codeHash: codeHash(userId, code) })
    .onConflictDoNothing()
    .returning({ userId: twoFactorUsedCodes.userId });
  return claimed.length > 0;
}

export async function releaseCode(db: Executor, userId: string, code: string): Promise<void> {
  await db
    .delete(twoFactorUsedCodes)
    .where(
      and(eq(twoFactorUsedCodes.userId, userId), eq(twoFactorUsedCodes.codeHash, codeHash(userId, code))),
    );
}

const codeHash = (userId: string, code: string) =>
  createHash('sha256').update(`${userId}:${code}`).digest('base64url');

/** Unused recovery codes of the account; null without a second factor. */
export async function recoveryCodesLeft(auth: Auth, userId: string): Promise<number | null> {
  try {
    const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId } });
    return backupCodes.length;
  } catch {
    return null;
  }
}

export const wrongCode = (recovery = false) => {
  const message = recovery ? WRONG_RECOVERY_CODE_MESSAGE : WRONG_CODE_MESSAGE;
  return new AppError(400, 'wrong_code', message, { [recovery ? 'recoveryCode' : 'code']: message });
};
export const challengeMissing = (message = CHALLENGE_MISSING_MESSAGE) =>
  new AppError(400, 'two_factor_challenge_missing', message);
export const alreadyEnabled = () => new AppError(409, 'two_factor_already_enabled', ALREADY_ENABLED_MESSAGE);

const codeOf = (error: unknown) =>
  error instanceof APIError ? ((error.body as { code?: string } | undefined)?.code ?? '') : '';

/** The plugin speaks English; its refusals become ours. Null when the error is not a refusal of it. */
export function translateTwoFactorError(error: unknown, recovery: boolean): AppError | null {
  switch (codeOf(error)) {
    case 'INVALID_CODE':
    case 'INVALID_BACKUP_CODE':
      return wrongCode(recovery);
    case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
      return challengeMissing(TOO_MANY_CODES_MESSAGE);
    case 'INVALID_TWO_FACTOR_COOKIE':
      return challengeMissing();
    case 'TOTP_ALREADY_ENABLED':
      return alreadyEnabled();
    default:
      return null;
  }
}
