import { ACTIVE_BOOKING_STATUSES, type BookingStatus, isClosedStatus } from './booking-status';
import { formatDate, formatTime } from './format';
import type { Role } from './roles';

/**
 * The booking policy: who may do what to a booking, from which status, and until when. The server
 * enforces it (`changeBooking`), the pages use it to show only the buttons that will work, and the
 * SQL "upcoming" filter is built from the same status lists. Every function takes the clock as an
 * argument: the request's `now`, never the database's.
 */

export const BOOKING_ACTIONS = ['confirm', 'refuse', 'cancel', 'move', 'attended', 'no_show'] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

/**
 * The party acting on a booking: its client, the salon that receives it (the owner), or an
 * administrator, who may only cancel.
 */
export const BOOKING_SIDES = ['client', 'salon', 'admin'] as const;
export type BookingSide = (typeof BOOKING_SIDES)[number];

export const ACTIONS_BY_SIDE: Record<BookingSide, readonly BookingAction[]> = {
  client: ['cancel', 'move'],
  salon: ['confirm', 'refuse', 'cancel', 'move', 'attended', 'no_show'],
  admin: ['cancel'],
};

/** From which statuses each action may start. */
export const ALLOWED_FROM: Record<BookingAction, readonly BookingStatus[]> = {
  confirm: ['pending', 'modified'],
  refuse: ['pending', 'modified'],
  cancel: ['pending', 'confirmed', 'modified'],
  move: ['pending', 'confirmed', 'modified'],
  // Attendance, after the start: a confirmed booking, or the other mark to correct a mistake.
  attended: ['confirmed', 'no_show'],
  no_show: ['confirmed', 'attended'],
};

/**
 * Actions that are explained: whoever refuses or cancels says why (a one-tap link writes its own
 * explanation for the client). Enforced by the booking write path for every caller, not only by the
 * routes' schema.
 */
export const EXPLAINED_ACTIONS = ['refuse', 'cancel'] as const satisfies readonly BookingAction[];

/** Actions that record attendance: possible only once the appointment has started. */
export const ATTENDANCE_ACTIONS = ['attended', 'no_show'] as const satisfies readonly BookingAction[];
const isAttendance = (action: BookingAction) =>
  (ATTENDANCE_ACTIONS as readonly BookingAction[]).includes(action);

export const RESULTING_STATUS: Record<BookingAction, BookingStatus> = {
  confirm: 'confirmed',
  refuse: 'refused',
  cancel: 'cancelled',
  move: 'modified',
  attended: 'attended',
  no_show: 'no_show',
};

/** The side a role acts as, on a booking it is part of (the server also checks that it is part of it). */
export function sideOfRole(role: Role): BookingSide {
  return role === 'prestataire' ? 'salon' : role;
}

export interface BookingMoment {
  status: BookingStatus;
  startTime: string | Date;
  /**
   * The salon's "Délai d'annulation" in hours: inside it the client can no longer cancel or move
   * (the salon always can). Absent: no window.
   */
  cancellationWindowHours?: number;
  /** The salon's time zone, to name the deadline in its local time. */
  timeZone?: string;
}

/** The last moment the client may cancel or move `booking` themselves. */
export function clientDeadline(booking: BookingMoment): Date {
  return new Date(new Date(booking.startTime).getTime() - (booking.cancellationWindowHours ?? 0) * 3_600_000);
}

/** "Annulation gratuite jusqu'à 24 h avant le rendez-vous.": the rule as the pages show it. */
export function cancellationRuleText(hours: number): string {
  if (hours === 0) return "Annulation ou déplacement possible jusqu'à l'heure du rendez-vous.";
  return `Annulation ou déplacement possible jusqu'à ${hours} h avant le rendez-vous.`;
}

/** Upcoming: starts after `now` and neither cancelled nor refused; every other booking is past. */
export function isUpcoming(booking: BookingMoment, now: Date): boolean {
  return new Date(booking.startTime).getTime() > now.getTime() && !isClosedStatus(booking.status);
}

export type BookingRefusalCode =
  | 'forbidden'
  | 'invalid_transition'
  | 'booking_past'
  | 'booking_not_started'
  | 'cancellation_window';

export interface BookingRefusal {
  status: 403 | 409;
  code: BookingRefusalCode;
  message: string;
}

const WRONG_SIDE: BookingRefusal = {
  status: 403,
  code: 'forbidden',
  message: 'Vous ne pouvez pas effectuer cette action sur ce rendez-vous.',
};

const WRONG_STATUS: Record<BookingAction, string> = {
  confirm: 'Seul un rendez-vous en attente ou modifié peut être confirmé.',
  refuse: 'Seul un rendez-vous en attente ou modifié peut être refusé.',
  cancel: 'Ce rendez-vous est déjà annulé ou refusé.',
  move: 'Ce rendez-vous ne peut plus être déplacé.',
  attended: 'Seul un rendez-vous confirmé peut être marqué honoré.',
  no_show: 'Seul un rendez-vous confirmé peut être marqué absent.',
};

const NOT_STARTED: BookingRefusal = {
  status: 409,
  code: 'booking_not_started',
  message: "La présence ne peut être indiquée qu'après l'heure du rendez-vous.",
};

/** The window's refusal, naming the deadline in the salon's time. */
export function windowRefusal(booking: BookingMoment): BookingRefusal {
  const deadline = clientDeadline(booking);
  return {
    status: 409,
    code: 'cancellation_window',
    message: `Le délai d'annulation de ce salon est passé (le ${formatDate(deadline, booking.timeZone)} à ${formatTime(deadline, booking.timeZone)}) : vous ne pouvez plus annuler ni déplacer ce rendez-vous. Contactez le salon.`,
  };
}

const IN_THE_PAST: BookingRefusal = {
  status: 409,
  code: 'booking_past',
  message: 'Ce rendez-vous est déjà passé.',
};

/** Why `side` may not take `action` on `booking` at `now`, or null when it may. */
export function refusalOf(
  side: BookingSide,
  action: BookingAction,
  booking: BookingMoment,
  now: Date,
): BookingRefusal | null {
  if (!ACTIONS_BY_SIDE[side].includes(action)) return WRONG_SIDE;
  if (!ALLOWED_FROM[action].includes(booking.status)) {
    return { status: 409, code: 'invalid_transition', message: WRONG_STATUS[action] };
  }
  const started = new Date(booking.startTime).getTime() <= now.getTime();
  if (isAttendance(action)) return started ? null : NOT_STARTED;
  if (started) return IN_THE_PAST;
  if (side === 'client' && now.getTime() >= clientDeadline(booking).getTime()) return windowRefusal(booking);
  return null;
}

/** The actions `side` may take on `booking` at `now`, in the order the pages show them. */
export function availableActions(side: BookingSide, booking: BookingMoment, now: Date): BookingAction[] {
  return BOOKING_ACTIONS.filter((action) => refusalOf(side, action, booking, now) === null);
}

/**
 * Reassigning changes who takes the client, not the status: only the salon, on an upcoming booking
 * that still holds its slot.
 */
export function reassignRefusal(side: BookingSide, booking: BookingMoment, now: Date): BookingRefusal | null {
  if (side !== 'salon') return WRONG_SIDE;
  if (!(ACTIVE_BOOKING_STATUSES as readonly BookingStatus[]).includes(booking.status)) {
    return {
      status: 409,
      code: 'invalid_transition',
      message: 'Ce rendez-vous ne peut plus être réassigné.',
    };
  }
  if (new Date(booking.startTime).getTime() <= now.getTime()) return IN_THE_PAST;
  return null;
}

export const NOTHING_TO_CONFIRM = "Ce rendez-vous n'est plus confirmé : rien à confirmer.";
export const ALREADY_CONFIRMED = 'Vous avez déjà confirmé votre venue : le salon est prévenu.';

/** Why the client's « Je confirme ma venue » (a one-tap link's) would be refused now, else null. */
export function attendanceRefusalOf(booking: {
  status: BookingStatus;
  clientConfirmedAt: Date | string | null;
}): string | null {
  if (booking.status !== 'confirmed') return NOTHING_TO_CONFIRM;
  if (booking.clientConfirmedAt) return ALREADY_CONFIRMED;
  return null;
}
