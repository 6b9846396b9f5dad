import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { EXPLAINED_ACTIONS } from '@/shared/booking-policy';
import type { BookingStatus } from '@/shared/booking-status';
import { NOTE_REQUIRED_MESSAGE } from '@/shared/bookings';
import { channelFor, reminderLeavesAt } from '@/shared/messaging';
import { must } from '@/shared/must';
import { AppError } from '../../base/errors';
import type { Database, Transaction } from '../../db/client';
import { bookingParts, bookings } from '../../db/schema';
import type { Mailer } from '../../lib/mail/mailer';
import { bookedVisit, type VisitPart, writeVisitParts } from '../core/booking-parts';
import { type BookingViewRow, findBookingView } from '../core/booking-view';
import { clientReachOf } from '../messaging/client-reach';
import {
  type BookingActor,
  type BookingTransition,
  bookingChanged,
  consequencesOf,
  type QueuedBookingMail,
  reminderColumns,
  sendIfDueNow,
  TRANSITION_OF_ACTION,
} from './booking-consequences';
import type { BookingMailContext } from './booking-mail';
import { scheduleSmsFollowUp } from './sms-follow-ups';

// The one write path of a booking (decision 084). Every change of a booking, whoever makes it (the
// client on the site or by a link, the salon, an admin, a worker, a suspension, an erased account),
// is written by `writeBookingChange` and every new one announced by `bookingMade`, inside a
// transaction opened by `inBookingTransaction`: the row (status, times, person, note, version,
// reminder with its quiet hours), the explanation the policy asks for, what the consequences table
// says follows, and the e-mails that leave once the transaction has committed.

/** What a booking change started outside a request's router needs besides its own input. */
export interface BookingChangeContext {
  db: Database;
  mailer: Mailer;
  /** Where the client's e-mails point and who sends their invitations. */
  mail: Omit<BookingMailContext, 'now'>;
  /** Moves of one booking allowed within 24 hours, by either side (docs/product.md#abuse-limits). */
  movesPerDay: number;
  now: Date;
}

/** A transaction that booking changes write in, with the e-mails they queued to send after it. */
export interface BookingTx {
  readonly tx: Transaction;
  /** Filled by the writes; sent by `inBookingTransaction` once committed. */
  readonly leaving: QueuedBookingMail[];
}

/**
 * Runs `work` in one transaction; once it has committed, sends at once the e-mails its booking
 * writes queued for "now" (a failure stays queued for the outbox worker). `emailSent`: null when none
 * was due now, else whether all of them went out. A worker's transaction has no mailer: what it
 * queues leaves with the outbox worker, as the table says of the workers' changes.
 */
export async function inBookingTransaction<T>(
  db: Database,
  mailer: Mailer | null,
  work: (booking: BookingTx) => Promise<T>,
  options: {
    /** Opens the transaction some other way: within a request's idempotency record (`onceForKey`). */
    open?: (inTransaction: (tx: Transaction) => Promise<T>) => Promise<T>;
  } = {},
): Promise<{ value: T; emailSent: boolean | null }> {
  const leaving: QueuedBookingMail[] = [];
  const open = options.open ?? ((inTransaction) => db.transaction(inTransaction));
  const value = await open((tx) => work({ tx, leaving }));
  let emailSent: boolean | null = null;
  if (!mailer) return { value, emailSent };
  for (const queued of leaving) {
    const sent = await sendIfDueNow(db, mailer, queued);
    if (sent !== null) emailSent = (emailSent ?? true) && sent;
  }
  return { value, emailSent };
}

/**
 * The changes that must say why (the policy's cancellations and refusals, and the two an
 * administration or an erasure makes): the note is stored, the client or the salon reads it.
 */
const EXPLAINED: ReadonlySet<BookingTransition> = new Set([
  ...EXPLAINED_ACTIONS.map((action) => TRANSITION_OF_ACTION[action]),
  'provider_suspended',
  'client_account_erased',
]);

export interface BookingWrite {
  transition: BookingTransition;
  actor: BookingActor;
  /** The booking as it was, its row locked by the caller. */
  booking: BookingViewRow;
  /** Its status after the change; left as it is when absent. */
  status?: BookingStatus;
  /** A move: the visit's new parts, which give its times and person. */
  parts?: readonly VisitPart[];
  /** A reassignment: the one person who now performs the whole booking. */
  employeeId?: string | null;
  /** The salon's note or the client's reason; required by the changes that must say why. */
  note?: string | null;
  /** The reminder's two one-tap links. */
  links?: { confirm: string; cancel: string };
  now: Date;
  /** Where e-mails link and who sends them: needed by every change that writes to someone. */
  mail?: Omit<BookingMailContext, 'now'>;
}

/**
 * Writes a change of an existing booking and what follows from it, in the booking transaction.
 * Answers the booking as the change left it.
 */
export async function writeBookingChange(
  { tx, leaving }: BookingTx,
  change: BookingWrite,
): Promise<BookingViewRow> {
  const { transition, actor, booking, now } = change;
  const note = change.note?.trim() || null;
  if (EXPLAINED.has(transition) && !note) {
    throw new AppError(400, 'validation_failed', NOTE_REQUIRED_MESSAGE, { note: NOTE_REQUIRED_MESSAGE });
  }
  const visit = change.parts
    ? bookedVisit({ id: booking.salonId, ownerId: booking.salonOwnerId }, change.parts)
    : null;
  const times = visit
    ? { startTime: visit.startTime, endTime: visit.endTime, employeeId: visit.employeeId }
    : change.employeeId !== undefined
      ? { employeeId: change.employeeId }
      : {};
  const startTime = times.startTime ?? booking.startTime;
  const changes: PgUpdateSetSource<typeof bookings> = {
    ...times,
    ...(change.status ? { status: change.status } : {}),
    ...(note && EXPLAINED.has(transition)
      ? actor === 'client'
        ? { clientNote: note }
        : { prestataireNote: note }
      : {}),
    ...(transition === 'attendance_confirmed' ? { clientConfirmedAt: now } : {}),
    ...(await reminderOf(tx, booking, change, startTime)),
  };
  // Each change the calendars see (status, time, person) is a new version of the booking's event.
  if (change.status || change.parts || change.employeeId !== undefined)
    changes.sequence = sql`${bookings.sequence} + 1`;
  // The reminder worker's bookkeeping is not a change of the booking: the row keeps its date.
  else if (actor === 'system') changes.updatedAt = sql`${bookings.updatedAt}`;
  await tx.update(bookings).set(changes).where(eq(bookings.id, booking.id));
  if (change.parts) await writeVisitParts(tx, { id: booking.id, salonId: booking.salonId }, change.parts);
  if (change.employeeId !== undefined) {
    // Its parts keep their times and pose; only who performs them changes.
    await tx
      .update(bookingParts)
      .set({ employeeId: change.employeeId })
      .where(eq(bookingParts.bookingId, booking.id));
  }
  const updated = must(await findBookingView(tx, eq(bookings.id, booking.id)), 'the booking locked above');
  await consequencesFollow({ tx, leaving }, { ...change, note }, updated);
  return updated;
}

/**
 * Announces a booking just inserted (a request, or an appointment the salon entered) and sets its
 * reminder as the table says. Answers the booking as stored.
 */
export async function bookingMade(
  { tx, leaving }: BookingTx,
  made: {
    transition: Extract<BookingTransition, 'requested' | 'booked_by_salon'>;
    actor: BookingActor;
    bookingId: string;
    now: Date;
    mail?: Omit<BookingMailContext, 'now'>;
  },
): Promise<BookingViewRow> {
  const read = async () =>
    must(await findBookingView(tx, eq(bookings.id, made.bookingId)), 'the inserted booking');
  const inserted = await read();
  const reminder = await reminderOf(tx, inserted, made, inserted.startTime);
  const noReminder = Object.keys(reminder).length === 0;
  if (!noReminder) await tx.update(bookings).set(reminder).where(eq(bookings.id, inserted.id));
  const booking = noReminder ? inserted : await read();
  await consequencesFollow({ tx, leaving }, made, booking);
  return booking;
}

/**
 * The reminder's columns, as the table says (`reminderColumns`). A reminder set anew that will go by
 * SMS or WhatsApp keeps to the quiet hours (due at 21:30, it leaves at 19:30), so its time is written
 * once. Nobody is reminded when the salon keeps the client out of its messages.
 */
async function reminderOf(
  tx: Transaction,
  booking: BookingViewRow,
  change: {
    transition: BookingTransition;
    actor: BookingActor;
    now: Date;
    mail?: Omit<BookingMailContext, 'now'>;
  },
  startTime: Date,
): Promise<ReturnType<typeof reminderColumns>> {
  const { now } = change;
  const columns = reminderColumns(change.transition, change.actor, now, {
    startTime,
    reminderHours: booking.reminderHours,
  });
  if (consequencesOf(change.transition, change.actor).reminder !== 'schedule') return columns;
  if (!booking.notifyClient || !columns.remindAt) return { ...columns, remindAt: null };
  const channel = channelFor(await clientReachOf(tx, booking), [], change.mail?.delivering);
  if (channel !== 'sms' && channel !== 'whatsapp') return columns;
  return { ...columns, remindAt: reminderLeavesAt(columns.remindAt, startTime, now) };
}

/** What the table says follows: notifications, calendars, the message queued, the SMS follow-up. */
async function consequencesFollow(
  { tx, leaving }: BookingTx,
  change: {
    transition: BookingTransition;
    actor: BookingActor;
    note?: string | null;
    links?: { confirm: string; cancel: string };
    now: Date;
    mail?: Omit<BookingMailContext, 'now'>;
  },
  booking: BookingViewRow,
): Promise<void> {
  const { transition, actor, now } = change;
  const queued = await bookingChanged(tx, {
    transition,
    actor,
    booking,
    note: change.note,
    links: change.links,
    mail: change.mail ? { ...change.mail, now } : undefined,
  });
  if (queued) leaving.push(queued);
  // An e-mail reminder the client may not read in time is followed by an SMS (decision 078).
  if (queued && consequencesOf(transition, actor).followUp === 'sms') {
    await scheduleSmsFollowUp(tx, booking, now);
  }
}
