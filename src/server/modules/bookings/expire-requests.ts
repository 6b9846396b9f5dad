import { and, eq, lte } from 'drizzle-orm';
import { must } from '@/shared/must';
import { bookings } from '../../db/schema';
import { findBookingView } from '../core/booking-view';
import { inBookingTransaction, writeBookingChange } from './booking-write';
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
  const { value } = await inBookingTransaction(db, null, async (change) => {
    const due = await claimDueBookings(
      change.tx,
      options,
      and(eq(bookings.status, 'pending'), lte(bookings.respondBy, now)),
      bookings.respondBy,
    );
    for (const { id } of due) {
      const booking = must(await findBookingView(change.tx, eq(bookings.id, id)), 'a booking locked above');
      await writeBookingChange(change, {
        transition: 'expired',
        actor: 'system',
        booking,
        status: 'expired',
        now,
        mail: options.mail,
      });
    }
    return due.map((row) => row.id);
  });
  return value;
}
