import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { bookings, salons } from '../../db/schema';
import type { BookingMailContext } from '../bookings/booking-mail';
import { type BookingTx, writeBookingChange } from '../bookings/booking-write';
import { upcomingBookings } from '../core/booking-scope';
import { selectBookingViews } from '../core/booking-view';
import { lockSalonBookings } from '../core/lock-salon-bookings';

export const SUSPENSION_NOTE = "Salon suspendu par l'administration de Rendezvous.";

/**
 * A prestataire refused or suspended after approval (decision 044): their approved salons leave the
 * public (and come back with `restoreProviderSalons`), and each upcoming booking there is cancelled,
 * with what the table of consequences says follows (booking-consequences.ts: the client told in the
 * app and by e-mail with the calendar's CANCEL, the salon's calendar updated); all in the caller's
 * booking transaction, whose e-mails leave once it has committed. Answers the counts.
 */
export async function suspendProviderSalons(
  change: BookingTx,
  options: { providerId: string; now: Date; mail: Omit<BookingMailContext, 'now'> },
): Promise<{ salonsHidden: number; bookingsCancelled: number }> {
  const { tx } = change;
  const owned = await tx
    .select({ id: salons.id })
    .from(salons)
    .where(eq(salons.ownerId, options.providerId))
    .orderBy(asc(salons.id));
  if (owned.length === 0) return { salonsHidden: 0, bookingsCancelled: 0 };
  const upcomingBookingsOfSalons = () =>
    selectBookingViews(tx)
      .where(
        and(
          inArray(
            bookings.salonId,
            owned.map((salon) => salon.id),
          ),
          upcomingBookings(options.now),
        ),
      )
      .for('update', { of: bookings });
  // The bookings first, then each salon's booking lock: the order in which a change to a booking
  // takes them. A booking being made holds its salon's lock and reads the salon again under it, so
  // it either sees the salon hidden or is committed, and found below, before the salon is hidden.
  await upcomingBookingsOfSalons();
  for (const salon of owned) await lockSalonBookings(tx, salon.id);
  const hidden = await tx
    .update(salons)
    .set({ isApproved: false, hiddenBySuspension: true })
    .where(and(eq(salons.ownerId, options.providerId), eq(salons.isApproved, true)))
    .returning({ id: salons.id });
  const upcoming = await upcomingBookingsOfSalons();
  for (const booking of upcoming) {
    await writeBookingChange(change, {
      transition: 'provider_suspended',
      actor: 'admin',
      booking,
      status: 'cancelled',
      note: SUSPENSION_NOTE,
      now: options.now,
      mail: options.mail,
    });
  }
  return { salonsHidden: hidden.length, bookingsCancelled: upcoming.length };
}

/** A prestataire validated again: the salons their suspension hid are public again. */
export async function restoreProviderSalons(tx: Transaction, providerId: string): Promise<number> {
  const restored = await tx
    .update(salons)
    .set({ isApproved: true, hiddenBySuspension: false })
    .where(and(eq(salons.ownerId, providerId), eq(salons.hiddenBySuspension, true)))
    .returning({ id: salons.id });
  return restored.length;
}
