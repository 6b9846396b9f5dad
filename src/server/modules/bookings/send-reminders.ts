import { and, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import { must } from '@/shared/must';
import { bookings } from '../../db/schema';
import { findBookingView } from '../core/booking-view';
import { bookingChanged, reminderColumns } from './booking-consequences';
import { bookingLinkUrl, createBookingLink } from './booking-links';
import { type BookingJobOptions, claimDueBookings } from './due-bookings';
import { scheduleSmsFollowUp } from './sms-follow-ups';

/**
 * Sends the reminders that are due (docs/product.md#reminders): a confirmed booking whose
 * `remind_at` has come and which has not started. Claiming the row (SKIP LOCKED), clearing
 * `remind_at`, creating the two links and queueing the e-mail commit together, so each booking gets
 * its reminder once, whichever process claims it; the outbox then delivers it exactly once, through
 * SMTP outages and restarts. Returns the ids of the reminded bookings.
 */
export async function sendReminders(options: BookingJobOptions): Promise<string[]> {
  const { db, now } = options;
  return db.transaction(async (tx) => {
    // A reminder whose appointment has begun (the server was down at the time) is dropped.
    await tx
      .update(bookings)
      .set({ remindAt: null })
      .where(and(isNotNull(bookings.remindAt), lte(bookings.startTime, now)));
    const due = await claimDueBookings(
      tx,
      options,
      and(lte(bookings.remindAt, now), eq(bookings.status, 'confirmed'), gt(bookings.startTime, now)),
      bookings.remindAt,
    );
    const sent: string[] = [];
    for (const { id } of due) {
      await tx
        .update(bookings)
        .set({ ...reminderColumns('reminded', 'system', now), updatedAt: sql`${bookings.updatedAt}` })
        .where(eq(bookings.id, id));
      const booking = must(await findBookingView(tx, eq(bookings.id, id)), 'a booking locked above');
      const links = {
        confirm: bookingLinkUrl(
          options.mail.baseUrl,
          await createBookingLink(tx, booking, 'confirm_attendance'),
        ),
        cancel: bookingLinkUrl(options.mail.baseUrl, await createBookingLink(tx, booking, 'cancel')),
      };
      const emailed = await bookingChanged(tx, {
        transition: 'reminded',
        actor: 'system',
        booking,
        links,
        mail: { ...options.mail, now },
      });
      if (emailed) await scheduleSmsFollowUp(tx, booking, now);
      sent.push(id);
    }
    return sent;
  });
}
