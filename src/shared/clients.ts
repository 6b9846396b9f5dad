import { BOOKING_HORIZON_DAYS } from './bookings';
import { pluralize } from './format';

// The salon's client file ("Carnet du salon", docs/product.md#client-file): the people a
// prestataire's salons receive, with or without a Rendezvous account, known by their phone number.

/** Where an appointment came from: booked online by the client, or entered by the salon. */
export const BOOKING_ORIGINS = ['online', 'phone', 'walk_in', 'social', 'other'] as const;
export type BookingOrigin = (typeof BOOKING_ORIGINS)[number];
/** What the salon may choose when it enters an appointment ("Origine"). */
export const SALON_BOOKING_ORIGINS = [
  'phone',
  'walk_in',
  'social',
  'other',
] as const satisfies readonly BookingOrigin[];
export type SalonBookingOrigin = (typeof SALON_BOOKING_ORIGINS)[number];

export const BOOKING_ORIGIN_LABELS: Record<BookingOrigin, string> = {
  online: 'En ligne',
  phone: 'Téléphone',
  walk_in: 'Sur place',
  social: 'Réseaux sociaux',
  other: 'Autre',
};

/** The name an appointment shows when the salon entered it without a name. */
export const WALK_IN_LABEL = 'Client de passage';
/** The name a deleted file or account leaves on past appointments. */
export const DELETED_CLIENT_LABEL = 'Client supprimé';
/** Shown on a client whose file is linked to a Rendezvous account. */
export const ACCOUNT_BADGE = 'Compte Rendezvous';

export const CLIENT_NOT_FOUND = 'Client introuvable.';
export const CLIENT_HAS_BOOKINGS =
  'Ce client a des rendez-vous à venir : annulez-les avant de supprimer sa fiche.';
export const CLIENTS_DIFFER = 'Ces deux fiches sont liées à deux comptes Rendezvous différents.';
export const CLIENT_PHONE_TAKEN = 'Un client de votre carnet a déjà ce numéro.';
export const CLIENT_NOTE_MAX_LENGTH = 2000;
export const CLIENT_ALLERGIES_MAX_LENGTH = 500;
export const SALON_NOTE_MAX_LENGTH = 1000;

/** Clients per page of the "Clients" list. */
export const CLIENTS_PAGE_SIZE = 20;
/**
 * The list counts its clients up to this many, and says "Plus de …" beyond; a search counts its
 * matches up to the second number: a common name in a book of 50,000 would otherwise cost a count
 * of thousands on every keystroke.
 */
export const CLIENTS_COUNT_LIMIT = 1000;
export const CLIENT_MATCHES_COUNT_LIMIT = 100;
/** The client search of the appointment dialog shows this many. */
export const CLIENT_SEARCH_LIMIT = 8;

/** A start the salon may type: any five-minute step. */
export const AGENDA_STEP_MINUTES = 5;

export const OUTSIDE_HOURS_MESSAGE =
  "Cet horaire est en dehors des heures de travail de l'employé. Ajouter quand même ?";
export const EMPLOYEE_ABSENT_MESSAGE = "L'employé est absent à cette heure-là.";
export const OFF_STEP_MESSAGE = `L'heure doit tomber sur un pas de ${AGENDA_STEP_MINUTES} minutes.`;
export const OUT_OF_AGENDA_MESSAGE = `Cette date est en dehors de l'agenda (d'aujourd'hui à ${BOOKING_HORIZON_DAYS} jours).`;
export const EMPLOYEE_REQUIRED_MESSAGE = 'Veuillez choisir un employé.';
export const SALON_NOT_APPROVED_MESSAGE =
  'Ce salon doit être validé par un administrateur avant de recevoir des rendez-vous.';
/** The "Historique" of a file shows this many appointments, newest first. */
export const CLIENT_HISTORY_LIMIT = 100;
/** "Importer des clients": the largest file, and the most rows it may hold. */
export const CLIENT_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const CLIENT_IMPORT_MAX_ROWS = 10_000;
export const CLIENT_IMPORT_TOO_LARGE = 'Le fichier est trop volumineux (2 Mo au plus).';
export const CLIENT_IMPORT_TOO_MANY_ROWS =
  'Le fichier dépasse 10 000 lignes : importez-le en plusieurs fois.';
export const CLIENT_IMPORT_UNREADABLE = "Ce fichier n'est pas un CSV lisible.";
export const CLIENT_IMPORT_EMPTY = 'Ce fichier ne contient aucun client.';

/** Why an imported row was refused, as the report says it. */
export const IMPORT_REFUSALS = {
  phone: 'numéro invalide',
  name: 'nom manquant',
  email: 'e-mail invalide',
} as const;
export type ImportRefusal = keyof typeof IMPORT_REFUSALS;

/** Lines named in the report for each reason before "…". */
const LINES_SHOWN = 10;

/** "812 fiches créées, 23 doublons fusionnés, 5 lignes refusées (numéro invalide : lignes 14, 88, …)". */
export function importSummary(report: {
  created: number;
  merged: number;
  refusedLines: readonly { line: number; reason: ImportRefusal }[];
}): string {
  const parts = [
    pluralize(report.created, 'fiche créée', 'fiches créées'),
    pluralize(report.merged, 'doublon fusionné', 'doublons fusionnés'),
    pluralize(report.refusedLines.length, 'ligne refusée', 'lignes refusées'),
  ];
  const reasons = (Object.keys(IMPORT_REFUSALS) as ImportRefusal[]).flatMap((reason) => {
    const lines = report.refusedLines.filter((row) => row.reason === reason).map((row) => row.line);
    if (lines.length === 0) return [];
    const shown = lines.slice(0, LINES_SHOWN).join(', ');
    return [
      `${IMPORT_REFUSALS[reason]} : ${lines.length > 1 ? 'lignes' : 'ligne'} ${shown}${lines.length > LINES_SHOWN ? ', …' : ''}`,
    ];
  });
  return `${parts.join(', ')}${reasons.length > 0 ? ` (${reasons.join(' ; ')})` : ''}`;
}

/** The name an appointment shows the salon: the account's, else the file's, else why there is none. */
export function bookingClientName(booking: {
  client: { full_name: string } | null;
  clientFile?: { fullName: string } | null;
  origin: BookingOrigin;
}): string {
  return (
    booking.client?.full_name ??
    booking.clientFile?.fullName ??
    (booking.origin === 'walk_in' ? WALK_IN_LABEL : DELETED_CLIENT_LABEL)
  );
}
