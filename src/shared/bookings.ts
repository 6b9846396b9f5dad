// Booking texts shared by the page and the API (docs/product.md#booking-page and #double-booking).
export const SLOT_TAKEN_MESSAGE = "Ce créneau n'est plus disponible. Veuillez en choisir un autre.";
export const NOTE_REQUIRED_MESSAGE = 'Une explication est requise pour annuler le rendez-vous.';
/** How far ahead a booking may be made. */
export const BOOKING_HORIZON_DAYS = 180;
export const BOOKINGS_PAGE_SIZE = 20;
/**
 * The tabs of a bookings list: still to come, gone by, and called off (refused, cancelled or
 * expired, whatever their date), each with its count (docs/product.md#bookings-list).
 */
export const BOOKING_SCOPES = ['upcoming', 'past', 'cancelled'] as const;
export type BookingScope = (typeof BOOKING_SCOPES)[number];
export const BOOKING_NOTE_MAX_LENGTH = 1000;
/** A client moves their booking in time; the person who takes them is the salon's to choose. */
export const CLIENT_CHOOSES_NO_EMPLOYEE_ON_MOVE =
  'Seul le salon peut confier un rendez-vous à un autre employé.';
/** What the reminder e-mail's one-tap links do. */
export const BOOKING_LINK_ACTIONS = ['confirm_attendance', 'cancel'] as const;
export type BookingLinkAction = (typeof BOOKING_LINK_ACTIONS)[number];
/** What a one-tap link answers: a reminder e-mail's link one action, a message's link either. */
export const ONE_TAP_ANSWERS = [...BOOKING_LINK_ACTIONS, 'either'] as const;
export type OneTapAnswers = (typeof ONE_TAP_ANSWERS)[number];

/** A visit of several services moves as a whole, each part with its person (docs/product.md#service-timing). */
export const VISIT_MOVED_WHOLE_MESSAGE =
  'Ce rendez-vous comprend plusieurs prestations : il se déplace en entier, chacune avec son employé.';
/** Giving a visit of several services to someone else is done part by part, which the agenda does not offer yet. */
export const VISIT_REASSIGN_MESSAGE =
  'Ce rendez-vous comprend plusieurs prestations, chacune avec son employé : déplacez-le plutôt.';

/** How long "Absent" can be taken back before it is sent (decision 076). */
export const NO_SHOW_UNDO_MS = 6_000;
