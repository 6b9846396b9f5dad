import type { NotificationView } from '@/shared/notification-text';
import { pages } from '@/shared/pages';

type Ids = { booking_id?: unknown; salon_id?: unknown };

/** Where a notification leads: the booking, salon, provider or change it talks about. */
export function notificationLink(notification: Pick<NotificationView, 'type' | 'payload'>): string | null {
  const raw =
    typeof notification.payload === 'string' ? safeParse(notification.payload) : notification.payload;
  const ids = (raw ?? {}) as Ids;
  const bookingId = typeof ids.booking_id === 'string' ? ids.booking_id : null;
  switch (notification.type) {
    case 'new_booking':
    case 'booking_status_changed':
    case 'booking_cancelled_provider_suspended':
    case 'client_confirmed_attendance':
    case 'booking_reassigned':
      return bookingId ? pages.bookingRecap(bookingId) : pages.bookings;
    case 'salon_created':
      return pages.adminSalons;
    case 'salon_changes_submitted':
      return pages.adminSalonChanges;
    case 'provider_registered':
      return pages.adminProviders;
    case 'salon_approved':
    case 'salon_rejected':
    case 'salon_changes_approved':
    case 'salon_changes_rejected':
    case 'provider_approved':
    case 'holiday_appointments':
    case 'holiday_reminder':
    case 'sms_cap_reached':
      return pages.salons;
    case 'provider_rejected':
      return pages.dashboard;
    default:
      return null;
  }
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
