import type { BookingStatus } from '../booking-status';
import type { BookingOrigin, ImportRefusal } from '../clients';
import type { PhoneChannel } from '../messaging';

// The API's answers: the salon's client book (docs/product.md#client-file).

/** A line of the "Clients" list, and a match of the appointment dialog's search. */
export interface ClientSummary {
  id: string;
  fullName: string;
  /** E.164. */
  phone: string | null;
  email: string | null;
  /** Linked to a Rendezvous account ("Compte Rendezvous"). */
  hasAccount: boolean;
  allergies: string;
  /** The latest appointment marked "Honoré". */
  lastVisitAt: string | null;
}

export interface ClientList {
  items: ClientSummary[];
  /** Matches counted up to `CLIENTS_COUNT_LIMIT`; `totalIsMore` past it. */
  total: number;
  totalIsMore: boolean;
  page: number;
  pageSize: number;
}

export interface ClientHistoryItem {
  bookingId: string;
  startTime: string;
  timeZone: string;
  salonName: string;
  serviceName: string;
  employeeName: string | null;
  price: string;
  status: BookingStatus;
  origin: BookingOrigin;
}

export interface ClientNoteView {
  id: string;
  body: string;
  authorName: string;
  createdAt: string;
}

/** "Fiche client". */
export interface ClientFile extends ClientSummary {
  createdAt: string;
  counters: {
    /** Appointments marked "Honoré". */
    visits: number;
    /** Appointments marked "Absent". */
    absences: number;
    /** Sum of the honoured appointments' prices, exact decimal string ("125.50"). */
    totalSpent: string;
  };
  /** Newest first, the latest `CLIENT_HISTORY_LIMIT`. */
  history: ClientHistoryItem[];
  /** Newest first. */
  notes: ClientNoteView[];
  /**
   * Other files of the book that may be the same person (same e-mail or number, one of them with an
   * account whose address is not verified): shown to the owner, never linked without them.
   */
  possibleDuplicates: Pick<ClientSummary, 'id' | 'fullName' | 'phone' | 'email' | 'hasAccount'>[];
  /** "Rappels par WhatsApp": the salon asked the client and ticked it (decision 078). */
  whatsappOptIn: boolean;
  /** Whether this deployment sends WhatsApp messages: the choice is shown only then (decision 081). */
  whatsappOffered: boolean;
  /** The linked account verified this file's number by a code. */
  phoneVerified: boolean;
  /** The channels the file's number turned off by link, and since when. */
  optOuts: { channel: PhoneChannel; since: string }[];
}

/** "Importer des clients": what became of the file's rows. */
export interface ClientImportReport {
  created: number;
  merged: number;
  refused: number;
  /** The refused rows, by line number of the file (the header is line 1), with why. */
  refusedLines: { line: number; reason: ImportRefusal }[];
  /** The report as one sentence: "812 fiches créées, 23 doublons fusionnés, 5 lignes refusées (…)". */
  summary: string;
}
