import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ONE_TAP_ANSWERS } from '@/shared/bookings';
import type { MessageFailure, MessageState, PhoneChannel } from '@/shared/messaging';
import { users } from './accounts';
import { bookings } from './bookings';
import { createdAt } from './columns';
import { salons } from './salons';

/** What a message falls back to when its channel fails for good: prepared with it, in its transaction. */
export type MessageFallback =
  | {
      channel: 'email';
      mail: {
        to: string;
        subject: string;
        text: string;
        html?: string;
        calendar?: { method: 'REQUEST' | 'CANCEL' | 'PUBLISH'; content: string };
      };
    }
  | { channel: 'sms'; to: string; body: string };

/**
 * SMS and WhatsApp messages, queued in the transaction of the change they report and sent by the
 * messaging worker, like the mail outbox (decision 078). The row also keeps what became of the
 * message: the provider's receipts move `state` forward, and the salon's agenda shows it.
 */
export const messageOutbox = pgTable(
  'message_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').$type<PhoneChannel>().notNull(),
    toPhone: text('to_phone').notNull(),
    /** The template ("reminder", "confirmed", "phone_code"…), also the WhatsApp template's key. */
    template: text('template').notNull(),
    /** The text as sent by SMS, or as the WhatsApp template renders it. */
    body: text('body').notNull(),
    /** The WhatsApp template's body parameters, in order. */
    params: jsonb('params').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** The salon whose month it counts in (SMS cap); none for a verification code. */
    salonId: uuid('salon_id').references(() => salons.id, { onDelete: 'set null' }),
    state: text('state').$type<MessageState>().notNull().default('pending'),
    failure: text('failure').$type<MessageFailure>(),
    fallback: jsonb('fallback').$type<MessageFallback | null>(),
    /** Not before this moment (a reminder's quiet hours, a retry's backoff). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /**
     * Set by a claim, cleared when its outcome is recorded: still set after the lease, the sender
     * died between the provider's answer and the record, so the message is in doubt (see the worker).
     */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    lastError: text('last_error'),
    provider: text('provider'),
    providerMessageId: text('provider_message_id'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    index('message_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.state} = 'pending'`),
    // The admins' "Tâches de fond" counts the day's failures without reading the year's messages.
    index('message_outbox_failed_idx').on(t.failedAt).where(sql`${t.state} = 'failed'`),
    index('message_outbox_booking_idx').on(t.bookingId, t.createdAt),
    index('message_outbox_salon_month_idx').on(t.salonId, t.createdAt).where(sql`${t.channel} = 'sms'`),
    index('message_outbox_month_idx').on(t.createdAt).where(sql`${t.channel} = 'sms'`),
    uniqueIndex('message_outbox_provider_id_idx')
      .on(t.provider, t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
    check('message_outbox_channel_check', sql`${t.channel} in ('sms','whatsapp')`),
    check('message_outbox_state_check', sql`${t.state} in ('pending','sent','delivered','read','failed')`),
    check(
      'message_outbox_failure_check',
      sql`${t.failure} is null or ${t.failure} in ('unreachable','refused','cap','opted_out')`,
    ),
  ],
);

/** A number's owner turned a channel off by the link in a message: honoured at once, everywhere. */
export const messageOptOuts = pgTable(
  'message_opt_outs',
  {
    phone: text('phone').notNull(),
    channel: text('channel').$type<PhoneChannel>().notNull(),
    /** The salon whose message carried the link. */
    salonId: uuid('salon_id').references(() => salons.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.phone, t.channel] }),
    check('message_opt_outs_channel_check', sql`${t.channel} in ('sms','whatsapp')`),
  ],
);

/**
 * Every one-tap link (decision 087): a reminder e-mail's "Je confirme ma venue" and "Annuler ce
 * rendez-vous" (a 43-character token, one answer each, until the appointment) and a message's short
 * link (8 characters, either answer and the way out of the messages, a year). Only the secret's
 * SHA-256 is kept; a link names one booking, answers once, and the answer spends it.
 */
export const oneTapLinks = pgTable(
  'one_tap_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    secretHash: text('secret_hash').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    /** The answers it gives: one for an e-mail's link, either for a message's. */
    answers: text('answers', { enum: ONE_TAP_ANSWERS }).notNull(),
    /** A message's number and channel, which its way out turns off; none for an e-mail's link. */
    phone: text('phone'),
    channel: text('channel').$type<PhoneChannel>(),
    salonId: uuid('salon_id').references(() => salons.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('one_tap_links_secret_hash_idx').on(t.secretHash),
    index('one_tap_links_booking_idx').on(t.bookingId),
    index('one_tap_links_expires_idx').on(t.expiresAt),
    check('one_tap_links_answers_check', sql`${t.answers} in ('confirm_attendance','cancel','either')`),
    check(
      'one_tap_links_message_check',
      sql`(${t.answers} = 'either') = (${t.phone} is not null and ${t.channel} is not null)`,
    ),
  ],
);

/** The 6-digit codes that verify a client's number (decision 078): hashed, 10 minutes, 3 a day. */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('phone_verifications_user_idx').on(t.userId, t.createdAt)],
);
