import { eq } from 'drizzle-orm';
import type { BookingChange } from '@/shared/api-types';
import {
  type BookingAction,
  type BookingSide,
  RESULTING_STATUS,
  refusalOf,
  sideOfRole,
} from '@/shared/booking-policy';
import type { Database, Transaction } from '../../db/client';
import { bookings, services } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import type { Mailer } from '../../lib/mail/mailer';
import { deliverMail, enqueueMail } from '../../lib/mail/outbox';
import { isExclusionViolation } from '../../lib/pg-errors';
import { scheduleBookingEvent } from '../calendar/event-sync';
import { createNotification } from '../notifications/create-notification';
import { bookingStatusMail } from './booking-mail';
import { type BookingViewRow, findBookingView, toBookingView } from './booking-view';
import { lockSalonBookings, slotTaken, takeSlot } from './take-slot';

export const BOOKING_NOT_FOUND = 'Rendez-vous introuvable.';

/** The side the viewer acts as on this booking, or null when it is not theirs to act on. */
function sideOf(viewer: Viewer, booking: BookingViewRow): BookingSide | null {
  const side = sideOfRole(viewer.role);
  if (side === 'client') return booking.clientId === viewer.id ? side : null;
  if (side === 'salon') return booking.salonOwnerId === viewer.id ? side : null;
  return side;
}

export interface ChangeOptions {
  db: Database;
  mailer: Mailer;
  viewer: Viewer;
  bookingId: string;
  action: BookingAction;
  /** The reason (client) or note (salon, admin): required to refuse or cancel. */
  note?: string;
  /** The new start, to move. */
  start?: string;
  now: Date;
}

/**
 * Confirms, refuses, cancels or moves a booking. The status change, the other party's notification
 * and the client's e-mail (when the salon refuses or cancels) commit together; the e-mail is then
 * sent at once, and stays queued for the worker when that fails (decision 030).
 */
export async function changeBooking(options: ChangeOptions): Promise<BookingChange> {
  const { db, viewer, action, now } = options;
  let mailId: string | null = null;
  try {
    const booking = await db.transaction(async (tx) => {
      // Lock the row: two people acting at once on one booking take turns.
      await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(eq(bookings.id, options.bookingId))
        .for('update');
      const current = await findBookingView(tx, eq(bookings.id, options.bookingId));
      const side = current ? sideOf(viewer, current) : null;
      // Someone else's booking does not exist for this viewer.
      if (!current || !side) throw notFound(BOOKING_NOT_FOUND);
      const refusal = refusalOf(side, action, current, now);
      if (refusal) throw new AppError(refusal.status, refusal.code, refusal.message);

      const status = RESULTING_STATUS[action];
      const note = options.note?.trim() || null;
      const changes: Partial<typeof bookings.$inferInsert> = { status };
      if (action === 'move') Object.assign(changes, await movedTimes(tx, current, options.start ?? '', now));
      if (action === 'refuse' || (action === 'cancel' && side !== 'client')) changes.prestataireNote = note;
      if (action === 'cancel' && side === 'client') changes.clientNote = note;
      await tx.update(bookings).set(changes).where(eq(bookings.id, current.id));
      // The salon's connected calendar follows, through its own outbox (issue "Calendar link" 5a).
      await scheduleBookingEvent(tx, current.id);

      const payload = {
        booking_id: current.id,
        salon_id: current.salonId,
        salon_name: current.salonName,
        service_name: current.serviceName,
        start_time: (changes.startTime ?? current.startTime).toISOString(),
        new_status: status,
        ...(note ? { note } : {}),
      };
      const notify = (userId: string | null) =>
        userId
          ? createNotification(tx, { userId, type: 'booking_status_changed', payload })
          : Promise.resolve();
      if (side !== 'client') await notify(current.clientId);
      if (side !== 'salon') await notify(current.salonOwnerId);

      if ((action === 'refuse' || action === 'cancel') && side !== 'client' && note) {
        const mail = bookingStatusMail(current, status, note);
        if (mail) mailId = await enqueueMail(tx, mail);
      }
      return toBookingView((await findBookingView(tx, eq(bookings.id, current.id)))!);
    });
    const emailSent = mailId ? await deliverMail(db, options.mailer, mailId).catch(() => false) : null;
    return { booking, emailSent };
  } catch (error) {
    if (isExclusionViolation(error)) throw slotTaken();
    throw error;
  }
}

/**
 * The new times of a moved booking: a slot offered right now for its service, its own slot set free.
 * It keeps its employee, who must be free then; a booking without one gets one like a new booking.
 */
async function movedTimes(tx: Transaction, booking: BookingViewRow, start: string, now: Date) {
  const [service] = booking.serviceId
    ? await tx.select().from(services).where(eq(services.id, booking.serviceId))
    : [];
  if (!service)
    throw new AppError(
      409,
      'service_gone',
      "Ce service n'est plus proposé : le rendez-vous ne peut pas être déplacé.",
    );
  await lockSalonBookings(tx, booking.salonId);
  return takeSlot(tx, {
    salon: { id: booking.salonId, timeZone: booking.timeZone },
    service,
    start,
    now,
    employeeId: booking.employeeId,
    excludeBookingId: booking.id,
  });
}
