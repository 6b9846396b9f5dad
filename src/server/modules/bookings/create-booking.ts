import { eq } from 'drizzle-orm';
import type { BookingView } from '@/shared/api-types';
import { must } from '@/shared/must';
import type { Database } from '../../db/client';
import { bookings, salons } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { isExclusionViolation, isForeignKeyViolation } from '../../lib/pg-errors';
import { fileForAccount } from '../clients/client-files';
import { writeVisitParts } from '../core/booking-parts';
import { findBookingView, toBookingView } from '../core/booking-view';
import { lockSalonBookings } from '../core/lock-salon-bookings';
import { bookedParts } from '../core/salon-packages';
import { SALON_NOT_FOUND } from '../salons/salon-visibility';
import { bookingChanged, type QueuedBookingMail } from './booking-consequences';
import type { BookingMailContext } from './booking-mail';
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
 * notification and e-mail) commits with it; the caller sends the e-mail once its transaction has
 * committed (the booking may be one step of a larger one: `onceForKey`).
 */
export async function createBooking(options: {
  db: Database;
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
}): Promise<{ booking: BookingView; queued: QueuedBookingMail | null }> {
  const { db, viewer } = options;
  try {
    return await db.transaction(async (tx) => {
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
      const view = must(
        await findBookingView(tx, eq(bookings.id, inserted.id)),
        'the booking inserted above',
      );
      const queued = await bookingChanged(tx, {
        transition: 'requested',
        actor: 'client',
        booking: view,
        mail: { ...options.mail, now: options.now },
      });
      return { booking: toBookingView(view), queued };
    });
  } catch (error) {
    // Taken meanwhile; or what it pointed to went meanwhile (the employee removed, the service
    // deleted): either way this slot is no longer offered.
    if (isExclusionViolation(error) || isForeignKeyViolation(error)) throw slotTaken();
    throw error;
  }
}
