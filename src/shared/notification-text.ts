import { BOOKING_STATUS_LABELS, type BookingStatus } from './booking-status';
import type { NotificationType } from './notification-types';

export interface NotificationView {
  id: string;
  type: NotificationType | string;
  payload: unknown;
  isRead: boolean;
  createdAt: string;
}

type Payload = {
  salon_name?: string;
  service_name?: string;
  client_name?: string;
  start_time?: string;
  new_status?: string;
  note?: string;
  reason?: string;
  provider_name?: string;
  employee_name?: string;
  holiday_name?: string;
  start_date?: string;
  end_date?: string;
  count?: number;
  cap?: number;
};

const dateTime = (iso: string | undefined, timeZone: string) =>
  iso
    ? new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(
        new Date(iso),
      )
    : '';

/** "le 17 décembre", or "du 10 au 11 mars" for a holiday of two days. */
function holidayDays(p: Payload): string {
  const day = (date: string | undefined, withMonth: boolean) =>
    date
      ? new Intl.DateTimeFormat(
          'fr-FR',
          withMonth
            ? { day: 'numeric', month: 'long', timeZone: 'UTC' }
            : { day: 'numeric', timeZone: 'UTC' },
        ).format(new Date(`${date}T12:00:00Z`))
      : '';
  if (!p.end_date || p.end_date === p.start_date) return `le ${day(p.start_date, true)}`;
  return `du ${day(p.start_date, false)} au ${day(p.end_date, true)}`;
}

/** Payloads may arrive as an object or as JSON text (docs/product.md#notifications-and-e-mails). */
function payloadOf(raw: unknown): Payload {
  if (typeof raw === 'string') {
    try {
      return JSON.parse(raw) as Payload;
    } catch {
      return {};
    }
  }
  return (raw ?? {}) as Payload;
}

/** The French title and text of a notification, for the page and the live toast. */
export function describeNotification(
  notification: Pick<NotificationView, 'type' | 'payload'>,
  /** The zone its dates are told in: the platform's, which the server gives the pages. */
  timeZone: string,
): {
  title: string;
  text: string;
} {
  const when = (iso: string | undefined) => dateTime(iso, timeZone);
  const p = payloadOf(notification.payload);
  const salon = p.salon_name ?? 'votre salon';
  switch (notification.type) {
    case 'new_booking':
      return {
        title: 'Nouvelle demande de rendez-vous',
        text: `${p.client_name ?? 'Un client'} demande ${p.service_name ?? 'un rendez-vous'} chez ${salon}${p.start_time ? ` le ${when(p.start_time)}` : ''}.`,
      };
    case 'booking_status_changed': {
      const label = BOOKING_STATUS_LABELS[p.new_status as BookingStatus]?.toLowerCase() ?? 'mis à jour';
      return {
        title: `Rendez-vous ${label}`,
        text: `Votre rendez-vous ${p.service_name ? `« ${p.service_name} » ` : ''}chez ${salon}${p.start_time ? ` du ${when(p.start_time)}` : ''} est ${label}.${p.note ? ` Message : ${p.note}` : ''}`,
      };
    }
    case 'salon_created':
      return { title: 'Nouveau salon à valider', text: `Le salon « ${salon} » attend votre approbation.` };
    case 'salon_approved':
      return {
        title: 'Salon approuvé',
        text: `Votre salon « ${salon} » est approuvé : il est désormais visible par les clients.`,
      };
    case 'salon_rejected':
      return {
        title: 'Salon refusé',
        text: `Votre salon « ${salon} » n'a pas été approuvé. Il n'est plus visible par les clients.`,
      };
    case 'provider_approved':
      return {
        title: 'Compte prestataire validé',
        text: 'Vous pouvez maintenant créer vos salons et proposer vos services.',
      };
    case 'provider_rejected':
      return {
        title: 'Compte prestataire refusé',
        text: `Votre demande de compte prestataire n'a pas été acceptée.${p.reason ? ` Motif : ${p.reason}` : ''}`,
      };
    case 'salon_changes_submitted':
      return {
        title: 'Modifications de salon à valider',
        text: `Le salon « ${salon} » a modifié son nom, son adresse, sa description ou sa photo.`,
      };
    case 'salon_changes_approved':
      return {
        title: 'Modifications approuvées',
        text: `Les modifications de votre salon « ${salon} » sont approuvées et visibles par les clients.`,
      };
    case 'salon_changes_rejected':
      return {
        title: 'Modifications refusées',
        text: `Les modifications de votre salon « ${salon} » n'ont pas été acceptées ; la version approuvée reste affichée.${p.reason ? ` Motif : ${p.reason}` : ''}`,
      };
    case 'booking_cancelled_provider_suspended':
      return {
        title: 'Rendez-vous annulé',
        text: `Le salon « ${salon} » n'accepte plus de rendez-vous sur Rendezvous : votre rendez-vous${p.service_name ? ` « ${p.service_name} »` : ''}${p.start_time ? ` du ${when(p.start_time)}` : ''} est annulé.`,
      };
    case 'client_confirmed_attendance':
      return {
        title: 'Venue confirmée',
        text: `${p.client_name ?? 'Le client'} confirme sa venue${p.service_name ? ` pour « ${p.service_name} »` : ''} chez ${salon}${p.start_time ? ` le ${when(p.start_time)}` : ''}.`,
      };
    case 'provider_registered':
      return {
        title: 'Nouveau prestataire à valider',
        text: `${p.provider_name ?? 'Un prestataire'} demande un compte prestataire.`,
      };
    case 'booking_reassigned':
      return {
        title: 'Rendez-vous réassigné',
        text: `Votre rendez-vous${p.service_name ? ` « ${p.service_name} »` : ''} chez ${salon}${p.start_time ? ` du ${when(p.start_time)}` : ''} sera assuré par ${p.employee_name ?? "un autre membre de l'équipe"}. La date et l'heure ne changent pas.`,
      };
    case 'holiday_appointments': {
      const count = p.count ?? 0;
      return {
        title: 'Rendez-vous un jour férié',
        text: `${count} rendez-vous de « ${salon} » tombe${count > 1 ? 'nt' : ''} ${holidayDays(p)} (${p.holiday_name ?? 'jour férié'}), où le salon est fermé : prévenez et annulez, ou ouvrez ce jour-là dans « Jours fériés ».`,
      };
    }
    case 'holiday_reminder':
      return {
        title: `${p.holiday_name ?? 'Jour férié'} dans 7 jours`,
        text: `« ${salon} » : ${holidayDays(p)}, ${p.holiday_name ?? 'jour férié'}. Vérifiez vos horaires dans « Jours fériés » (fermé par défaut).`,
      };
    case 'sms_cap_reached':
      return {
        title: 'Plafond de SMS atteint',
        text: `« ${salon} » a envoyé ses ${p.cap ?? ''} SMS du mois : jusqu'au mois prochain, les messages partent par e-mail quand le client en a un. Vous pouvez relever le plafond dans les réglages du salon.`,
      };
    default:
      return { title: 'Notification', text: '' };
  }
}

const BAD_NEWS_TYPES: readonly string[] = [
  'salon_rejected',
  'provider_rejected',
  'salon_changes_rejected',
  'booking_cancelled_provider_suspended',
];
const BAD_NEWS_STATUSES: readonly string[] = ['refused', 'cancelled', 'expired'];

/** A refusal or a cancellation reaching someone: its live toast is a warning, not a success (decision 054). */
export function isBadNews(notification: Pick<NotificationView, 'type' | 'payload'>): boolean {
  if (BAD_NEWS_TYPES.includes(notification.type)) return true;
  return (
    notification.type === 'booking_status_changed' &&
    BAD_NEWS_STATUSES.includes(payloadOf(notification.payload).new_status ?? '')
  );
}
