// The product's constants (docs/product.md#constants), in one place for the server and the web app.

export const PASSWORD_MIN_LENGTH = 6;
/** Upper bound so that hashing a hostile multi-megabyte password cannot tie up the server. */
export const PASSWORD_MAX_LENGTH = 128;
/** A "Mot de passe oublié" link works once, for this long. */
export const PASSWORD_RESET_LINK_HOURS = 1;
/** The link that confirms a new account's e-mail address works this long. */
export const EMAIL_VERIFICATION_LINK_DAYS = 3;
/** An authenticator app's code (TOTP, 30-second steps, decision 074). */
export const TOTP_CODE_LENGTH = 6;
/** "Codes de secours" given at enrolment (and at each renewal), each usable once. */
export const RECOVERY_CODE_COUNT = 10;
/** After the right password, the code may be typed for this long before signing in starts over. */
export const TWO_FACTOR_CHALLENGE_MINUTES = 10;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const ADDRESS_MAX_LENGTH = 300;
export const CIN_PATTERN = /^\d{8}$/;

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/**
 * Each side of an uploaded image, and its pixel count: read from the file's header and refused before
 * any decoding (a tiny compressed file can hold a huge image). Photos from phones fit easily.
 */
export const IMAGE_MAX_SIDE_PX = 8000;
export const IMAGE_MAX_PIXELS = 24_000_000;
export const STORAGE_CACHE_SECONDS = 3600;
/** Photos in a salon's gallery, waiting ones included (the cover is apart). */
export const SALON_PHOTOS_MAX = 8;

export const POPULAR_SALONS_COUNT = 6;
export const NAVBAR_SCROLL_THRESHOLD_PX = 20;

export const RATING_MIN = 1;
export const RATING_MAX = 5;

export const SERVICE_DURATION_DEFAULT_BOOKING = 60;
export const SERVICE_DURATION_DEFAULT_FORM = 30;
export const PRICE_STEP = 0.01;

export const SLOT_INTERVAL_MINUTES = 30;
/** The last slot starts at closing time minus this margin (docs/product.md#slots). */
export const LAST_SLOT_MARGIN_MINUTES = 60;

export const LUNCH_BREAK_DEFAULT = { start: '12:00', end: '13:00' } as const;
export const AVAILABILITY_DEFAULT = { weekday: 1, start: '09:00', end: '17:00' } as const;

export const NOTIFICATIONS_READ_BATCH = 10;
export const TOAST_DURATION_MS = 5000;
export const CALENDAR_CALLBACK_REDIRECT_MS = 2000;
export const CALENDAR_TOKEN_DEFAULT_LIFETIME_S = 3600;

export const DEFAULT_TIME_ZONE = 'Africa/Tunis';
export const FOOTER_HOURS = 'Lun-Sam 9h-17h';

/**
 * A salon's booking rules, in hours (docs/product.md#booking-rules): the cancellation window, when
 * the reminder leaves, and how long a request waits for an answer before it expires.
 */
export const BOOKING_RULES = {
  cancellationWindowHours: { min: 0, max: 72, default: 24 },
  reminderHours: { min: 2, max: 72, default: 24 },
  responseHours: { min: 1, max: 48, default: 24 },
} as const;
/** A service lasts 12 hours at most (also a check constraint on services): so does a booking. */
export const SERVICE_MAX_MINUTES = 720;
/** Fair use: upcoming active bookings one client may hold at one salon. */
export const MAX_UPCOMING_BOOKINGS_PER_SALON = 3;

/** The platform's contact, on the legal pages, the footer and the messages that send people to us. */
export const CONTACT_EMAIL = 'contact@rendezvous.tn';
export const CONTACT_PHONE = '+216 71 000 000';
