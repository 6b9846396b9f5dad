export const NOTIFICATION_TYPES = [
  'new_booking',
  'booking_status_changed',
  'salon_created',
  'salon_approved',
  'salon_rejected',
  'provider_approved',
  'provider_rejected',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
