import { eq } from 'drizzle-orm';
import type { ReassignCandidates } from '@/shared/api-types';
import { reassignRefusal } from '@/shared/booking-policy';
import { toWallClock } from '@/shared/time-zone';
import { notFound } from '../../base/errors';
import type { Executor } from '../../db/client';
import { bookings, services } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { loadVisitParts } from '../core/booking-parts';
import { findBookingView } from '../core/booking-view';
import { BOOKING_NOT_FOUND } from './booking-text';
import { slotsFor } from './get-salon-slots';

/**
 * GET /bookings/:id/reassign-candidates: the employees "Réassigner" may offer, asked of the slot
 * function that `reassignBooking` applies (takeSlot): those who perform the service and are free for
 * the booking's whole time (no booking, no absence or pause, within their hours), its current one
 * left out. Empty when the booking cannot be reassigned at all.
 */
export async function reassignCandidates(options: {
  db: Executor;
  viewer: Viewer;
  bookingId: string;
  now: Date;
}): Promise<ReassignCandidates> {
  const { db, viewer, now } = options;
  const booking = await findBookingView(db, eq(bookings.id, options.bookingId));
  // Someone else's booking does not exist for this viewer.
  if (!booking || booking.salonOwnerId !== viewer.id) throw notFound(BOOKING_NOT_FOUND);
  const none = { employeeIds: [] };
  if (reassignRefusal('salon', booking, now) || !booking.serviceId) return none;
  if ((await loadVisitParts(db, [booking.id])).length > 1) return none;
  const [service] = await db.select().from(services).where(eq(services.id, booking.serviceId));
  if (!service) return none;
  const { slots } = await slotsFor(db, {
    salon: { id: booking.salonId, timeZone: booking.timeZone },
    service,
    date: toWallClock(booking.startTime, booking.timeZone).date,
    now,
    audience: 'salon',
    excludeBookingId: booking.id,
  });
  const slot = slots.find((candidate) => Date.parse(candidate.start) === booking.startTime.getTime());
  return { employeeIds: (slot?.employeeIds ?? []).filter((id) => id !== booking.employeeId) };
}
