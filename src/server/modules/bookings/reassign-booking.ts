import { eq } from 'drizzle-orm';
import type { BookingChange } from '@/shared/api-types';
import { reassignRefusal } from '@/shared/booking-policy';
import { VISIT_REASSIGN_MESSAGE } from '@/shared/bookings';
import { EMPLOYEE_NOT_ELIGIBLE } from '@/shared/staff';
import { AppError, notFound } from '../../base/errors';
import type { Database } from '../../db/client';
import { bookings, services } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import type { Mailer } from '../../lib/mail/mailer';
import { isExclusionViolation } from '../../lib/pg-errors';
import { loadVisitParts } from '../core/booking-parts';
import { findBookingView, toBookingView } from '../core/booking-view';
import { lockSalonBookings } from '../core/lock-salon-bookings';
import type { BookingMailContext } from './booking-mail';
import { BOOKING_NOT_FOUND } from './booking-text';
import { inBookingTransaction, writeBookingChange } from './booking-write';
import { takeSlot } from './take-slot';

const notEligible = () => new AppError(409, 'employee_unavailable', EMPLOYEE_NOT_ELIGIBLE);

/**
 * The salon gives a booking to another of its employees: one who performs the service and is free
 * for the booking's whole time (the same slot function decides). Time and status stay; what follows
 * (the salon's calendar, the client told in the app and by e-mail) is the table's
 * (booking-consequences.ts), committed with the change. Giving it to the one who has it changes nothing.
 */
export async function reassignBooking(options: {
  db: Database;
  mailer: Mailer;
  viewer: Viewer;
  bookingId: string;
  employeeId: string;
  /** Where the client's e-mail points and who sends the invitation. */
  mail: Omit<BookingMailContext, 'now'>;
  now: Date;
}): Promise<BookingChange> {
  const { db, viewer, now } = options;
  try {
    const { value: booking, emailSent } = await inBookingTransaction(db, options.mailer, async (change) => {
      const { tx } = change;
      // The row is locked before it is read, as a status change does: two reassignments of one
      // booking at once then see each other's result, and the second is a no-op that tells nobody.
      await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(eq(bookings.id, options.bookingId))
        .for('update');
      const current = await findBookingView(tx, eq(bookings.id, options.bookingId));
      // Someone else's booking does not exist for this viewer.
      if (!current || current.salonOwnerId !== viewer.id) throw notFound(BOOKING_NOT_FOUND);
      const refusal = reassignRefusal('salon', current, now);
      if (refusal) throw new AppError(refusal.status, refusal.code, refusal.message);
      if ((await loadVisitParts(tx, [current.id])).length > 1) {
        throw new AppError(409, 'employee_unavailable', VISIT_REASSIGN_MESSAGE);
      }
      const [service] = current.serviceId
        ? await tx.select().from(services).where(eq(services.id, current.serviceId))
        : [];
      if (!service) throw notEligible();
      await lockSalonBookings(tx, current.salonId);
      const slot = await takeSlot(tx, {
        salon: { id: current.salonId, timeZone: current.timeZone },
        service,
        start: current.startTime.toISOString(),
        now,
        employeeId: options.employeeId,
        audience: 'salon',
        excludeBookingId: current.id,
      }).catch((error: unknown) => {
        if (error instanceof AppError && error.status !== 404) throw notEligible();
        throw error;
      });
      if (slot.employeeId === current.employeeId) return toBookingView(current, 'salon');
      // Only the person changes: the time and length stay as booked. The client's calendar sees a
      // new version of the event ("avec …").
      const updated = await writeBookingChange(change, {
        transition: 'reassigned',
        actor: 'salon',
        booking: current,
        employeeId: slot.employeeId,
        now,
        mail: options.mail,
      });
      return toBookingView(updated, 'salon');
    });
    // Sent at once; a failure stays queued for the outbox worker and is reported to the salon.
    return { booking, emailSent };
  } catch (error) {
    if (isExclusionViolation(error)) throw notEligible();
    throw error;
  }
}
