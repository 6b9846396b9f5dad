// How the salon's pages name the SMS and WhatsApp messages (decision 078). The state's own words
// ("SMS remis", "Échec : numéro injoignable") are `messageStateLabel` in messaging.ts.

/** What a message was about, by its template (the booking kinds of the server's booking-texts.ts). */
const TEMPLATE_LABELS: Record<string, string> = {
  confirmed: 'Confirmation',
  refused_or_cancelled_by_salon: 'Annulation par le salon',
  cancelled_by_client: 'Annulation par le client',
  moved: 'Déplacement',
  reassigned: "Changement d'employé",
  expired: 'Demande expirée',
  reminder: 'Rappel',
  follow_up: 'Second rappel',
  salon_suspended: 'Salon suspendu',
  phone_code: 'Code de vérification',
};

/** "Rappel", "Confirmation"…; "Message" for a template this page does not know yet. */
export const messageTemplateLabel = (template: string) => TEMPLATE_LABELS[template] ?? 'Message';

/** "SMS ce mois-ci : 212 / 500". */
export const smsUsageLine = (sent: number, cap: number) =>
  `SMS ce mois-ci : ${sent.toLocaleString('fr-FR')} / ${cap.toLocaleString('fr-FR')}`;

/** Why the cap matters, in one line beside it. */
export const SMS_CAP_HELP =
  'Au-delà du plafond, les messages partent par e-mail (un client sans e-mail ne reçoit alors rien) et vous êtes prévenu une fois dans le mois.';

/** "Ne reçoit plus de SMS depuis le 12 novembre 2026". */
export const OPT_OUT_LABELS = { sms: 'SMS', whatsapp: 'messages WhatsApp' } as const;
