import { eq } from 'drizzle-orm';
import type { BookingView } from '@/shared/api-types';
import { must } from '@/shared/must';
import { notFound } from '../../base/errors';
import { bookings, salons } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { isExclusionViolation, isForeignKeyViolation } from '../../lib/pg-errors';
import { fileForAccount } from '../clients/client-files';
import { writeVisitParts } from '../core/booking-parts';
import { toBookingView } from '../core/booking-view';
import { lockSalonBookings } from '../core/lock-salon-bookings';
import { bookedParts } from '../core/salon-packages';
import { SALON_NOT_FOUND } from '../salons/salon-visibility';
import type { BookingMailContext } from './booking-mail';
import { type BookingTx, bookingMade } from './booking-write';
import {
  assertNoClientOverlap,
  assertSalonQuota,
  assertUnverifiedQuota,
  lockClientBookings,
} from './fair-use';
import { loadSalonService, loadVisitServices } from './get-salon-slots';
import { slotTaken, takeVisit } from './take-slot';

/**
 * A client books a slot (docs/product.md#slots and #double-booking).
 * The slot is re-computed inside the transaction with the
 * same function that offered it; the database's exclusion constraint settles any race that slips
 * between that check and the insert. What a request causes (booking-consequences.ts: the owner's
 * notification and e-mail) commits with it, in the caller's booking transaction (which may hold more:
 * `onceForKey`), and the e-mail leaves once it has committed.
 */
export async function createBooking(
  change: BookingTx,
  options: {
    viewer: Viewer;
    salonId: string;
    serviceId: string;
    start: string;
    /** The person chosen; null or absent: "Sans préférence". */
    employeeId?: string | null;
    /** A visit: the services after the first, each with its chosen person (docs/product.md#service-timing). */
    followedBy?: readonly { serviceId: string; employeeId: string | null }[];
    /** The package these services are booked as (docs/product.md#packages). */
    packageId?: string | null;
    /** Where the owner's e-mail links. */
    mail: Omit<BookingMailContext, 'now'>;
    now: Date;
  },
): Promise<BookingView> {
  const { viewer } = options;
  const { tx } = change;
  try {
    const { salon, service, audience } = await loadSalonService(
      tx,
      options.salonId,
      options.serviceId,
      viewer,
    );
    // Only approved salons take bookings, whoever asks.
    if (!salon.isApproved) throw notFound(SALON_NOT_FOUND);
    await lockClientBookings(tx, viewer.id);
    await assertUnverifiedQuota(tx, {
      clientId: viewer.id,
      emailVerified: viewer.emailVerified,
      now: options.now,
    });
    await assertSalonQuota(tx, { clientId: viewer.id, salonId: salon.id, now: options.now });
    await lockSalonBookings(tx, salon.id);
    // Read again under the salon's lock, which a suspension holds while it hides the salon and
    // cancels its bookings: one that came first is seen, and one that comes next finds this booking.
    const [still] = await tx
      .select({ isApproved: salons.isApproved })
      .from(salons)
      .where(eq(salons.id, salon.id));
    if (!still?.isApproved) throw notFound(SALON_NOT_FOUND);
    const taken = await takeVisit(tx, {
      salon,
      parts: [
        { service, employeeId: options.employeeId ?? null },
        ...(await loadVisitServices(tx, salon.id, options.followedBy ?? [], audience)),
      ],
      start: options.start,
      now: options.now,
      audience,
    });
    const { parts, visit } = await bookedParts(tx, salon, taken, options.packageId ?? null);
    await assertNoClientOverlap(tx, { clientId: viewer.id, ...visit });
    // The client joins the owner's client book, or their file there (docs/product.md#client-file).
    const file = await fileForAccount(tx, salon.ownerId, viewer);
    const [row] = await tx
      .insert(bookings)
      .values({
        clientId: viewer.id,
        salonClientId: file.id,
        ...visit,
        status: 'pending',
        // The salon's "Délai de réponse", at the latest the appointment itself.
        respondBy: new Date(
          Math.min(options.now.getTime() + salon.responseHours * 3_600_000, visit.startTime.getTime()),
        ),
      })
      .returning({ id: bookings.id });
    const inserted = must(row, 'the inserted booking');
    await writeVisitParts(tx, { id: inserted.id, salonId: salon.id }, parts);
    const view = await bookingMade(change, {
      transition: 'requested',
      actor: 'client',
      bookingId: inserted.id,
      now: options.now,
      mail: options.mail,
    });
    return toBookingView(view);
  } catch (error) {
    // Taken meanwhile; or what it pointed to went meanwhile (the employee removed, the service
    // deleted): either way this slot is no longer offered.
    if (isExclusionViolation(error) || isForeignKeyViolation(error)) throw slotTaken();
    throw error;
  }
}
