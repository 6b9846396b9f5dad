import { type ClientReach, channelFor, type MessageChannel, type PhoneChannel } from '@/shared/messaging';
import type { Executor } from '../../db/client';
import type { MessageFallback } from '../../db/schema';
import type { MailContent } from '../../lib/mail/outbox';
import { enqueueMessage, recordUnsent } from '../../lib/messaging/outbox';
import type { BookingViewRow } from '../core/booking-view';
import { ANSWERABLE_KINDS, type BookingMessageKind, bookingMessageText } from './booking-texts';
import { createMessageLinks } from './message-links';
import { smsCapReached } from './sms-cap';

export interface BookingMessage {
  kind: BookingMessageKind;
  channel: PhoneChannel;
  booking: BookingViewRow;
  reach: ClientReach;
  /** The e-mail this message stands for, when the client has an address: the fallback. */
  mail: MailContent | null;
  /** Where the short links point (`SMS_LINK_BASE_URL`, else the site). */
  linkBase: string;
  now: Date;
  /** The channels this deployment delivers (`deliveringChannels`): the fallback prefers them. */
  delivering?: readonly MessageChannel[];
}

/** One message's text with its own links (each channel its own way out). */
async function rendered(executor: Executor, channel: PhoneChannel, phone: string, facts: BookingMessage) {
  const answerable = ANSWERABLE_KINDS.includes(facts.kind) && facts.booking.status === 'confirmed';
  const links = await createMessageLinks(executor, {
    base: facts.linkBase,
    phone,
    channel,
    salonId: facts.booking.salonId,
    bookingId: facts.booking.id,
    answerable,
    now: facts.now,
  });
  return bookingMessageText(channel, facts.kind, facts.booking, links);
}

/**
 * Queues a booking message by SMS or WhatsApp in the caller's transaction, with what it falls back
 * to if the channel fails for good. An SMS past the salon's monthly cap is not queued: the answer
 * says so, and the caller sends the e-mail instead when there is an address (decision 078).
 */
export async function queueBookingMessage(
  executor: Executor,
  facts: BookingMessage,
): Promise<'queued' | 'capped'> {
  const { booking, reach } = facts;
  const phone = reach.phone;
  if (!phone) throw new Error('a phone message needs a number');
  if (facts.channel === 'sms' && (await smsCapReached(executor, booking.salonId, facts.now))) {
    if (!facts.mail) {
      const { body } = await rendered(executor, 'sms', phone, facts);
      await recordUnsent(
        executor,
        {
          channel: 'sms',
          to: phone,
          template: facts.kind,
          body,
          bookingId: booking.id,
          salonId: booking.salonId,
        },
        'cap',
      );
    }
    return 'capped';
  }
  const { body, params } = await rendered(executor, facts.channel, phone, facts);
  let fallback: MessageFallback | null = null;
  const next = channelFor(reach, [facts.channel], facts.delivering);
  if (next === 'email' && facts.mail) fallback = { channel: 'email', mail: facts.mail };
  if (next === 'sms')
    fallback = { channel: 'sms', to: phone, body: (await rendered(executor, 'sms', phone, facts)).body };
  await enqueueMessage(executor, {
    channel: facts.channel,
    to: phone,
    template: facts.kind,
    body,
    params,
    bookingId: booking.id,
    salonId: booking.salonId,
    fallback,
  });
  return 'queued';
}
