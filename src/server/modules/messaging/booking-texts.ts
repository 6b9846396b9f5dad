import { formatTime } from '@/shared/format';
import { gsm7Length, type PhoneChannel, SMS_MAX_LENGTH, toGsm7 } from '@/shared/messaging';
import { firstNameOf } from '@/shared/staff';
import { toWallClock } from '@/shared/time-zone';
import type { BookingViewRow } from '../core/booking-view';

/** The client messages about a booking, one per thing that can happen (the e-mails' kinds, and the SMS after an unanswered e-mail reminder). */
export const BOOKING_MESSAGE_KINDS = [
  'confirmed',
  'refused_or_cancelled_by_salon',
  'cancelled_by_client',
  'moved',
  'reassigned',
  'expired',
  'reminder',
  'follow_up',
  'salon_suspended',
] as const;
export type BookingMessageKind = (typeof BOOKING_MESSAGE_KINDS)[number];

/** The kinds whose message asks for an answer: "Confirmer ou annuler : …" (a confirmed appointment only). */
export const ANSWERABLE_KINDS: readonly BookingMessageKind[] = [
  'confirmed',
  'reassigned',
  'reminder',
  'follow_up',
];

export interface MessageLinks {
  /** "Confirmer ou annuler : …", when the kind asks for an answer. */
  respond: string | null;
  /** "Ne plus recevoir de SMS : …". */
  stop: string;
}

export type BookingTextFacts = Pick<
  BookingViewRow,
  'salonName' | 'startTime' | 'timeZone' | 'status' | 'employeeName'
>;

/** "28/11 à 14:30" in the salon's zone: the shortest French that cannot be misread. */
function when(booking: BookingTextFacts): string {
  const [, month, day] = toWallClock(booking.startTime, booking.timeZone).date.split('-');
  return `${day}/${month} à ${formatTime(booking.startTime, booking.timeZone)}`;
}

/** What happened, with `{salon}` where the salon's name goes. */
function sentence(kind: BookingMessageKind, booking: BookingTextFacts): string {
  const at = when(booking);
  switch (kind) {
    case 'confirmed':
      return `{salon} : RDV confirmé le ${at}`;
    case 'refused_or_cancelled_by_salon':
      return booking.status === 'refused'
        ? `{salon} : votre demande de RDV du ${at} est refusée.`
        : `{salon} : votre RDV du ${at} est annulé par le salon.`;
    case 'cancelled_by_client':
      return `{salon} : votre RDV du ${at} est annulé.`;
    case 'moved':
      return `{salon} : RDV déplacé au ${at}, en attente de confirmation.`;
    case 'reassigned':
      return `{salon} : RDV du ${at} avec ${booking.employeeName ? firstNameOf(booking.employeeName).slice(0, 12) : 'un autre employé'}`;
    case 'expired':
      return `{salon} : votre demande de RDV du ${at} a expiré.`;
    case 'reminder':
    case 'follow_up':
      return `Rappel {salon} : RDV le ${at}`;
    case 'salon_suspended':
      return `{salon} : votre RDV du ${at} est annulé, salon indisponible.`;
  }
}

/**
 * A WhatsApp message carries both links. An SMS carries one (decision 081): the answer's page offers
 * the way out too, so an answerable SMS keeps the room for the salon's whole name.
 */
function linkLines(channel: PhoneChannel, links: MessageLinks): string[] {
  const respond = links.respond ? `Confirmer ou annuler : ${links.respond}` : null;
  if (channel === 'sms') return [respond ?? `Ne plus recevoir de SMS : ${links.stop}`];
  return [...(respond ? [respond] : []), `Ne plus recevoir de messages WhatsApp : ${links.stop}`];
}

/**
 * The salon's name in the room one SMS leaves it (decisions 078, 081): whole when it fits (always up
 * to 30 characters with a 21-character site address), else cut with "." so that the message stays
 * one segment whatever the name (60 characters at most).
 */
function fitName(template: string, salonName: string): string {
  const name = toGsm7(salonName);
  const room = SMS_MAX_LENGTH - gsm7Length(template.replace('{salon}', ''));
  if (gsm7Length(name) <= room) return name;
  let cut = name;
  while (cut.length > 0 && gsm7Length(cut) + 1 > room) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}.`;
}

/** The SMS, in GSM-7, one segment; WhatsApp's template body, with the salon's whole name and its parameters. */
export function bookingMessageText(
  channel: PhoneChannel,
  kind: BookingMessageKind,
  booking: BookingTextFacts,
  links: MessageLinks,
): { body: string; params: string[] } {
  const lines = [sentence(kind, booking), ...linkLines(channel, links)];
  if (channel === 'whatsapp') {
    const body = lines.join('\n').replace('{salon}', booking.salonName);
    return {
      body,
      params: [booking.salonName, when(booking), ...(links.respond ? [links.respond] : []), links.stop],
    };
  }
  const template = toGsm7(lines.join('\n'));
  return { body: template.replace('{salon}', fitName(template, booking.salonName)), params: [] };
}

/** The code that proves a number its owner's. */
export const phoneCodeText = (code: string) =>
  toGsm7(
    `Rendezvous : votre code de vérification est ${code}. Il expire dans 10 minutes. Ne le donnez à personne.`,
  );
