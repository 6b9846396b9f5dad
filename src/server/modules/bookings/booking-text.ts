export const BOOKING_NOT_FOUND = 'Rendez-vous introuvable.';
