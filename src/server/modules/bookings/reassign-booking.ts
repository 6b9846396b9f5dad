import { eq } from 'drizzle-orm';
import type { BookingChange } from '@/shared/api-types';
import { reassignRefusal } from '@/shared/booking-policy';
import { EMPLOYEE_NOT_ELIGIBLE } from '@/shared/staff';
import type { Database } from '../../db/client';
import { bookings, services } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { isExclusionViolation } from '../../lib/pg-errors';
import { scheduleBookingEvent } from '../calendar/event-sync';
import { BOOKING_NOT_FOUND } from './booking-text';
import { findBookingView, toBookingView } from './booking-view';
import { lockSalonBookings, takeSlot } from './take-slot';

const notEligible = () => new AppError(409, 'employee_unavailable', EMPLOYEE_NOT_ELIGIBLE);

/**
 * The salon gives a booking to another of its employees: one who performs the service and is free
 * for the booking's whole time (the same slot function decides). Time and status stay; the salon's
 * calendar event follows.
 */
export async function reassignBooking(options: {
  db: Database;
  viewer: Viewer;
  bookingId: string;
  employeeId: string;
  now: Date;
}): Promise<BookingChange> {
  const { db, viewer, now } = options;
  try {
    const booking = await db.transaction(async (tx) => {
      const current = await findBookingView(tx, eq(bookings.id, options.bookingId));
      // Someone else's booking does not exist for this viewer.
      if (!current || current.salonOwnerId !== viewer.id) throw notFound(BOOKING_NOT_FOUND);
      const refusal = reassignRefusal('salon', current, now);
      if (refusal) throw new AppError(refusal.status, refusal.code, refusal.message);
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
        excludeBookingId: current.id,
      }).catch((error: unknown) => {
        if (error instanceof AppError && error.status !== 404) throw notEligible();
        throw error;
      });
      // Only the person changes: the time and length stay as booked.
      await tx.update(bookings).set({ employeeId: slot.employeeId }).where(eq(bookings.id, current.id));
      await scheduleBookingEvent(tx, current.id);
      return toBookingView((await findBookingView(tx, eq(bookings.id, current.id)))!);
    });
    return { booking, emailSent: null };
  } catch (error) {
    if (isExclusionViolation(error)) throw notEligible();
    throw error;
  }
}
