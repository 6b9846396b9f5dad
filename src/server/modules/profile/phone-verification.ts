import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { PhoneCodeSent, PhoneSettings } from '@/shared/api-types';
import {
  PHONE_ALREADY_VERIFIED,
  PHONE_CODE_LENGTH,
  PHONE_CODE_MINUTES,
  PHONE_CODES_PER_DAY,
  PHONE_OPTED_OUT,
  PHONE_REQUIRED_FOR_CODE,
  PHONE_REQUIRED_FOR_WHATSAPP,
  phoneCodesExhausted,
  phoneCodesThrottled,
  WHATSAPP_NOT_OFFERED,
  WRONG_PHONE_CODE,
} from '@/shared/phone-verification';
import { AppError, rateLimited } from '../../base/errors';
import { type Database, type Executor, queryRows } from '../../db/client';
import { phoneVerifications, users } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { enqueueMessage } from '../../lib/messaging/outbox';
import { waitText } from '../../lib/rate-limit';
import { recordSecurityEvent, type SecurityActor } from '../../lib/security-log';
import { claimSignInAttempt, clearSignInFailures } from '../auth/sign-in-throttle';
import { phoneCodeText } from '../messaging/booking-texts';
import { optedOutChannels } from '../messaging/client-reach';

// « Vérifier mon numéro » and « Recevoir mes rappels par WhatsApp » (decision 078).

const DAY_MS = 86_400_000;

/**
 * A code's stored form: an HMAC under the server's secret, bound to the account and the number. Six
 * digits are a million values, which a bare hash would give away to anyone holding a copy of the
 * database; without the secret, the copy holds nothing usable.
 */
export const phoneCodeHash = (secret: string, userId: string, phone: string, code: string) =>
  createHmac('sha256', secret).update(`phone-code:${userId}:${phone}:${code}`).digest('hex');

const phoneRequired = (message: string) => new AppError(400, 'phone_required', message);

/** The account's row, locked: one account's code requests and checks take turns. */
async function lockedAccount(tx: Executor, userId: string) {
  const [account] = await tx
    .select({ phone: users.phone, verifiedAt: users.phoneVerifiedAt, whatsappOptIn: users.whatsappOptIn })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!account) throw new AppError(401, 'not_signed_in', 'Vous devez être connecté.');
  return account;
}

/** The codes asked in the last 24 hours, and when the oldest of them stops counting. */
async function codesOfTheDay(executor: Executor, userId: string, now: Date) {
  const [row] = await queryRows<{ count: number; oldest: Date | string | null }>(
    executor,
    sql`select count(*)::int as count, min(created_at) as oldest from phone_verifications
        where user_id = ${userId} and created_at > ${new Date(now.getTime() - DAY_MS)}`,
  );
  return { count: Number(row?.count ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

async function settingsOf(
  executor: Executor,
  userId: string,
  now: Date,
  whatsappOffered: boolean,
): Promise<PhoneSettings> {
  const [account] = await executor
    .select({ phone: users.phone, verifiedAt: users.phoneVerifiedAt, whatsappOptIn: users.whatsappOptIn })
    .from(users)
    .where(eq(users.id, userId));
  const { count } = await codesOfTheDay(executor, userId, now);
  return {
    phone: account?.phone ?? null,
    verifiedAt: account?.verifiedAt?.toISOString() ?? null,
    whatsappOptIn: account?.whatsappOptIn ?? false,
    whatsappOffered,
    codesLeftToday: Math.max(0, PHONE_CODES_PER_DAY - count),
  };
}

export function getPhoneSettings(options: {
  db: Database;
  viewer: Viewer;
  now: Date;
  whatsappOffered: boolean;
}) {
  return settingsOf(options.db, options.viewer.id, options.now, options.whatsappOffered);
}

/**
 * « Recevoir mes rappels par WhatsApp »: only where this deployment sends WhatsApp, and with a
 * number to send them to. Turning it off is always allowed.
 */
export async function setWhatsappOptIn(options: {
  db: Database;
  viewer: Viewer;
  optIn: boolean;
  now: Date;
  whatsappOffered: boolean;
}): Promise<PhoneSettings> {
  if (options.optIn && !options.whatsappOffered)
    throw new AppError(400, 'whatsapp_not_offered', WHATSAPP_NOT_OFFERED);
  return options.db.transaction(async (tx) => {
    const account = await lockedAccount(tx, options.viewer.id);
    if (options.optIn && !account.phone) throw phoneRequired(PHONE_REQUIRED_FOR_WHATSAPP);
    await tx.update(users).set({ whatsappOptIn: options.optIn }).where(eq(users.id, options.viewer.id));
    return settingsOf(tx, options.viewer.id, options.now, options.whatsappOffered);
  });
}

/**
 * Sends a 6-digit code by SMS to the profile's number: 3 a day per account (each costs money), each
 * working 10 minutes. Queued with the code's row, in one transaction; the messaging worker sends it
 * at once, quiet hours or not (it is the person's own action), and it counts in no salon's month.
 */
export async function sendPhoneCode(options: {
  db: Database;
  viewer: Viewer;
  secret: string;
  now: Date;
}): Promise<PhoneCodeSent> {
  const { viewer, now } = options;
  return options.db.transaction(async (tx) => {
    const account = await lockedAccount(tx, viewer.id);
    const phone = account.phone;
    if (!phone) throw phoneRequired(PHONE_REQUIRED_FOR_CODE);
    if (account.verifiedAt) throw new AppError(409, 'phone_already_verified', PHONE_ALREADY_VERIFIED);
    // A number that asked for no more SMS gets none, not even a code: it may not be the asker's.
    if ((await optedOutChannels(tx, phone)).includes('sms')) {
      throw new AppError(409, 'phone_opted_out', PHONE_OPTED_OUT);
    }
    const { count, oldest } = await codesOfTheDay(tx, viewer.id, now);
    if (count >= PHONE_CODES_PER_DAY) {
      const wait = Math.max(
        1,
        Math.ceil(((oldest?.getTime() ?? now.getTime()) + DAY_MS - now.getTime()) / 1000),
      );
      throw rateLimited(phoneCodesExhausted(waitText(wait)), wait);
    }
    const code = String(randomInt(10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
    const expiresAt = new Date(now.getTime() + PHONE_CODE_MINUTES * 60_000);
    await tx.insert(phoneVerifications).values({
      userId: viewer.id,
      phone,
      codeHash: phoneCodeHash(options.secret, viewer.id, phone, code),
      expiresAt,
      createdAt: now,
    });
    await enqueueMessage(tx, {
      channel: 'sms',
      to: phone,
      template: 'phone_code',
      body: phoneCodeText(code),
    });
    return {
      sentTo: phone,
      expiresAt: expiresAt.toISOString(),
      codesLeftToday: PHONE_CODES_PER_DAY - count - 1,
    };
  });
}

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Checks a code: right, within its 10 minutes, for the number the profile has now. Each check counts
 * in the account's throttle, as a password or a second factor's code does (decision 073): a session
 * is no way to guess it. A proven number links, in the same transaction, the salons' client files that
 * carry it and no account yet; a salon whose book already has this account's file keeps the other
 * for its owner's « Même personne ? » (decision 066).
 */
export async function verifyPhone(options: {
  db: Database;
  viewer: Viewer;
  code: string;
  secret: string;
  actor: SecurityActor;
  now: Date;
  whatsappOffered: boolean;
}): Promise<PhoneSettings> {
  const { db, viewer, now } = options;
  await claimSignInAttempt(db, viewer.email, phoneCodesThrottled);
  const settings = await db.transaction(async (tx) => {
    const account = await lockedAccount(tx, viewer.id);
    const phone = account.phone;
    if (!phone) throw phoneRequired(PHONE_REQUIRED_FOR_CODE);
    if (account.verifiedAt) throw new AppError(409, 'phone_already_verified', PHONE_ALREADY_VERIFIED);
    const candidates = await tx
      .select({ id: phoneVerifications.id, codeHash: phoneVerifications.codeHash })
      .from(phoneVerifications)
      .where(
        and(
          eq(phoneVerifications.userId, viewer.id),
          eq(phoneVerifications.phone, phone),
          isNull(phoneVerifications.usedAt),
          gt(phoneVerifications.expiresAt, now),
        ),
      );
    const hash = phoneCodeHash(options.secret, viewer.id, phone, options.code);
    const match = candidates.find((candidate) => sameHash(candidate.codeHash, hash));
    if (!match) throw new AppError(400, 'wrong_code', WRONG_PHONE_CODE, { code: WRONG_PHONE_CODE });
    await tx.update(phoneVerifications).set({ usedAt: now }).where(eq(phoneVerifications.id, match.id));
    await tx.update(users).set({ phoneVerifiedAt: now }).where(eq(users.id, viewer.id));
    const linked = await queryRows<{ id: string }>(
      tx,
      sql`update salon_clients as file set user_id = ${viewer.id}
          where file.phone = ${phone} and file.user_id is null
            and not exists (
              select 1 from salon_clients as own
              where own.owner_id = file.owner_id and own.user_id = ${viewer.id})
          returning file.id`,
    );
    await recordSecurityEvent(tx, options.actor, {
      type: 'phone_verified',
      target: viewer.id,
      details: { filesLinked: linked.length },
    });
    return settingsOf(tx, viewer.id, now, options.whatsappOffered);
  });
  await clearSignInFailures(db, viewer.email);
  return settings;
}
