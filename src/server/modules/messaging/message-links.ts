import { createHash, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PhoneChannel } from '@/shared/messaging';
import { pages } from '@/shared/pages';
import type { Executor } from '../../db/client';
import { messageLinks } from '../../db/schema';

/**
 * A message's short link (decision 078): 8 characters of 62, about 48 random bits, only the SHA-256
 * stored. Short, because an SMS holds 160 characters; enough, because a code is looked up under the
 * public rate limit, names one booking and ends with it (the way out: a year).
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const MESSAGE_CODE_PATTERN = /^[A-Za-z0-9]{8}$/;
const STOP_LINK_DAYS = 365;

export const messageCodeHash = (code: string) => createHash('sha256').update(code).digest('hex');

export interface CreatedMessageLinks {
  respond: string | null;
  stop: string;
}

export async function createMessageLinks(
  executor: Executor,
  options: {
    base: string;
    phone: string;
    channel: PhoneChannel;
    salonId: string | null;
    bookingId: string | null;
    /** Whether the message asks for an answer ("Confirmer ou annuler"). */
    answerable: boolean;
    now: Date;
  },
): Promise<CreatedMessageLinks> {
  let code = '';
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  await executor.insert(messageLinks).values({
    codeHash: messageCodeHash(code),
    bookingId: options.bookingId,
    phone: options.phone,
    channel: options.channel,
    salonId: options.salonId,
    expiresAt: new Date(options.now.getTime() + STOP_LINK_DAYS * 86_400_000),
  });
  return {
    respond: options.answerable ? `${options.base}${pages.messageLink(code)}` : null,
    stop: `${options.base}${pages.messageStop(code)}`,
  };
}

/** The link a code names, or none (malformed, unknown, or past its year). */
export async function findMessageLink(executor: Executor, code: string, now: Date, forUpdate = false) {
  if (!MESSAGE_CODE_PATTERN.test(code)) return undefined;
  const query = executor
    .select()
    .from(messageLinks)
    .where(eq(messageLinks.codeHash, messageCodeHash(code)));
  const [link] = forUpdate ? await query.for('update') : await query;
  return link && link.expiresAt.getTime() > now.getTime() ? link : undefined;
}
