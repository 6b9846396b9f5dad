// A self-registered account confirms its e-mail address by a link (docs/product.md#accounts-and-roles).
// Until then the person may book, one upcoming booking at a time, and may not review nor create a salon.

export const EMAIL_UNVERIFIED_MESSAGE =
  "Confirmez d'abord votre adresse e-mail : suivez le lien de l'e-mail reçu à l'inscription (vous pouvez le renvoyer depuis votre espace).";

export const UNVERIFIED_BOOKING_LIMIT_MESSAGE =
  'Confirmez votre adresse e-mail pour avoir plus d’un rendez-vous à venir : suivez le lien de l’e-mail reçu à l’inscription.';

/** Upcoming active bookings a person with an unconfirmed address may hold. */
export const UNVERIFIED_ACTIVE_BOOKINGS = 1;

export const VERIFICATION_LINK_INVALID =
  "Ce lien de confirmation n'est plus valide : il a expiré ou il a été modifié. Demandez-en un nouveau depuis votre espace.";
