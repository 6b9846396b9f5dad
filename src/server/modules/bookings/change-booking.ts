import { eq, inArray } from 'drizzle-orm';
import type { BookingChange, BookingView } from '@/shared/api-types';
import {
  type BookingAction,
  type BookingSide,
  RESULTING_STATUS,
  refusalOf,
  sideOfRole,
} from '@/shared/booking-policy';
import { CLIENT_CHOOSES_NO_EMPLOYEE_ON_MOVE, VISIT_MOVED_WHOLE_MESSAGE } from '@/shared/bookings';
import { must } from '@/shared/must';
import { AppError, notFound } from '../../base/errors';
import type { Database, Transaction } from '../../db/client';
import { bookings, services } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import type { Mailer } from '../../lib/mail/mailer';
import { isExclusionViolation } from '../../lib/pg-errors';
import { enforceRateLimit } from '../../lib/rate-limit';
import { bookedVisit, loadVisitParts, type VisitPart } from '../core/booking-parts';
import { type BookingViewRow, findBookingView, toBookingView } from '../core/booking-view';
import { lockSalonBookings } from '../core/lock-salon-bookings';
import { TRANSITION_OF_ACTION } from './booking-consequences';
import type { BookingMailContext } from './booking-mail';
import { BOOKING_NOT_FOUND } from './booking-text';
import { type BookingTx, inBookingTransaction, writeBookingChange } from './booking-write';
import { assertNoClientOverlap, lockClientBookings } from './fair-use';
import { slotTaken, takeVisit } from './take-slot';

/**
 * The booking's own client acting by a one-tap link its messages carried (the reminder e-mail, an SMS,
 * a WhatsApp message): the link names the booking and proves the person, so no account is needed (a
 * client the salon entered may have only a file). Only a cancellation goes through here, held to the
 * client's rules (`refusalOf('client', …)`: the cancellation window) like one made on the site.
 */
export const CLIENT_BY_LINK = { byLink: 'client' } as const;
export type ChangeActor = Viewer | typeof CLIENT_BY_LINK;
const byLink = (actor: ChangeActor): actor is typeof CLIENT_BY_LINK => 'byLink' in actor;

/** The side the viewer acts as on this booking, or null when it is not theirs to act on. */
function sideOf(viewer: ChangeActor, booking: BookingViewRow): BookingSide | null {
  if (byLink(viewer)) return 'client';
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
  /** The salon's move to another of its employees (a drag in the agenda); absent: the same one. */
  employeeId?: string;
  /** Moves of one booking allowed within 24 hours, by either side (docs/product.md#abuse-limits). */
  movesPerDay: number;
  /** Where the client's e-mails point and who sends their invitations. */
  mail: Omit<BookingMailContext, 'now'>;
  now: Date;
}

/**
 * Confirms, refuses, cancels, moves a booking or records attendance. The status change and its
 * consequences (booking-consequences.ts) commit together; the e-mail is then sent at once, and stays
 * queued for the worker when that fails (decision 030). The salon's or an admin's answer says whether
 * it went out; the client is not told about their own e-mail's delivery.
 */
export async function changeBooking(options: ChangeOptions): Promise<BookingChange> {
  const { db, mailer } = options;
  try {
    const { value: applied, emailSent } = await inBookingTransaction(db, mailer, (booking) =>
      applyBookingChange(booking, options),
    );
    return { booking: applied.booking, emailSent: applied.side === 'client' ? null : emailSent };
  } catch (error) {
    if (isExclusionViolation(error)) throw slotTaken();
    throw error;
  }
}

/**
 * The change inside the caller's booking transaction (the reminder's cancel link joins it to spending
 * the link). Returns the booking and the side that acted.
 */
export async function applyBookingChange(
  booking: BookingTx,
  options: Omit<ChangeOptions, 'db' | 'mailer' | 'viewer'> & { viewer: ChangeActor },
): Promise<{ booking: BookingView; side: BookingSide }> {
  const { tx } = booking;
  const { viewer, action, now } = options;
  if (byLink(viewer) && action !== 'cancel') throw new Error(`no '${action}' by a link`);
  // Lock the row: two people acting at once on one booking take turns.
  await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, options.bookingId)).for('update');
  const current = await findBookingView(tx, eq(bookings.id, options.bookingId));
  const side = current ? sideOf(viewer, current) : null;
  // Someone else's booking does not exist for this viewer.
  if (!current || !side) throw notFound(BOOKING_NOT_FOUND);
  const refusal = refusalOf(side, action, current, now);
  if (refusal) throw new AppError(refusal.status, refusal.code, refusal.message);

  let parts: VisitPart[] | undefined;
  if (action === 'move') {
    // Counted in the transaction: only a move that happens uses one of the day's moves.
    await enforceRateLimit(
      tx,
      `move:${current.id}`,
      { max: options.movesPerDay, windowSeconds: 86_400 },
      (wait) =>
        `Ce rendez-vous a déjà été déplacé ${options.movesPerDay} fois en 24 heures. Vous pourrez le déplacer à nouveau dans ${wait}.`,
    );
    if (side === 'client' && current.clientId) await lockClientBookings(tx, current.clientId);
    if (options.employeeId && side === 'client') {
      throw new AppError(403, 'forbidden', CLIENT_CHOOSES_NO_EMPLOYEE_ON_MOVE);
    }
    parts = await movedTimes(tx, current, options.start ?? '', now, options.employeeId);
    const visit = bookedVisit({ id: current.salonId, ownerId: current.salonOwnerId }, parts);
    // Fair use: the client's own move may not land on another of their appointments.
    if (side === 'client' && current.clientId) {
      await assertNoClientOverlap(tx, {
        clientId: current.clientId,
        startTime: visit.startTime,
        endTime: visit.endTime,
        excludeBookingId: current.id,
      });
    }
  }
  const updated = await writeBookingChange(booking, {
    transition: TRANSITION_OF_ACTION[action],
    actor: side,
    booking: current,
    status: RESULTING_STATUS[action],
    parts,
    note: options.note,
    now,
    mail: options.mail,
  });
  return { booking: toBookingView(updated, side === 'client' ? 'client' : 'salon'), side };
}

/**
 * The new parts of a moved booking: a start offered right now for its services, its own times set
 * free. Each part keeps its employee (a one-service booking may take the one the salon dropped it
 * on), who must perform the service and be free then; a part without one gets one like a new
 * booking. The services are booked again as they are now, with the names and prices agreed.
 */
async function movedTimes(
  tx: Transaction,
  booking: BookingViewRow,
  start: string,
  now: Date,
  employeeId?: string,
): Promise<VisitPart[]> {
  const parts = await loadVisitParts(tx, [booking.id]);
  const serviceIds = parts.flatMap((part) => (part.serviceId ? [part.serviceId] : []));
  const rows =
    serviceIds.length > 0 ? await tx.select().from(services).where(inArray(services.id, serviceIds)) : [];
  const asked = parts.map((part) => ({ part, service: rows.find((row) => row.id === part.serviceId) }));
  if (asked.length === 0 || asked.some(({ service }) => !service))
    throw new AppError(
      409,
      'service_gone',
      "Ce service n'est plus proposé : le rendez-vous ne peut pas être déplacé.",
    );
  if (employeeId && asked.length > 1) {
    throw new AppError(409, 'employee_unavailable', VISIT_MOVED_WHOLE_MESSAGE);
  }
  await lockSalonBookings(tx, booking.salonId);
  const placed = await takeVisit(tx, {
    salon: { id: booking.salonId, timeZone: booking.timeZone },
    parts: asked.map(({ part, service }) => ({
      service: must(service, 'a service checked above'),
      employeeId: employeeId ?? part.employeeId,
    })),
    start,
    now,
    // A booking made is moved with the whole team: who has it was decided already (decision 075).
    audience: 'salon',
    excludeBookingId: booking.id,
  });
  return placed.map((part, index) => ({
    ...part,
    serviceName: asked[index]?.part.serviceName ?? part.serviceName,
    servicePrice: asked[index]?.part.servicePrice ?? part.servicePrice,
  }));
}
