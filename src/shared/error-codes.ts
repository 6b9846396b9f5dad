/**
 * Every code the API answers in `error.code` (the JSON shape is ApiErrorBody). Programs compare
 * codes, people read the French message. The server's AppError only accepts these, so a code the
 * web compares against is one the server can send.
 */
export const ERROR_CODES = [
  // Any route
  'validation_failed',
  'invalid_json',
  'invalid_character',
  'bad_request',
  'payload_too_large',
  'origin_refused',
  'not_signed_in',
  'forbidden',
  'provider_pending',
  'provider_refused',
  'not_found',
  'internal_error',
  'database_unavailable',
  'database_busy',
  'idempotency_key_reused',
  'idempotency_key_mismatch',
  // Accounts
  'rate_limited',
  'email_taken',
  'invalid_credentials',
  'auth_refused',
  'reset_link_invalid',
  'wrong_password',
  'email_unverified',
  // Two-factor authentication (decision 074)
  'two_factor_required',
  'two_factor_challenge_missing',
  'wrong_code',
  'two_factor_already_enabled',
  'two_factor_not_enabled',
  // Images
  'not_an_image',
  'image_too_large',
  'image_dimensions',
  'image_unprocessable',
  'images_busy',
  // Administration
  'self_change',
  'self_delete',
  'owns_salons',
  'owner_suspended',
  'no_pending_changes',
  'changes_moved',
  // Provider workspace
  'salon_has_bookings',
  'service_in_package',
  // A salon's gallery
  'too_many_photos',
  'photos_changed',
  // Staff: hours outside the salon's, an absence over bookings
  'hours_outside_opening',
  'absence_conflict',
  'employee_has_bookings',
  // Reviews
  'review_exists',
  // Bookings
  'slot_taken',
  'invalid_transition',
  'booking_past',
  'service_gone',
  'employee_unavailable',
  'booking_not_started',
  'cancellation_window',
  'booking_overlap',
  'package_changed',
  'salon_booking_limit',
  // Appointments the salon enters, its client book
  'outside_hours',
  'employee_absent',
  'salon_not_approved',
  'client_phone_taken',
  'client_has_bookings',
  'clients_differ',
  // One-tap links of the reminder e-mail
  'link_invalid',
  'link_used',
  'link_expired',
  // A client's phone number: verification by SMS code, reminders by WhatsApp (decision 078)
  'phone_required',
  'phone_already_verified',
  'phone_opted_out',
  'whatsapp_not_offered',
  // Calendar link
  'calendar_not_configured',
  'calendar_not_connected',
  'calendar_state_mismatch',
  'calendar_exchange_failed',
  'calendar_disconnect_failed',
  'calendar_unavailable',
  // SMS and WhatsApp providers' receipts
  'webhook_refused',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
