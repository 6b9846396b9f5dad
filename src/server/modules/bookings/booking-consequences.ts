import { eq } from 'drizzle-orm';
import type { BookingAction } from '@/shared/booking-policy';
import { channelFor } from '@/shared/messaging';
import type { NotificationType } from '@/shared/notification-types';
import { firstNameOf } from '@/shared/staff';
import type { Database, Executor } from '../../db/client';
import { type bookings, users } from '../../db/schema';
import type { Mailer } from '../../lib/mail/mailer';
import { deliverMail, enqueueMail, type MailContent } from '../../lib/mail/outbox';
import { scheduleBookingEvent } from '../calendar/event-sync';
import { type BookingViewRow, bookingNoticeOf } from '../core/booking-view';
import { queueBookingMessage } from '../messaging/booking-messages';
import type { BookingMessageKind } from '../messaging/booking-texts';
import { clientReachOf } from '../messaging/client-reach';
import { createNotification } from '../notifications/create-notification';
import {
  type BookingMailContext,
  bookingConfirmedMail,
  bookingExpiredMail,
  bookingMovedMail,
  bookingReassignedMail,
  bookingStatusMail,
  clientCancelledMail,
  ownerRequestMail,
  reminderMail,
  salonSuspendedMail,
} from './booking-mail';

/**
 * What happens to a booking, and what each happening causes (decision 063): every path that changes
 * a booking (the client's request, the salon's or an admin's answer, a move, a reassignment, the
 * reminder's links, the worker's expiry and reminders, a suspension, an erased account) names its
 * transition here and writes it through the one write path (booking-write.ts), which asks this table
 * what follows. What the database's triggers add to each write is `BOOKING_WRITE_TRIGGERS`.
 */
export const BOOKING_TRANSITIONS = [
  'requested',
  'booked_by_salon',
  'confirmed',
  'refused',
  'cancelled',
  'moved',
  'reassigned',
  'expired',
  'attendance_marked',
  'attendance_confirmed',
  'reminded',
  'provider_suspended',
  'client_account_erased',
] as const;
export type BookingTransition = (typeof BOOKING_TRANSITIONS)[number];

/** Who makes it happen: the booking's client, its salon's owner, an administrator, or the clock. */
export const BOOKING_ACTORS = ['client', 'salon', 'admin', 'system'] as const;
export type BookingActor = (typeof BOOKING_ACTORS)[number];

/** The booking e-mails, one per thing that can happen (`booking-mail.ts`). */
export type BookingMailKind =
  | 'owner_request'
  | 'confirmed'
  | 'refused_or_cancelled_by_salon'
  | 'cancelled_by_client'
  | 'moved'
  | 'reassigned'
  | 'expired'
  | 'reminder'
  | 'salon_suspended';

export interface Consequences {
  /** Who hears of it in the app, and as what. */
  notify: readonly { to: 'client' | 'owner'; type: NotificationType }[];
  /**
   * The e-mail, to whom, and what it does to the reader's calendar: REQUEST puts or updates the
   * event, CANCEL removes it, 'if confirmed' is a REQUEST for a confirmed booking only (a request has
   * no event yet).
   */
  mail: {
    to: 'client' | 'owner';
    kind: BookingMailKind;
    invitation: 'REQUEST' | 'CANCEL' | 'if confirmed' | null;
  } | null;
  /** 'now': sent right after the commit (the outbox worker retries a failure); 'worker': by the worker. */
  delivery: 'now' | 'worker';
  /** Whether the salon owner's connected calendar follows (decision 036). */
  salonCalendar: boolean;
  /** The booking's reminder: set for its start, taken back, marked sent, or left as it is. */
  reminder: 'schedule' | 'withdraw' | 'sent' | 'keep';
  /**
   * The message that follows when the client has not answered: an SMS after an e-mail reminder, 3
   * hours before the appointment (decision 078).
   */
  followUp?: 'sms';
}

const NOTHING: Consequences = {
  notify: [],
  mail: null,
  delivery: 'now',
  salonCalendar: false,
  reminder: 'keep',
};
const toClient = { to: 'client', type: 'booking_status_changed' } as const;
const toOwner = { to: 'owner', type: 'booking_status_changed' } as const;

/** A status the other party hears of, in the app and (the client) by e-mail. */
const answered = (
  notify: Consequences['notify'],
  mail: Consequences['mail'],
  reminder: Consequences['reminder'] = 'withdraw',
): Consequences => ({ notify, mail, delivery: 'now', salonCalendar: true, reminder });

/** The one table: each transition, each actor who can cause it, and what follows. */
export const BOOKING_CONSEQUENCES: {
  readonly [T in BookingTransition]: Partial<Record<BookingActor, Consequences>>;
} = {
  requested: {
    client: {
      notify: [{ to: 'owner', type: 'new_booking' }],
      mail: { to: 'owner', kind: 'owner_request', invitation: null },
      delivery: 'now',
      // A request has no event in the salon's calendar until it is confirmed.
      salonCalendar: false,
      reminder: 'keep',
    },
  },
  // An appointment the salon entered (by phone, at the desk): confirmed at once, the client e-mailed
  // only when the salon chose to (no address, no e-mail).
  booked_by_salon: {
    salon: answered([toClient], { to: 'client', kind: 'confirmed', invitation: 'REQUEST' }, 'schedule'),
  },
  confirmed: {
    salon: answered([toClient], { to: 'client', kind: 'confirmed', invitation: 'REQUEST' }, 'schedule'),
  },
  refused: {
    salon: answered([toClient], { to: 'client', kind: 'refused_or_cancelled_by_salon', invitation: null }),
  },
  cancelled: {
    client: answered([toOwner], { to: 'client', kind: 'cancelled_by_client', invitation: 'CANCEL' }),
    salon: answered([toClient], {
      to: 'client',
      kind: 'refused_or_cancelled_by_salon',
      invitation: 'CANCEL',
    }),
    admin: answered([toClient, toOwner], {
      to: 'client',
      kind: 'refused_or_cancelled_by_salon',
      invitation: 'CANCEL',
    }),
  },
  // A moved booking waits for the salon's confirmation again, which sets its reminder anew.
  moved: {
    client: answered([toOwner], { to: 'client', kind: 'moved', invitation: 'REQUEST' }),
    salon: answered([toClient], { to: 'client', kind: 'moved', invitation: 'REQUEST' }),
  },
  reassigned: {
    salon: answered(
      [{ to: 'client', type: 'booking_reassigned' }],
      { to: 'client', kind: 'reassigned', invitation: 'if confirmed' },
      'keep',
    ),
  },
  expired: {
    system: {
      notify: [toClient],
      mail: { to: 'client', kind: 'expired', invitation: null },
      delivery: 'worker',
      salonCalendar: true,
      reminder: 'withdraw',
    },
  },
  // The salon's own record, after the start: nobody is told.
  attendance_marked: { salon: { ...NOTHING, salonCalendar: true, reminder: 'withdraw' } },
  // "Je confirme ma venue", from the reminder.
  attendance_confirmed: {
    client: { ...NOTHING, notify: [{ to: 'owner', type: 'client_confirmed_attendance' }] },
  },
  reminded: {
    system: {
      ...NOTHING,
      mail: { to: 'client', kind: 'reminder', invitation: null },
      delivery: 'worker',
      reminder: 'sent',
      followUp: 'sms',
    },
  },
  provider_suspended: {
    admin: answered([{ to: 'client', type: 'booking_cancelled_provider_suspended' }], {
      to: 'client',
      kind: 'salon_suspended',
      invitation: 'CANCEL',
    }),
  },
  // The client's account is going: the salon hears of it, and there is nobody left to e-mail.
  client_account_erased: { client: answered([toOwner], null) },
};

/**
 * What the database does by its triggers when the write path (booking-write.ts) writes a booking,
 * beside what the table lists, as trigger functions: a change of what the free slots read (status,
 * times, person) queues its days' availability again (0034: not a reminder, a note or a client's
 * "je confirme"); a change of status carries the visit's parts along and updates the statistics; a
 * move writes the visit's parts anew, each taking its active mark and its minutes in the statistics
 * (0021, 0031), and moves the booking's own figures; each notification the table sends is announced
 * to the live streams. The write path's test counts them for each origin (PostgreSQL's
 * `pg_stat_xact_user_functions`) and holds them to this.
 */
export const BOOKING_WRITE_TRIGGERS = {
  slotsChange: ['rdv_booking_days_changed'],
  statusChange: ['rdv_booking_parts_follow_status', 'rdv_booking_stats_changed'],
  move: ['rdv_booking_part_active', 'rdv_booking_stats_changed', 'rdv_part_stats_changed'],
  notification: ['notifications_announce'],
} as const;

/** What a write changes of the booking, for the triggers it runs. */
export type BookingWriteChange = 'status' | 'time' | 'person' | 'bookkeeping';

/** The trigger functions a write of this transition runs, by the table and BOOKING_WRITE_TRIGGERS. */
export function triggersOfBookingWrite(
  transition: BookingTransition,
  actor: BookingActor,
  changes: BookingWriteChange,
): string[] {
  const fired = new Set<string>([
    ...(changes === 'bookkeeping' ? [] : BOOKING_WRITE_TRIGGERS.slotsChange),
    ...(changes === 'status' ? BOOKING_WRITE_TRIGGERS.statusChange : []),
    ...(changes === 'time' ? BOOKING_WRITE_TRIGGERS.move : []),
    ...(consequencesOf(transition, actor).notify.length > 0 ? BOOKING_WRITE_TRIGGERS.notification : []),
  ]);
  return [...fired].sort();
}

/** What each action on the site (`POST /bookings/:id/<action>`) does to a booking. */
export const TRANSITION_OF_ACTION: Record<BookingAction, BookingTransition> = {
  confirm: 'confirmed',
  refuse: 'refused',
  cancel: 'cancelled',
  move: 'moved',
  attended: 'attendance_marked',
  no_show: 'attendance_marked',
};

/** The consequences of a transition caused by this actor; the table has no row for anything else. */
export function consequencesOf(transition: BookingTransition, actor: BookingActor): Consequences {
  const row = BOOKING_CONSEQUENCES[transition][actor];
  if (!row) throw new Error(`no booking transition '${transition}' by '${actor}'`);
  return row;
}

/** When the reminder of a booking confirmed at `now` is due: none once that moment has passed. */
export function reminderDue(startTime: Date, reminderHours: number, now: Date): Date | null {
  const due = new Date(startTime.getTime() - reminderHours * 3_600_000);
  return due.getTime() > now.getTime() ? due : null;
}

/**
 * The reminder's columns for the row's update, as the table says for this transition. Only setting a
 * reminder needs the booking (its new start, its salon's notice). The write path then keeps a
 * reminder by SMS or WhatsApp to the quiet hours (booking-write.ts).
 */
export function reminderColumns(
  transition: BookingTransition,
  actor: BookingActor,
  now: Date,
  booking?: { startTime: Date; reminderHours: number },
): Partial<Pick<typeof bookings.$inferInsert, 'remindAt' | 'reminderSentAt' | 'smsFollowUpAt'>> {
  switch (consequencesOf(transition, actor).reminder) {
    case 'schedule':
      if (!booking) throw new Error(`the reminder of '${transition}' needs the booking's start`);
      return {
        remindAt: reminderDue(booking.startTime, booking.reminderHours, now),
        reminderSentAt: null,
        smsFollowUpAt: null,
      };
    case 'withdraw':
      return { remindAt: null, smsFollowUpAt: null };
    case 'sent':
      return { remindAt: null, reminderSentAt: now };
    case 'keep':
      return {};
  }
}

export interface BookingChangeFacts {
  transition: BookingTransition;
  actor: BookingActor;
  /** The booking as the change left it. */
  booking: BookingViewRow;
  /** The salon's note or the client's reason, when the change has one. */
  note?: string | null;
  /** The reminder's two one-tap links. */
  links?: { confirm: string; cancel: string };
  /** Where e-mails link and who sends them: needed by every transition that e-mails someone. */
  mail?: BookingMailContext;
}

/** An e-mail the change queued, and when it leaves. */
export interface QueuedBookingMail {
  id: string;
  delivery: Consequences['delivery'];
}

/** The e-mail of this kind about the change, or none (no address, no note to pass on). */
export function bookingMailOf(
  kind: BookingMailKind,
  facts: BookingChangeFacts,
  owner?: { email: string; fullName: string },
): MailContent | null {
  const { booking, mail: context } = facts;
  if (!context) throw new Error(`the e-mail '${kind}' needs its mail settings`);
  switch (kind) {
    case 'owner_request':
      return owner ? ownerRequestMail(booking, owner, context) : null;
    case 'confirmed':
      return bookingConfirmedMail(booking, context);
    case 'refused_or_cancelled_by_salon':
      return facts.note ? bookingStatusMail(booking, booking.status, facts.note, context) : null;
    case 'cancelled_by_client':
      return clientCancelledMail(booking, context);
    case 'moved':
      return bookingMovedMail(booking, facts.actor === 'client' ? 'client' : 'salon', context);
    case 'reassigned':
      return bookingReassignedMail(booking, context);
    case 'expired':
      return bookingExpiredMail(booking, context);
    case 'reminder':
      return facts.links ? reminderMail(booking, facts.links, context) : null;
    case 'salon_suspended':
      return salonSuspendedMail(booking, context);
  }
}

/** What a notification carries besides naming the booking, by its type. */
function payloadOf(type: NotificationType, facts: BookingChangeFacts): Record<string, unknown> {
  const { booking } = facts;
  const notice = bookingNoticeOf(booking);
  switch (type) {
    case 'new_booking':
    case 'client_confirmed_attendance':
      return { ...notice, client_name: booking.clientName ?? '' };
    case 'booking_reassigned':
      return { ...notice, employee_name: booking.employeeName ? firstNameOf(booking.employeeName) : '' };
    default:
      return { ...notice, new_status: booking.status, ...(facts.note ? { note: facts.note } : {}) };
  }
}

/**
 * Carries out, in the caller's transaction, what the table says a transition causes: the
 * notifications, the salon's calendar, the message queued. Called by the booking write path only
 * (booking-write.ts), which wrote the row before and sends what is due now after the commit.
 */
export async function bookingChanged(
  tx: Executor,
  facts: BookingChangeFacts,
): Promise<QueuedBookingMail | null> {
  const consequences = consequencesOf(facts.transition, facts.actor);
  const { booking } = facts;
  if (consequences.salonCalendar) await scheduleBookingEvent(tx, booking.id);
  for (const { to, type } of consequences.notify) {
    const userId = to === 'client' ? booking.clientId : booking.salonOwnerId;
    if (userId) await createNotification(tx, { userId, type, payload: payloadOf(type, facts) });
  }
  if (!consequences.mail) return null;
  const [owner] =
    consequences.mail.to === 'owner'
      ? await tx
          .select({ email: users.email, fullName: users.fullName })
          .from(users)
          .where(eq(users.id, booking.salonOwnerId))
      : [];
  const mail = bookingMailOf(consequences.mail.kind, facts, owner);
  if (consequences.mail.to === 'client') {
    return clientMessage(tx, consequences.mail.kind, consequences.delivery, facts, mail);
  }
  if (!mail) return null;
  return { id: await enqueueMail(tx, mail), delivery: consequences.delivery };
}

/** What the client's e-mail needs besides an address; a message by phone needs the same. */
function messageApplies(
  kind: BookingMailKind,
  facts: BookingChangeFacts,
): kind is BookingMailKind & BookingMessageKind {
  if (kind === 'owner_request') return false;
  if (kind === 'refused_or_cancelled_by_salon') return Boolean(facts.note);
  if (kind === 'reminder') return Boolean(facts.links);
  return true;
}

/**
 * The client's message by the cheapest channel that reaches them (decision 078): WhatsApp when they
 * asked for it, else the e-mail, else an SMS. Answers the e-mail when one was queued; a message by
 * phone leaves with the messaging worker.
 */
async function clientMessage(
  tx: Executor,
  kind: BookingMailKind,
  delivery: Consequences['delivery'],
  facts: BookingChangeFacts,
  mail: MailContent | null,
): Promise<QueuedBookingMail | null> {
  if (!messageApplies(kind, facts) || !facts.mail) return null;
  const reach = await clientReachOf(tx, facts.booking);
  const channel = channelFor(reach, [], facts.mail.delivering);
  if (channel === 'email' && mail) return { id: await enqueueMail(tx, mail), delivery };
  if (channel !== 'sms' && channel !== 'whatsapp') return null;
  const queued = await queueBookingMessage(tx, {
    kind,
    channel,
    booking: facts.booking,
    reach,
    mail,
    linkBase: facts.mail.linkBaseUrl ?? facts.mail.baseUrl,
    now: facts.mail.now,
    delivering: facts.mail.delivering,
  });
  return queued === 'capped' && mail ? { id: await enqueueMail(tx, mail), delivery } : null;
}

/**
 * After the commit: sends at once the e-mail the table says leaves at once. True when it went out,
 * false when it stays queued for the worker (which retries it), null when there was none to send now.
 */
export async function sendIfDueNow(
  db: Database,
  mailer: Mailer,
  queued: QueuedBookingMail | null,
): Promise<boolean | null> {
  if (queued?.delivery !== 'now') return null;
  return deliverMail(db, mailer, queued.id).catch(() => false);
}
