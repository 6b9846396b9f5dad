import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { must } from '@/shared/must';
import { bookings } from '../../db/schema';
import { findBookingView } from '../core/booking-view';
import { bookingChanged, reminderColumns } from './booking-consequences';
import { type BookingJobOptions, claimDueBookings } from './due-bookings';

/**
 * Requests the salon did not answer by their `respond_by` become "Expiré": the slot is free again,
 * the client is told in the app and by e-mail (docs/product.md#requests-expire). The status change
 * and its consequences (booking-consequences.ts) commit together, and rows are claimed with SKIP LOCKED under
 * a `status = 'pending'` condition: each request expires once, whichever process gets it.
 * Returns the ids of the expired bookings.
 */
export async function expireRequests(options: BookingJobOptions): Promise<string[]> {
  const { db, now } = options;
  return db.transaction(async (tx) => {
    const due = await claimDueBookings(
      tx,
      options,
      and(eq(bookings.status, 'pending'), lte(bookings.respondBy, now)),
      bookings.respondBy,
    );
    if (due.length === 0) return [];
    const ids = due.map((row) => row.id);
    await tx
      .update(bookings)
      .set({
        status: 'expired',
        sequence: sql`${bookings.sequence} + 1`,
        ...reminderColumns('expired', 'system', now),
      })
      .where(and(inArray(bookings.id, ids), eq(bookings.status, 'pending')));
    for (const id of ids) {
      const booking = must(await findBookingView(tx, eq(bookings.id, id)), 'a booking locked above');
      await bookingChanged(tx, {
        transition: 'expired',
        actor: 'system',
        booking,
        mail: { ...options.mail, now },
      });
    }
    return ids;
  });
}
