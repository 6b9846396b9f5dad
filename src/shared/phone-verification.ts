// A client's own number, proven by a code sent by SMS (decision 078), and « Recevoir mes rappels par
// WhatsApp »: the rules the profile shows and the server applies.

/** The code's digits. */
export const PHONE_CODE_LENGTH = 6;
/** Codes one account may ask for in 24 hours: each SMS costs money. */
export const PHONE_CODES_PER_DAY = 3;
/** How long a code works. */
export const PHONE_CODE_MINUTES = 10;

export const PHONE_REQUIRED_FOR_CODE =
  "Ajoutez d'abord votre numéro de téléphone à votre profil, puis enregistrez.";
export const PHONE_REQUIRED_FOR_WHATSAPP =
  "Ajoutez d'abord votre numéro de téléphone pour recevoir vos rappels par WhatsApp.";
/** Turning WhatsApp on where this deployment has no WhatsApp sender (decision 081). */
export const WHATSAPP_NOT_OFFERED =
  'Les rappels par WhatsApp ne sont pas proposés sur ce site : ils partent par e-mail ou par SMS.';
export const PHONE_ALREADY_VERIFIED = 'Ce numéro est déjà vérifié.';
export const WRONG_PHONE_CODE =
  'Code incorrect ou expiré. Vérifiez le dernier SMS reçu, ou demandez un nouveau code.';
export const phoneCodesExhausted = (wait: string) =>
  `Vous avez déjà demandé ${PHONE_CODES_PER_DAY} codes aujourd'hui. Vous pourrez en demander un autre dans ${wait}.`;
export const phoneCodesThrottled = (wait: string) =>
  `Trop de codes incorrects pour ce compte. Réessayez dans ${wait}.`;
export const PHONE_OPTED_OUT =
  'Ce numéro a demandé à ne plus recevoir de SMS de Rendezvous : le code ne peut pas lui être envoyé.';
