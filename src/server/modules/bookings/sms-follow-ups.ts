import { and, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { channelFor, reminderLeavesAt, SMS_FOLLOW_UP_HOURS } from '@/shared/messaging';
import { must } from '@/shared/must';
import type { Executor } from '../../db/client';
import { bookings } from '../../db/schema';
import { type BookingViewRow, findBookingView } from '../core/booking-view';
import { queueBookingMessage } from '../messaging/booking-messages';
import { clientReachOf } from '../messaging/client-reach';
import { type BookingJobOptions, claimDueBookings } from './due-bookings';

/**
 * After an e-mail reminder, the SMS that follows it when the client has not answered "Je confirme ma
 * venue" 3 hours before the appointment (decision 078): set when the e-mail leaves, if the number can
 * take an SMS; none when that moment has gone by.
 */
export async function scheduleSmsFollowUp(tx: Executor, booking: BookingViewRow, now: Date): Promise<void> {
  const reach = await clientReachOf(tx, booking);
  if (!reach.phone || reach.optedOut.includes('sms')) return;
  const due = new Date(booking.startTime.getTime() - SMS_FOLLOW_UP_HOURS * 3_600_000);
  if (due.getTime() <= now.getTime()) return;
  await tx
    .update(bookings)
    .set({
      smsFollowUpAt: reminderLeavesAt(due, booking.startTime, now),
      updatedAt: sql`${bookings.updatedAt}`,
    })
    .where(eq(bookings.id, booking.id));
}

/**
 * Sends the follow-up SMS that are due, each exactly once: claimed with SKIP LOCKED, cleared and
 * queued in one transaction. A client who answered meanwhile, or asked for no more SMS, gets none;
 * past the salon's cap none leaves (the e-mail reminder went already).
 */
export async function sendSmsFollowUps(options: BookingJobOptions): Promise<string[]> {
  const { db, now } = options;
  return db.transaction(async (tx) => {
    const due = await claimDueBookings(
      tx,
      options,
      and(lte(bookings.smsFollowUpAt, now), isNotNull(bookings.smsFollowUpAt)),
      bookings.smsFollowUpAt,
    );
    const sent: string[] = [];
    for (const { id } of due) {
      await tx
        .update(bookings)
        .set({ smsFollowUpAt: null, updatedAt: sql`${bookings.updatedAt}` })
        .where(eq(bookings.id, id));
      const [still] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.id, id),
            eq(bookings.status, 'confirmed'),
            isNull(bookings.clientConfirmedAt),
            gt(bookings.startTime, now),
          ),
        );
      if (!still) continue;
      const booking = must(await findBookingView(tx, eq(bookings.id, id)), 'a booking locked above');
      const reach = await clientReachOf(tx, booking);
      if (!reach.phone || channelFor({ ...reach, email: null, whatsappOptIn: false }) !== 'sms') continue;
      await queueBookingMessage(tx, {
        kind: 'follow_up',
        channel: 'sms',
        booking,
        reach,
        mail: null,
        linkBase: options.mail.linkBaseUrl ?? options.mail.baseUrl,
        now,
      });
      sent.push(id);
    }
    return sent;
  });
}
