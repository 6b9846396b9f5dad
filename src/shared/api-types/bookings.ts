import type { BookingStatus } from '../booking-status';
import type { BookingLinkAction } from '../bookings';
import type { BookingOrigin } from '../clients';
import type { PhoneChannel } from '../messaging';
import type { Slot } from '../slots';

// The API's answers: bookings.

export interface SlotList {
  date: string;
  timeZone: string;
  /** The salon is closed that day (or the day is out of the booking horizon or in the past). */
  closed: boolean;
  /** Open that day, but no free time is left ("Complet ce jour-là"). */
  full: boolean;
  /**
   * When the day has no free time (closed or full): the next day, within the booking horizon, with
   * one for the same service (and employee); null otherwise or when there is none.
   */
  nextFreeDate: string | null;
  slots: Slot[];
}

/** GET /salons/:id/free-days: the days of `month` (YYYY-MM) with at least one free time, in order. */
export interface FreeDays {
  month: string;
  days: string[];
}

export interface BookingView {
  id: string;
  status: BookingStatus;
  startTime: string;
  endTime: string;
  clientNote: string | null;
  prestataireNote: string | null;
  salon: {
    id: string;
    name: string;
    address: string;
    timeZone: string;
    /** "Délai d'annulation" in hours: inside it the client can no longer cancel or move. */
    cancellationWindowHours: number;
  };
  service: { id: string | null; name: string; price: string };
  /** Null when the client's account was deleted. */
  client: { id: string; full_name: string; email: string; phone: string | null } | null;
  /** The person who takes the client; null in a salon without employees (or for an older booking). */
  employee: BookingEmployee | null;
  createdAt: string;
  /** A pending request expires at this moment when the salon has not answered. */
  respondBy: string | null;
  /** When the client answered "Je confirme ma venue" from the reminder. */
  clientConfirmedAt: string | null;
  /** The salon's view only: how many times this client did not come to the owner's salons. */
  clientAbsences?: number;
  /** Booked online by the client, or entered by the salon ("Téléphone", "Sur place"…). */
  origin: BookingOrigin;
  /** The salon's view only: the person's file in the owner's client book; null for a walk-in without a name. */
  clientFile?: BookingClientFile | null;
  /** The salon's view only: "Note pour le salon". */
  salonNote?: string;
  /**
   * The services of the visit, in order (docs/product.md#service-timing): one for a single service,
   * several for a visit ("Coupe + Brushing"), each with its times and person.
   */
  parts: BookingPartView[];
}

/** One service of a booked visit. Instants are ISO. */
export interface BookingPartView {
  /** Null once the service was deleted. */
  serviceId: string | null;
  serviceName: string;
  price: string;
  startTime: string;
  endTime: string;
  employee: { id: string; firstName: string } | null;
}

export interface BookingClientFile {
  id: string;
  fullName: string;
  /** E.164. */
  phone: string | null;
  /** "Allergies et contre-indications", shown as a red badge wherever the appointment is. */
  allergies: string;
  hasAccount: boolean;
}

export interface BookingEmployee {
  id: string;
  firstName: string;
  position: string;
}

export interface BookingList {
  items: BookingView[];
  counts: { upcoming: number; past: number; cancelled: number };
  page: number;
  pageSize: number;
}

/** GET/POST /booking-links/:token: the reminder's one-tap link and its booking, readable without a session. */
export interface BookingLinkView {
  action: BookingLinkAction;
  /** 'used' after its one use, 'expired' once the appointment started. */
  state: 'ready' | 'used' | 'expired';
  usedAt: string | null;
  /** Why the action would be refused now (the cancellation window, a closed booking), else null. */
  refusal: string | null;
  cancellationRule: string;
  cancelDeadline: string;
  booking: {
    status: BookingStatus;
    salonName: string;
    salonAddress: string;
    serviceName: string;
    servicePrice: string;
    employeeFirstName: string | null;
    startTime: string;
    endTime: string;
    timeZone: string;
  };
}

/**
 * GET/POST /message-links/:code…: the short link an SMS or WhatsApp message carries (decision 078),
 * readable without a session: the appointment it is about, whether it can still be answered, and
 * the way out of that channel's messages.
 */
export interface MessageLinkView {
  /** The channel the message came by: the way out turns this one off. */
  channel: PhoneChannel;
  /** The number already asked for no more messages by this channel. */
  optedOut: boolean;
  /** 'used' once answered (confirmed or cancelled), 'expired' once the appointment started. */
  state: 'ready' | 'used' | 'expired';
  /** What the link's one answer was. */
  answer: 'confirmed' | 'cancelled' | null;
  usedAt: string | null;
  /** Why "Je confirme ma venue" would be refused now, else null. */
  confirmRefusal: string | null;
  /** Why "Annuler ce rendez-vous" would be refused now (the cancellation window), else null. */
  cancelRefusal: string | null;
  /** The three below are null for a message about no appointment (its way out still works). */
  cancellationRule: string | null;
  cancelDeadline: string | null;
  booking: BookingLinkView['booking'] | null;
}

/** GET /me/phone and its changes: the profile's number, whether it is proven, and WhatsApp. */
export interface PhoneSettings {
  /** E.164, or null when the profile has none. */
  phone: string | null;
  /** When a code sent by SMS proved the number (« Numéro vérifié »); null otherwise. */
  verifiedAt: string | null;
  /** « Recevoir mes rappels par WhatsApp ». */
  whatsappOptIn: boolean;
  /**
   * Whether this deployment sends WhatsApp messages: without it the choice is not offered and the
   * reminders go by e-mail or SMS (decision 081).
   */
  whatsappOffered: boolean;
  /** Codes the account may still ask for today (3 a day). */
  codesLeftToday: number;
}

/** POST /me/phone/code: where the code went and until when it works. */
export interface PhoneCodeSent {
  sentTo: string;
  expiresAt: string;
  codesLeftToday: number;
}

export interface BookingChange {
  booking: BookingView;
  /** False when the e-mail this change sends could not go out yet: it stays queued and is retried. */
  emailSent: boolean | null;
}
