import { createHmac } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { now, sqlNow } from '../../base/clock';
import { rateLimited } from '../../base/errors';
import type { Database, Executor } from '../../db/client';
import { queryRows } from '../../db/client';
import { accounts, signInThrottles, users } from '../../db/schema';
import type { AppEnv } from '../../lib/context';
import { waitText } from '../../lib/rate-limit';

// Sign-in throttling per account, on top of the limit per IP (docs/product.md#accounts-and-roles,
// decision 050). Failures are counted per e-mail tried, whether an account has it or not, so the
// throttle says nothing about which accounts exist.

/** Failures allowed within the window before attempts wait. */
export const FREE_FAILURES = 5;
const WINDOW = '15 minutes';
/** The first wait, doubled with each further failure, up to the longest. */
const FIRST_WAIT_SECONDS = 30;
const LONGEST_WAIT_SECONDS = 15 * 60;

export const accountThrottledMessage = (wait: string) =>
  `Trop de tentatives de connexion sur ce compte. Réessayez dans ${wait}.`;
/** The same wait, met while proving one's password inside a session (changing it, deleting the account). */
export const passwordChecksThrottledMessage = (wait: string) =>
  `Trop de mots de passe incorrects pour ce compte. Réessayez dans ${wait}.`;

const keyOf = (email: string) => `sign-in:${email.trim().toLowerCase()}`;

/**
 * Counts the attempt before the password is checked, in one statement: requests racing each other
 * cannot all slip through while the count is low. Refused (429, Retry-After) while the account waits.
 */
export async function claimSignInAttempt(
  db: Executor,
  email: string,
  message: (wait: string) => string = accountThrottledMessage,
): Promise<void> {
  const key = keyOf(email);
  const at = sqlNow();
  const fresh = sql`${signInThrottles.windowStart} <= ${at} - ${WINDOW}::interval`;
  const failures = sql`case when ${fresh} then 1 else ${signInThrottles.failures} + 1 end`;
  const [claimed] = await queryRows<{ failures: number }>(
    db,
    sql`
    insert into sign_in_throttles (key, failures, window_start, blocked_until) values (${key}, 1, ${at}, null)
    on conflict (key) do update set
      failures = ${failures},
      window_start = case when ${fresh} then ${at} else sign_in_throttles.window_start end,
      blocked_until = case when ${failures} >= ${FREE_FAILURES}
        then ${at} + least(${FIRST_WAIT_SECONDS} * power(2, ${failures} - ${FREE_FAILURES}), ${LONGEST_WAIT_SECONDS}) * interval '1 second'
        else null end
    where sign_in_throttles.blocked_until is null or sign_in_throttles.blocked_until <= ${at}
    returning failures`,
  );
  if (claimed) return;
  const [row] = await queryRows<{ wait: number }>(
    db,
    sql`select ceil(extract(epoch from (blocked_until - ${sqlNow()})))::int as wait from sign_in_throttles where key = ${key}`,
  );
  const wait = Math.max(1, Number(row?.wait ?? 1));
  throw rateLimited(message(waitText(wait)), wait);
}

/** A failure from a device the account knows: counted, never made to wait. */
export async function recordSignInFailure(db: Executor, email: string): Promise<void> {
  const key = keyOf(email);
  await db
    .insert(signInThrottles)
    .values({ key, failures: 1, windowStart: now() })
    .onConflictDoUpdate({
      target: signInThrottles.key,
      set: { failures: sql`${signInThrottles.failures} + 1` },
    });
}

/** The right password: the account's count starts over. */
export async function clearSignInFailures(db: Executor, email: string): Promise<void> {
  await db.delete(signInThrottles).where(eq(signInThrottles.key, keyOf(email)));
}

/** Counts whose window and wait are both over are useless. */
export async function pruneSignInThrottles(db: Database): Promise<void> {
  const at = sqlNow();
  await db
    .delete(signInThrottles)
    .where(
      and(
        lt(signInThrottles.windowStart, sql`${at} - interval '1 day'`),
        or(isNull(signInThrottles.blockedUntil), lt(signInThrottles.blockedUntil, at)),
      ),
    );
}

// A browser that signed in to an account before carries a mark of it: an HMAC, under the server's
// secret, of the e-mail, of the account's current password hash and of the day it was given, which
// nobody can make without the secret. Failures from elsewhere do not make it wait, so a stranger
// cannot lock the owner out. A new password voids every mark, and a mark lasts 30 days (decision 073).

const DEVICE_COOKIE = 'rdv_known_accounts';
const MARKS_KEPT = 5;
export const KNOWN_DEVICE_DAYS = 30;
const DAY_MS = 86_400_000;

/** The account's stored password hash, by e-mail: null for an unknown address or no password. */
export async function passwordHashOf(db: Executor, email: string): Promise<string | null> {
  const [row] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.email, email.trim().toLowerCase()), eq(accounts.providerId, 'credential')));
  return row?.hash ?? null;
}

/** A browser's mark for an account, given on `day` (days since the epoch). */
export function markOf(secret: string, email: string, passwordHash: string, day: number): string {
  const proof = createHmac('sha256', secret)
    .update(`known-device:${email.trim().toLowerCase()}:${passwordHash}:${day}`)
    .digest('base64url')
    .slice(0, 22);
  return `${day}~${proof}`;
}

const marksOf = (c: Context<AppEnv>) => getCookie(c, DEVICE_COOKIE)?.split('.').filter(Boolean) ?? [];

export async function isKnownDevice(
  c: Context<AppEnv>,
  db: Executor,
  secret: string,
  email: string,
  now: Date,
): Promise<boolean> {
  const today = Math.floor(now.getTime() / DAY_MS);
  const candidates = marksOf(c).filter((mark) => {
    const day = Number(mark.split('~')[0]);
    return Number.isInteger(day) && day <= today && today - day < KNOWN_DEVICE_DAYS;
  });
  if (candidates.length === 0) return false;
  const hash = await passwordHashOf(db, email);
  if (!hash) return false;
  return candidates.some((mark) => mark === markOf(secret, email, hash, Number(mark.split('~')[0])));
}

export async function rememberDevice(
  c: Context<AppEnv>,
  db: Executor,
  options: { secret: string; secure: boolean },
  email: string,
  now: Date,
) {
  const hash = await passwordHashOf(db, email);
  if (!hash) return;
  const mark = markOf(options.secret, email, hash, Math.floor(now.getTime() / DAY_MS));
  // Another account's marks stay; this account's older one is replaced.
  const others = marksOf(c).filter(
    (kept) => kept !== mark && !isKnownMarkFor(kept, options.secret, email, hash),
  );
  setCookie(c, DEVICE_COOKIE, [mark, ...others].slice(0, MARKS_KEPT).join('.'), {
    httpOnly: true,
    sameSite: 'Lax',
    secure: options.secure,
    path: '/api/auth',
    maxAge: KNOWN_DEVICE_DAYS * 86_400,
  });
}

const isKnownMarkFor = (mark: string, secret: string, email: string, hash: string) =>
  mark === markOf(secret, email, hash, Number(mark.split('~')[0]));
