import { asc } from 'drizzle-orm';
import type { SettledPast } from '@/shared/api-types';
import { bookings } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import type { BookingChangeContext } from './booking-write';
import { inBookingTransaction } from './booking-write';
import { applyBookingChange } from './change-booking';
import { pastConfirmed } from './get-today';

/**
 * "Marquer les rendez-vous passés": every appointment of the owner's salons that ended by `now` and
 * is still "Confirmé" becomes "Honoré", each through the same change as its own "Honoré" button
 * (policy, consequences: the salon's calendar, the reminder withdrawn), all in one transaction: all
 * or none. The rows are locked first, in id order, so that a single change racing it waits for the
 * whole batch instead of deadlocking with it (decision 060).
 */
export async function settlePastBookings(
  options: BookingChangeContext & { viewer: Viewer },
): Promise<SettledPast> {
  const { db, viewer, now } = options;
  const { value } = await inBookingTransaction(db, options.mailer, async (change) => {
    const due = await change.tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(pastConfirmed(viewer.id, now))
      .orderBy(asc(bookings.id))
      .for('update');
    for (const { id } of due) {
      // Marking attendance e-mails nobody (the consequences' table): nothing is queued to send.
      await applyBookingChange(change, {
        viewer,
        bookingId: id,
        action: 'attended',
        movesPerDay: options.movesPerDay,
        mail: options.mail,
        now,
      });
    }
    return { marked: due.length };
  });
  return value;
}
