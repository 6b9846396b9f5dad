// What clients and salons write on some demo bookings.

/** Why a client cancelled. */
export const CANCELLATION_NOTES = [
  'Empêchement de dernière minute, désolée.',
  'Je suis malade, je reprendrai rendez-vous la semaine prochaine.',
  'Changement de programme au travail, merci de votre compréhension.',
  'Je me suis trompée de date, je vais réserver un autre créneau.',
];

/** Why a salon refused. */
export const REFUSAL_NOTES = [
  'Salon complet ce jour-là, merci de choisir un autre créneau.',
  'Notre coiffeuse est absente ce jour-là, désolés.',
  'Fermeture exceptionnelle pour inventaire.',
];

/** Optional requests clients leave with some bookings. */
export const BOOKING_REQUESTS = [
  'Cheveux longs et épais, merci de prévoir un peu plus de temps.',
  'Première visite chez vous.',
  'Je souhaiterais une couleur proche de mon châtain naturel.',
  'Possible d’avoir la même personne que la dernière fois ?',
];
