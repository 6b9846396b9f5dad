export const NOTIFICATION_TYPES = [
  'new_booking',
  'booking_status_changed',
  'salon_created',
  'salon_approved',
  'salon_rejected',
  'provider_approved',
  'provider_rejected',
  'salon_changes_submitted',
  'salon_changes_approved',
  'salon_changes_rejected',
  'booking_cancelled_provider_suspended',
  'client_confirmed_attendance',
  'provider_registered',
  'booking_reassigned',
  'holiday_appointments',
  'holiday_reminder',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
