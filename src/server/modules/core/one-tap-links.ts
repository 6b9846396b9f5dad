import { createHash, randomBytes, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { BookingLinkAction } from '@/shared/bookings';
import type { PhoneChannel } from '@/shared/messaging';
import type { Executor } from '../../db/client';
import { oneTapLinks } from '../../db/schema';

// Every one-tap link (decision 087), whichever message carries it. The secret is random and only
// its SHA-256 is stored: it cannot be guessed or forged, and a copy of the database holds no usable
// link. Two lengths for two carriers:
// - a **token** of 256 bits (43 characters) in a reminder e-mail, one answer per link, until the
//   appointment starts;
// - a **code** of 8 characters of 62 (about 48 bits) in an SMS or WhatsApp message, which holds 160
//   characters: either answer and the way out of the messages, for a year. Enough, because a code is
//   looked up under the public rate limit and names one booking.

export type OneTapLink = typeof oneTapLinks.$inferSelect;

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const CODE_PATTERN = /^[A-Za-z0-9]{8}$/;

export const secretHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

function newSecret(kind: 'token' | 'code'): string {
  if (kind === 'token') return randomBytes(32).toString('base64url');
  let code = '';
  for (let i = 0; i < 8; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** Stores a new link in the caller's transaction and returns its secret, which only the message holds. */
export async function createOneTapLink(
  executor: Executor,
  link:
    | { secret: 'token'; bookingId: string; answers: BookingLinkAction; expiresAt: Date }
    | {
        secret: 'code';
        bookingId: string | null;
        answers: 'either';
        expiresAt: Date;
        /** A message's number, channel and salon, for its way out. */
        message: { phone: string; channel: PhoneChannel; salonId: string | null };
      },
): Promise<string> {
  const secret = newSecret(link.secret);
  await executor.insert(oneTapLinks).values({
    secretHash: secretHash(secret),
    bookingId: link.bookingId,
    answers: link.answers,
    phone: link.secret === 'code' ? link.message.phone : null,
    channel: link.secret === 'code' ? link.message.channel : null,
    salonId: link.secret === 'code' ? link.message.salonId : null,
    expiresAt: link.expiresAt,
  });
  return secret;
}

/**
 * The link a secret of the given kind names, or none: a malformed secret is not one of ours, without
 * a query. `forUpdate` locks it, so that a second tap waits for the first and then finds it used.
 */
export async function findOneTapLink(
  executor: Executor,
  secret: string,
  kind: 'token' | 'code',
  forUpdate = false,
): Promise<OneTapLink | undefined> {
  if (!(kind === 'token' ? TOKEN_PATTERN : CODE_PATTERN).test(secret)) return undefined;
  const query = executor
    .select()
    .from(oneTapLinks)
    .where(eq(oneTapLinks.secretHash, secretHash(secret)));
  const [link] = forUpdate ? await query.for('update') : await query;
  return link;
}

/** Spends a link in the transaction of its answer: refused, the answer leaves it usable. */
export async function spendOneTapLink(executor: Executor, link: OneTapLink, now: Date): Promise<OneTapLink> {
  const [used] = await executor
    .update(oneTapLinks)
    .set({ usedAt: now })
    .where(eq(oneTapLinks.id, link.id))
    .returning();
  return used ?? { ...link, usedAt: now };
}
