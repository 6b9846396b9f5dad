import type { PhoneChannel } from '@/shared/messaging';
import { pages } from '@/shared/pages';
import type { Executor } from '../../db/client';
import { createOneTapLink, findOneTapLink, type OneTapLink } from '../core/one-tap-links';

/**
 * A message's short link (decision 078), the other carrier of the one-tap links
 * (`core/one-tap-links.ts`, decision 087): an 8-character code, either answer about its booking and
 * the way out of the messages, for a year (the booking's answers end at its start).
 */
const STOP_LINK_DAYS = 365;

export interface CreatedMessageLinks {
  respond: string | null;
  stop: string;
}

/** A message's link: its number and channel are known (the way out turns them off). */
export type MessageLink = OneTapLink & { phone: string; channel: PhoneChannel };

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
  const code = await createOneTapLink(executor, {
    secret: 'code',
    bookingId: options.bookingId,
    answers: 'either',
    expiresAt: new Date(options.now.getTime() + STOP_LINK_DAYS * 86_400_000),
    message: { phone: options.phone, channel: options.channel, salonId: options.salonId },
  });
  return {
    respond: options.answerable ? `${options.base}${pages.messageLink(code)}` : null,
    stop: `${options.base}${pages.messageStop(code)}`,
  };
}

/** The link a code names, or none (malformed, unknown, an e-mail's, or past its year). */
export async function findMessageLink(
  executor: Executor,
  code: string,
  now: Date,
  forUpdate = false,
): Promise<MessageLink | undefined> {
  const link = await findOneTapLink(executor, code, 'code', forUpdate);
  if (link?.answers !== 'either' || link.phone === null || link.channel === null) return undefined;
  if (link.expiresAt.getTime() <= now.getTime()) return undefined;
  return { ...link, phone: link.phone, channel: link.channel };
}
