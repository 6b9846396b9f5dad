import { type SQL, sql } from 'drizzle-orm';
import {
  HELD_TO_QUIET_HOURS,
  type MessageFailure,
  type MessageState,
  type PhoneChannel,
  reminderLeavesAt,
} from '@/shared/messaging';
import { must } from '@/shared/must';
import { now, sqlNow } from '../../base/clock';
import { type Database, type Executor, queryRows } from '../../db/client';
import { type MessageFallback, messageOutbox } from '../../db/schema';
import {
  claimJob,
  doubling,
  errorText,
  handBackJob,
  type JobQueue,
  ours,
  retryJob,
  settleJob,
} from '../jobs/queue';
import { logger } from '../logger';
import { enqueueMail } from '../mail/outbox';
import { type MessageSenders, type OutgoingMessage, PermanentSendFailure, SendInDoubt } from './sender';

export interface QueuedMessage {
  channel: PhoneChannel;
  to: string;
  template: string;
  body: string;
  params?: string[];
  bookingId?: string | null;
  salonId?: string | null;
  fallback?: MessageFallback | null;
}

/** A queued message's row, as both a sent and an unsent message keep it. */
const rowOf = (message: QueuedMessage) => ({
  channel: message.channel,
  toPhone: message.to,
  template: message.template,
  body: message.body,
  params: message.params ?? [],
  bookingId: message.bookingId ?? null,
  salonId: message.salonId ?? null,
});

/** Queues a message in the caller's transaction: it exists if, and only if, the change it reports does. */
export async function enqueueMessage(executor: Executor, message: QueuedMessage): Promise<string> {
  const [row] = await executor
    .insert(messageOutbox)
    .values({
      ...rowOf(message),
      fallback: message.fallback ?? null,
      // Due at once, on the product's clock, which the claim compares with (base/clock.ts), not the
      // database's; the quiet hours hold a reminder when it is claimed (heldToQuietHours).
      nextAttemptAt: now(),
    })
    .returning({ id: messageOutbox.id });
  return must(row, 'the queued message').id;
}

/** A message that did not leave and will not: recorded so the salon sees why (cap, opted out). */
export async function recordUnsent(
  executor: Executor,
  message: QueuedMessage,
  failure: Extract<MessageFailure, 'cap' | 'opted_out'>,
): Promise<void> {
  await executor
    .insert(messageOutbox)
    .values({ ...rowOf(message), state: 'failed', failure, failedAt: now() });
}

type ClaimedMessage = {
  id: string;
  channel: PhoneChannel;
  to_phone: string;
  template: string;
  body: string;
  params: string[];
  attempts: number;
  /** The start of the booking the message is about, in milliseconds since the epoch, as text. */
  booking_start_ms: string | null;
};

/** Retries grow with the attempts, up to 5 minutes: a reminder is worth little an hour late. */
export const messageBackoffSeconds = doubling(15, 300);
/**
 * How long a message whose sender died mid-send waits for a receipt naming it before it is sent
 * again: the provider may have taken it (its receipt then settles it), or not (it leaves again).
 */
export const IN_DOUBT_GRACE_MS = 10 * 60_000;

/**
 * The message outbox as a job queue (lib/jobs/queue.ts). A claim also stamps `claimed_at`, which
 * only an outcome clears: a row still stamped after its lease is in doubt (its sender died between
 * the provider's answer and the record) and is left alone until the grace has passed.
 */
export const messageQueue = (inDoubtGraceMs = IN_DOUBT_GRACE_MS): JobQueue<ClaimedMessage> => ({
  table: 'message_outbox',
  key: 'id',
  keyOf: (message) => message.id,
  waiting: sql`state = 'pending'`,
  order: sql`next_attempt_at`,
  returning: sql`id, channel, to_phone, template, body, params, attempts,
    (select (extract(epoch from b.start_time) * 1000)::bigint::text from bookings b
      where b.id = message_outbox.booking_id) as booking_start_ms`,
  leaseSeconds: 60,
  backoffSeconds: messageBackoffSeconds,
  claimable: (at) =>
    sql`(claimed_at is null or claimed_at < ${at} - ${`${inDoubtGraceMs} milliseconds`}::interval)`,
  onClaim: (at) => sql`claimed_at = ${at}`,
  onSettle: sql`claimed_at = null`,
});
export const MESSAGE_QUEUE = messageQueue();

/**
 * Fails a message for good and queues what it falls back to, in one transaction: the next channel
 * the message prepared (an e-mail, or an SMS after WhatsApp).
 */
export async function failForGood(
  executor: Executor,
  where: SQL,
  failure: MessageFailure,
  error: string,
): Promise<boolean> {
  const [failed] = await queryRows<{
    id: string;
    fallback: MessageFallback | null;
    booking_id: string | null;
    salon_id: string | null;
    template: string;
  }>(
    executor,
    sql`update message_outbox set state = 'failed', failure = ${failure}, failed_at = ${sqlNow()},
          last_error = ${error.slice(0, 500)}, locked_until = null, claimed_at = null
        where ${where} returning id, fallback, booking_id, salon_id, template`,
  );
  if (!failed) return false;
  const fallback = failed.fallback;
  if (fallback?.channel === 'email') await enqueueMail(executor, fallback.mail);
  if (fallback?.channel === 'sms') {
    await enqueueMessage(executor, {
      channel: 'sms',
      to: fallback.to,
      template: failed.template,
      body: fallback.body,
      bookingId: failed.booking_id,
      salonId: failed.salon_id,
    });
  }
  return true;
}

async function sendClaimed(db: Database, senders: MessageSenders, message: ClaimedMessage): Promise<boolean> {
  const sender = senders[message.channel];
  const outgoing: OutgoingMessage = {
    id: message.id,
    channel: message.channel,
    to: message.to_phone,
    template: message.template,
    body: message.body,
    params: message.params,
  };
  try {
    const outcome = await sender.send(outgoing);
    const at = sqlNow();
    const delivered = outcome.state === 'delivered' ? sql`, delivered_at = ${at}` : sql``;
    await settleJob(
      db,
      MESSAGE_QUEUE,
      message,
      sql`state = ${outcome.state}, sent_at = ${at}, provider = ${sender.provider},
        provider_message_id = ${outcome.providerMessageId}${delivered}`,
    );
    return true;
  } catch (error) {
    const text = errorText(error);
    if (error instanceof PermanentSendFailure) {
      await db.transaction((tx) => failForGood(tx, ours(MESSAGE_QUEUE, message), error.failure, text));
      logger.warn({ messageId: message.id, err: error }, 'message refusé pour de bon : canal suivant');
      return true;
    }
    if (error instanceof SendInDoubt) {
      // The claim stays (claimed_at kept, lease ended): the message waits for a receipt naming it, or
      // for the grace, exactly as after a crash mid-send.
      await db.execute(
        sql`update message_outbox set locked_until = null, last_error = ${text}
            where ${ours(MESSAGE_QUEUE, message)}`,
      );
      logger.warn(
        { messageId: message.id, err: error },
        'message peut-être parti : en attente de son accusé',
      );
      return false;
    }
    await retryJob(db, MESSAGE_QUEUE, message, error);
    logger.warn(
      { messageId: message.id, attempts: message.attempts, err: error },
      "le message n'a pas pu partir",
    );
    return false;
  }
}

/**
 * A reminder or follow-up about to leave in the quiet hours waits for the moment the quiet-hours rule
 * gives (`reminderLeavesAt`, the same as when it was scheduled): its claim is handed back, unspent.
 * True when it was held.
 */
async function heldToQuietHours(db: Database, message: ClaimedMessage): Promise<boolean> {
  if (!HELD_TO_QUIET_HOURS.includes(message.template) || message.booking_start_ms === null) return false;
  const at = now();
  const leaves = reminderLeavesAt(at, new Date(Number(message.booking_start_ms)), at);
  if (leaves.getTime() <= at.getTime()) return false;
  await handBackJob(db, MESSAGE_QUEUE, message, leaves);
  return true;
}

export interface MessageWorkerOptions {
  limit?: number;
  inDoubtGraceMs?: number;
}

/**
 * Sends the messages that are due, oldest first; returns how many were settled. Stops at the first
 * that cannot leave: with a provider down, one failed attempt per round.
 */
export async function processMessages(
  db: Database,
  senders: MessageSenders,
  options: MessageWorkerOptions = {},
): Promise<number> {
  let settled = 0;
  for (let i = 0; i < (options.limit ?? 50); i++) {
    const message = await claimJob(db, messageQueue(options.inDoubtGraceMs));
    if (!message) break;
    if (await heldToQuietHours(db, message)) continue;
    if (!(await sendClaimed(db, senders, message))) break;
    settled++;
  }
  return settled;
}

/** How far a message got, from a provider's receipt. */
export type Receipt =
  | { state: Extract<MessageState, 'sent' | 'delivered' | 'read'> }
  | { state: 'failed'; failure: Extract<MessageFailure, 'unreachable' | 'refused'>; error: string };

const ORDER: Record<MessageState, number> = { pending: 0, sent: 1, delivered: 2, read: 3, failed: 4 };

/**
 * Records a provider's receipt for one of our messages, named by the provider's id or by ours (the
 * reference it echoes). A state only moves forward; a failure falls back to the next channel. A
 * receipt for a message in doubt settles it: it reached the provider, it is not sent again.
 */
export async function recordReceipt(
  db: Database,
  target: {
    provider: string;
    providerMessageId?: string | null;
    messageId?: string | null;
    /** The channel the webhook serves: a receipt never moves a message of another channel. */
    channel?: PhoneChannel;
  },
  receipt: Receipt,
): Promise<boolean> {
  const byId = target.messageId && /^[0-9a-f-]{36}$/i.test(target.messageId) ? target.messageId : null;
  const found = byId
    ? sql`id = ${byId}`
    : target.providerMessageId
      ? sql`provider = ${target.provider} and provider_message_id = ${target.providerMessageId}`
      : null;
  if (!found) return false;
  const match = target.channel ? sql`${found} and channel = ${target.channel}` : found;
  return db.transaction(async (tx) => {
    const at = sqlNow();
    const [row] = await queryRows<{ id: string; state: MessageState }>(
      tx,
      sql`select id, state from message_outbox where ${match} for update`,
    );
    if (!row || row.state === 'failed') return false;
    if (receipt.state === 'failed') {
      return failForGood(tx, sql`id = ${row.id}`, receipt.failure, receipt.error);
    }
    if (ORDER[receipt.state] <= ORDER[row.state]) return true;
    const stamp =
      receipt.state === 'read'
        ? sql`read_at = ${at}, delivered_at = coalesce(delivered_at, ${at})`
        : receipt.state === 'delivered'
          ? sql`delivered_at = ${at}`
          : sql`sent_at = coalesce(sent_at, ${at})`;
    await tx.execute(
      sql`update message_outbox set state = ${receipt.state}, ${stamp}, locked_until = null, claimed_at = null,
            provider = coalesce(provider, ${target.provider}),
            provider_message_id = coalesce(provider_message_id, ${target.providerMessageId ?? null})
          where id = ${row.id}`,
    );
    return true;
  });
}
