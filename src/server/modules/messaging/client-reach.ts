import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ClientReach, PhoneChannel } from '@/shared/messaging';
import { sqlNow } from '../../base/clock';
import type { Executor } from '../../db/client';
import { messageOptOuts, salonClients, users } from '../../db/schema';
import type { BookingViewRow } from '../core/booking-view';

/** The channels a number's owner turned off. */
export async function optedOutChannels(executor: Executor, phone: string | null): Promise<PhoneChannel[]> {
  if (!phone) return [];
  const rows = await executor
    .select({ channel: messageOptOuts.channel })
    .from(messageOptOuts)
    .where(eq(messageOptOuts.phone, phone));
  return rows.map((row) => row.channel);
}

/**
 * How the booking's client can be reached now: none of it when the salon chose not to write to them
 * (an appointment it entered without "Envoyer la confirmation et les rappels au client").
 */
export async function clientReachOf(
  executor: Executor,
  booking: Pick<BookingViewRow, 'clientId' | 'fileId' | 'clientEmail' | 'clientPhone' | 'notifyClient'>,
): Promise<ClientReach> {
  if (!booking.notifyClient) return { email: null, phone: null, whatsappOptIn: false, optedOut: [] };
  const [account] = booking.clientId
    ? await executor.select({ optIn: users.whatsappOptIn }).from(users).where(eq(users.id, booking.clientId))
    : [];
  const [file] = booking.fileId
    ? await executor
        .select({ optIn: salonClients.whatsappOptIn })
        .from(salonClients)
        .where(eq(salonClients.id, booking.fileId))
    : [];
  return {
    email: booking.clientEmail,
    phone: booking.clientPhone,
    whatsappOptIn: Boolean(account?.optIn || file?.optIn),
    optedOut: await optedOutChannels(executor, booking.clientPhone),
  };
}

/** Records a way out: honoured from the next message on, for every salon (the sender is the platform's). */
export async function optOut(
  executor: Executor,
  phone: string,
  channel: PhoneChannel,
  salonId: string | null,
): Promise<void> {
  await executor.insert(messageOptOuts).values({ phone, channel, salonId }).onConflictDoNothing();
  // Messages already queued to that number by that channel do not leave either.
  await executor.execute(
    sql`update message_outbox set state = 'failed', failure = 'opted_out', failed_at = ${sqlNow()}, locked_until = null
        where to_phone = ${phone} and channel = ${channel} and state = 'pending'`,
  );
}

/** The ways out recorded for these numbers, for a client file's view. */
export async function optOutsOf(executor: Executor, phones: string[]) {
  if (phones.length === 0) return [];
  return executor
    .select({ phone: messageOptOuts.phone, channel: messageOptOuts.channel, at: messageOptOuts.createdAt })
    .from(messageOptOuts)
    .where(and(inArray(messageOptOuts.phone, phones)));
}
