import { and, eq, gt, isNotNull, lte } from 'drizzle-orm';
import { must } from '@/shared/must';
import { bookings } from '../../db/schema';
import { findBookingView } from '../core/booking-view';
import { bookingLinkUrl, createBookingLink } from './booking-links';
import { inBookingTransaction, writeBookingChange } from './booking-write';
import { type BookingJobOptions, claimDueBookings } from './due-bookings';

/**
 * Sends the reminders that are due (docs/product.md#reminders): a confirmed booking whose
 * `remind_at` has come and which has not started. Claiming the row (SKIP LOCKED), clearing
 * `remind_at`, creating the two links and queueing the e-mail commit together, so each booking gets
 * its reminder once, whichever process claims it; the outbox then delivers it exactly once, through
 * SMTP outages and restarts. Returns the ids of the reminded bookings.
 */
export async function sendReminders(options: BookingJobOptions): Promise<string[]> {
  const { db, now } = options;
  const { value } = await inBookingTransaction(db, null, async (change) => {
    const { tx } = change;
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
    for (const { id } of due) {
      const booking = must(await findBookingView(tx, eq(bookings.id, id)), 'a booking locked above');
      const links = {
        confirm: bookingLinkUrl(
          options.mail.baseUrl,
          await createBookingLink(tx, booking, 'confirm_attendance'),
        ),
        cancel: bookingLinkUrl(options.mail.baseUrl, await createBookingLink(tx, booking, 'cancel')),
      };
      // Its SMS follow-up, when the reminder went by e-mail, is the table's too.
      await writeBookingChange(change, {
        transition: 'reminded',
        actor: 'system',
        booking,
        links,
        now,
        mail: options.mail,
      });
    }
    return due.map((row) => row.id);
  });
  return value;
}
