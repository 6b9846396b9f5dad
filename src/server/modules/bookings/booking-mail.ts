import type { BookingStatus } from '@/shared/booking-status';
import { BOOKING_STATUS_LABELS } from '@/shared/booking-status';
import { formatDate, formatTime } from '@/shared/format';
import { firstNameOf } from '@/shared/staff';
import type { MailContent } from '../../lib/mail/outbox';
import type { BookingViewRow } from './booking-view';

/**
 * The client's e-mail when the salon refuses or cancels (docs/product.md#notifications-and-e-mails: client
 * name, salon, service, date, time, status and the salon's note), in French; with whom when the
 * booking names an employee ("avec Sonia").
 */
export function bookingStatusMail(
  booking: BookingViewRow,
  status: BookingStatus,
  note: string,
): MailContent | null {
  if (!booking.clientEmail) return null;
  const date = formatDate(booking.startTime, booking.timeZone);
  const time = formatTime(booking.startTime, booking.timeZone);
  const verb = status === 'refused' ? 'refusé' : 'annulé';
  const label = BOOKING_STATUS_LABELS[status];
  const withWhom = booking.employeeName ? ` avec ${firstNameOf(booking.employeeName)}` : '';
  const text = [
    `Bonjour ${booking.clientName ?? ''},`,
    '',
    `Le salon ${booking.salonName} a ${verb} votre rendez-vous${withWhom}.`,
    '',
    `Service : ${booking.serviceName}`,
    `Date : ${date}`,
    `Heure : ${time}`,
    `Statut : ${label}`,
    `Message du salon : ${note}`,
    '',
    'Vous pouvez réserver un autre créneau à tout moment sur Rendezvous.',
    '',
    "L'équipe Rendezvous",
  ].join('\n');
  return {
    to: booking.clientEmail,
    subject: `Votre rendez-vous chez ${booking.salonName} a été ${verb}`,
    text,
  };
}
