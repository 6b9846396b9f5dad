import type { MessageFailure, MessageState, PhoneChannel } from '../messaging';
import type { ItemList } from './common';

// The API's answers: what became of a booking's SMS and WhatsApp messages, and what they cost (decision 078).

/** One SMS or WhatsApp message about a booking, as the agenda's dialog shows it. */
export interface BookingMessage {
  id: string;
  channel: PhoneChannel;
  state: MessageState;
  failure: MessageFailure | null;
  /** The template ("confirmed", "reminder"…). */
  template: string;
  createdAt: string;
  /** When it reached its latest state: read, delivered, sent, failed, or queued while pending. */
  stateAt: string;
}

/** GET /bookings/:id/messages: newest first. */
export type BookingMessages = ItemList<BookingMessage>;

/** "SMS ce mois-ci : 212 / 500": a salon's month and its cap. */
export interface SalonSmsUsage {
  salonId: string;
  /** "2026-11", in Tunisia's calendar. */
  month: string;
  sentThisMonth: number;
  cap: number;
}

/** A line of the admin's "SMS" page: one salon's SMS in the month. */
export interface AdminSmsSalon {
  salonId: string;
  salonName: string;
  ownerName: string;
  count: number;
  cap: number;
}

/** GET /admin/sms: the salons that sent SMS in the month, most first, and the platform's totals. */
export interface AdminSmsMonth {
  /** "2026-11". */
  month: string;
  items: AdminSmsSalon[];
  page: number;
  pageSize: number;
  /** The salons that sent any in the month, all pages (what the pager counts). */
  salonCount: number;
  /** Every salon's SMS of the month, all pages. */
  totalSms: number;
  /** SMS that belong to no salon (a client's phone verification codes). */
  withoutSalon: number;
}

/**
 * A provider's delivery receipt (POST /webhooks/…): `recorded` is false for a message we do not know
 * or a status that changes nothing, still answered 200 so that the provider stops sending it.
 */
export interface ReceiptAnswer {
  recorded: boolean;
}
