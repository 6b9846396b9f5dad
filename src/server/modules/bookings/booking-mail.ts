import { cancellationRuleText } from '@/shared/booking-policy';
import type { BookingStatus } from '@/shared/booking-status';
import { BOOKING_STATUS_LABELS } from '@/shared/booking-status';
import { formatDate, formatPrice, formatTime } from '@/shared/format';
import type { MessageChannel } from '@/shared/messaging';
import { pages } from '@/shared/pages';
import { firstNameOf } from '@/shared/staff';
import type { MailCalendar, MailContent } from '../../lib/mail/outbox';
import { buildInvitation } from '../calendar/ics';
import { type BookingViewRow, partsOf } from '../core/booking-view';

/** What the client's e-mails need besides the booking: where links point, who sends invitations. */
export interface BookingMailContext {
  baseUrl: string;
  /** The product's sending address (`MAIL_FROM`), the invitations' organizer. */
  from: string;
  now: Date;
  /** Where SMS and WhatsApp short links point (`SMS_LINK_BASE_URL`); the site's address by default. */
  linkBaseUrl?: string;
  /** The channels this deployment's senders carry to people (`deliveringChannels`); all when left out. */
  delivering?: readonly MessageChannel[];
}

/** The booking's lines most e-mails repeat: salon, service, with whom, date, time, price, status. */
function detailLines(booking: BookingViewRow): string[] {
  // A visit of several services names each one's person on its own line.
  const visit = visitLine(booking);
  const withWhom =
    booking.employeeName && visit.length === 0 ? [`Avec : ${firstNameOf(booking.employeeName)}`] : [];
  return [
    `Salon : ${booking.salonName}, ${booking.salonAddress}`,
    `Service : ${booking.serviceName}`,
    ...visit,
    ...withWhom,
    `Date : ${formatDate(booking.startTime, booking.timeZone)}`,
    `Heure : ${formatTime(booking.startTime, booking.timeZone)}`,
    `Prix : ${formatPrice(booking.servicePrice)}`,
    `Statut : ${BOOKING_STATUS_LABELS[booking.status]}`,
  ];
}

/**
 * A visit of several services, each with its times and person (docs/product.md#service-timing):
 * "Prestations : 09:00–10:00 Coupe avec Sonia ; 10:00–10:30 Brushing avec Amel". Nothing for one.
 */
function visitLine(booking: BookingViewRow): string[] {
  const parts = partsOf(booking.parts);
  if (parts.length < 2) return [];
  const zone = booking.timeZone;
  const each = parts.map(
    (part) =>
      `${formatTime(part.startTime, zone)}–${formatTime(part.endTime, zone)} ${part.serviceName}` +
      (part.employee ? ` avec ${part.employee.firstName}` : ''),
  );
  return [`Prestations : ${each.join(' ; ')}`];
}

/** "Rendezvous <no-reply@…>" → "no-reply@…". */
const addressOf = (from: string) => from.match(/<([^>]+)>/)?.[1] ?? from.trim();

/**
 * The booking as one iCalendar event (docs/product.md#booking-e-mails): the same UID as the private
 * feed, the booking's sequence, the client as attendee.
 */
export function bookingInvitation(
  booking: BookingViewRow,
  method: MailCalendar['method'],
  context: Pick<BookingMailContext, 'from' | 'now'>,
): MailCalendar {
  const visit = visitLine(booking);
  const withWhom =
    booking.employeeName && visit.length === 0 ? ` avec ${firstNameOf(booking.employeeName)}` : '';
  const content = buildInvitation(
    method,
    {
      uid: `${booking.id}@rendezvous`,
      sequence: booking.sequence,
      start: booking.startTime,
      end: booking.endTime,
      summary: `${booking.serviceName} – ${booking.salonName}`,
      location: booking.salonAddress,
      description: [
        `${booking.serviceName}${withWhom} · ${formatPrice(booking.servicePrice)} · ${cancellationRuleText(booking.cancellationWindowHours)}`,
        ...visit,
      ].join('\n'),
      status: method === 'CANCEL' ? 'CANCELLED' : booking.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE',
      lastModified: booking.updatedAt,
      organizer: { name: booking.salonName, email: addressOf(context.from) },
      ...(booking.clientEmail
        ? { attendee: { name: booking.clientName ?? '', email: booking.clientEmail } }
        : {}),
    },
    context.now,
  );
  return { method, content };
}

/** The short form, for a booking that is over: service, date, time, status. */
function briefLines(booking: BookingViewRow, status: BookingStatus): string[] {
  return [
    `Service : ${booking.serviceName}`,
    `Date : ${formatDate(booking.startTime, booking.timeZone)}`,
    `Heure : ${formatTime(booking.startTime, booking.timeZone)}`,
    `Statut : ${BOOKING_STATUS_LABELS[status]}`,
  ];
}

/**
 * The one shape of every booking e-mail: a greeting, what happened, the booking, what the reader can
 * do next, the signature; with the calendar's invitation when the event in their agenda changes.
 */
function bookingMail(parts: {
  to: string;
  subject: string;
  /** Who is greeted ("Bonjour …,"). */
  name: string;
  happened: string;
  booking: string[];
  next: string[];
  calendar?: MailCalendar;
}): MailContent {
  return {
    to: parts.to,
    subject: parts.subject,
    text: [
      `Bonjour ${parts.name},`,
      '',
      parts.happened,
      '',
      ...parts.booking,
      '',
      ...parts.next,
      '',
      "L'équipe Rendezvous",
    ].join('\n'),
    ...(parts.calendar ? { calendar: parts.calendar } : {}),
  };
}

/** The client's e-mail, or none for a booking without a client's address. */
function clientMail(
  booking: BookingViewRow,
  parts: Omit<Parameters<typeof bookingMail>[0], 'to' | 'name'>,
): MailContent | null {
  if (!booking.clientEmail) return null;
  return bookingMail({ to: booking.clientEmail, name: booking.clientName ?? '', ...parts });
}

/** "avec Sonia" when the booking names an employee. */
const withWhomOf = (booking: BookingViewRow) =>
  booking.employeeName ? ` avec ${firstNameOf(booking.employeeName)}` : '';

const yourBookings = (context: Pick<BookingMailContext, 'baseUrl'>) =>
  `Vos rendez-vous : ${context.baseUrl}${pages.bookings}`;

/**
 * The client's e-mail when the salon refuses or cancels (docs/product.md#notifications-and-e-mails: client
 * name, salon, service, date, time, status and the salon's note), in French; with whom when the
 * booking names an employee ("avec Sonia"). A cancellation carries the calendar's CANCEL.
 */
export function bookingStatusMail(
  booking: BookingViewRow,
  status: BookingStatus,
  note: string,
  context?: Pick<BookingMailContext, 'from' | 'now'>,
): MailContent | null {
  const verb = status === 'refused' ? 'refusé' : 'annulé';
  return clientMail(booking, {
    subject: `Votre rendez-vous chez ${booking.salonName} a été ${verb}`,
    happened: `Le salon ${booking.salonName} a ${verb} votre rendez-vous${withWhomOf(booking)}.`,
    booking: [...briefLines(booking, status), `Message du salon : ${note}`],
    next: ['Vous pouvez réserver un autre créneau à tout moment sur Rendezvous.'],
    ...(status === 'cancelled' && context ? { calendar: bookingInvitation(booking, 'CANCEL', context) } : {}),
  });
}

/** The salon confirmed the request, or the client's move: the event goes into their calendar. */
export function bookingConfirmedMail(
  booking: BookingViewRow,
  context: BookingMailContext,
): MailContent | null {
  return clientMail(booking, {
    subject: `Votre rendez-vous chez ${booking.salonName} est confirmé`,
    happened: `Le salon ${booking.salonName} a confirmé votre rendez-vous.`,
    booking: [...detailLines(booking), cancellationRuleText(booking.cancellationWindowHours)],
    next: [`Le fichier joint ajoute le rendez-vous à votre agenda. ${yourBookings(context)}`],
    calendar: bookingInvitation(booking, 'REQUEST', context),
  });
}

/** The booking has new times: the event in the client's calendar moves with it. */
export function bookingMovedMail(
  booking: BookingViewRow,
  movedBy: 'client' | 'salon',
  context: BookingMailContext,
): MailContent | null {
  return clientMail(booking, {
    subject: `Votre rendez-vous chez ${booking.salonName} a été déplacé`,
    happened:
      movedBy === 'salon'
        ? `Le salon ${booking.salonName} a déplacé votre rendez-vous.`
        : `Votre rendez-vous chez ${booking.salonName} est déplacé, comme vous l'avez demandé.`,
    booking: detailLines(booking),
    next: [`Le fichier joint met à jour votre agenda. ${yourBookings(context)}`],
    calendar: bookingInvitation(booking, 'REQUEST', context),
  });
}

/**
 * The salon gave the booking to another of its employees: same time, someone else. A confirmed
 * booking's event in the client's calendar follows ("avec Amel"); a request has no event yet.
 */
export function bookingReassignedMail(
  booking: BookingViewRow,
  context: BookingMailContext,
): MailContent | null {
  if (!booking.employeeName) return null;
  const who = firstNameOf(booking.employeeName);
  const confirmed = booking.status === 'confirmed';
  return clientMail(booking, {
    subject: `Votre rendez-vous chez ${booking.salonName} sera assuré par ${who}`,
    happened: `Le salon ${booking.salonName} a confié votre rendez-vous à ${who}. La date et l'heure ne changent pas.`,
    booking: detailLines(booking),
    next: [
      confirmed
        ? `Le fichier joint met à jour votre agenda. ${yourBookings(context)}`
        : yourBookings(context),
    ],
    ...(confirmed ? { calendar: bookingInvitation(booking, 'REQUEST', context) } : {}),
  });
}

/** The client cancelled (on the site or from the reminder): the event leaves their calendar. */
export function clientCancelledMail(
  booking: BookingViewRow,
  context: BookingMailContext,
): MailContent | null {
  return clientMail(booking, {
    subject: `Votre rendez-vous chez ${booking.salonName} est annulé`,
    happened: `Votre rendez-vous chez ${booking.salonName} est annulé, comme vous l'avez demandé.`,
    booking: detailLines(booking),
    next: [
      `Vous pouvez réserver un autre créneau à tout moment : ${context.baseUrl}${pages.provider(booking.salonId)}`,
    ],
    calendar: bookingInvitation(booking, 'CANCEL', context),
  });
}

/** The salon did not answer the request in time. */
export function bookingExpiredMail(booking: BookingViewRow, context: BookingMailContext): MailContent | null {
  return clientMail(booking, {
    subject: `Votre demande chez ${booking.salonName} a expiré`,
    happened: `Le salon ${booking.salonName} n'a pas répondu à temps à votre demande de rendez-vous : elle a expiré et le créneau est libéré.`,
    booking: detailLines(booking),
    next: [`Vous pouvez choisir un autre créneau : ${context.baseUrl}${pages.booking(booking.salonId)}`],
  });
}

/** The reminder, with its two one-tap links (docs/product.md#reminders). */
export function reminderMail(
  booking: BookingViewRow,
  links: { confirm: string; cancel: string },
  _context: BookingMailContext,
): MailContent | null {
  return clientMail(booking, {
    subject: `Rappel : votre rendez-vous chez ${booking.salonName} le ${formatDate(booking.startTime, booking.timeZone)} à ${formatTime(booking.startTime, booking.timeZone)}`,
    happened: 'Nous vous rappelons votre rendez-vous :',
    booking: detailLines(booking),
    next: [
      `Je confirme ma venue : ${links.confirm}`,
      `Annuler ce rendez-vous : ${links.cancel}`,
      '',
      cancellationRuleText(booking.cancellationWindowHours),
    ],
  });
}

/**
 * The salon owner's e-mail for each new request: who asks, for what and when, and the page where
 * they answer before the request expires.
 */
export function ownerRequestMail(
  booking: BookingViewRow,
  owner: { email: string; fullName: string },
  context: Pick<BookingMailContext, 'baseUrl'>,
): MailContent {
  const respondBy = booking.respondBy
    ? [
        `Répondez avant le ${formatDate(booking.respondBy, booking.timeZone)} à ${formatTime(booking.respondBy, booking.timeZone)} : passé ce délai, la demande expire et le créneau est libéré.`,
      ]
    : [];
  return bookingMail({
    to: owner.email,
    name: owner.fullName,
    subject: `Nouvelle demande de rendez-vous chez ${booking.salonName}`,
    happened: `${booking.clientName ?? 'Un client'} demande un rendez-vous chez ${booking.salonName}.`,
    booking: [
      ...detailLines(booking),
      ...(booking.clientEmail ? [`Client : ${booking.clientName ?? ''} (${booking.clientEmail})`] : []),
      ...(booking.clientNote ? [`Message du client : ${booking.clientNote}`] : []),
    ],
    next: [...respondBy, `Confirmer ou refuser : ${context.baseUrl}${pages.bookingRecap(booking.id)}`],
  });
}

/** The salon's prestataire was suspended: the booking is cancelled and leaves the client's calendar. */
export function salonSuspendedMail(
  booking: BookingViewRow,
  context: Pick<BookingMailContext, 'from' | 'now'>,
): MailContent | null {
  return clientMail(booking, {
    subject: `Votre rendez-vous chez ${booking.salonName} est annulé`,
    happened: `Le salon ${booking.salonName} n'accepte plus de rendez-vous sur Rendezvous : votre rendez-vous est annulé.`,
    booking: briefLines(booking, 'cancelled'),
    next: [
      'Vous pouvez réserver dans un autre salon à tout moment sur Rendezvous. Nous sommes désolés pour ce contretemps.',
    ],
    calendar: bookingInvitation(booking, 'CANCEL', context),
  });
}
