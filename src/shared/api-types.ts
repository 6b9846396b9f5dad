import type { ProviderStatus, Role } from './roles';

/** What GET /api/me answers: the session as the interface sees it (SPEC §3 "session", DECISIONS D4). */
export interface Me {
  user: { id: string; email: string };
  userDetails: { full_name: string; avatar_url: string | null };
  role: Role;
  providerStatus: ProviderStatus | null;
  isAdmin: boolean;
  isPrestataire: boolean;
  isClient: boolean;
}

/** The one JSON shape of every API error. */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    /** Per-field French messages, keyed by the form field name. */
    fields?: Record<string, string>;
  };
}

export interface SalonSummary {
  id: string;
  name: string;
  address: string;
  description: string | null;
  coverImageUrl: string | null;
  /** Exact average of the reviews (0 when none), and how many there are. */
  avgRating: number;
  reviewCount: number;
  /** Cheapest service price as an exact decimal string, null when the salon has no service yet. */
  minPrice: string | null;
  serviceNames: string[];
}

export interface SalonPage {
  items: SalonSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export interface SalonService {
  id: string;
  name: string;
  /** Exact decimal string, e.g. "12.50". */
  price: string;
  duration: number;
}

export interface SalonDetail extends Omit<SalonSummary, 'minPrice' | 'serviceNames'> {
  isApproved: boolean;
  timeZone: string;
  owner: { id: string; full_name: string; avatar_url: string | null };
  services: SalonService[];
}

export interface ReviewView {
  id: string;
  salonId: string;
  rating: number;
  comment: string;
  isVerified: boolean;
  createdAt: string;
  client: { id: string; full_name: string; avatar_url: string | null };
}

export interface SlotList {
  date: string;
  timeZone: string;
  /** The salon is closed that day (or the day is out of the booking horizon or in the past). */
  closed: boolean;
  slots: import('./slots').Slot[];
}

export interface BookingView {
  id: string;
  status: import('./booking-status').BookingStatus;
  startTime: string;
  endTime: string;
  clientNote: string | null;
  prestataireNote: string | null;
  salon: { id: string; name: string; address: string; timeZone: string };
  service: { id: string | null; name: string; price: string };
  /** Null when the client's account was deleted. */
  client: { id: string; full_name: string; email: string } | null;
  createdAt: string;
}

export interface BookingList {
  items: BookingView[];
  counts: { upcoming: number; past: number };
  page: number;
  pageSize: number;
}

export interface BookingChange {
  booking: BookingView;
  /** False when the e-mail this change sends could not go out yet: it stays queued and is retried. */
  emailSent: boolean | null;
}

export interface CalendarStatus {
  /** The provider's name, "Google" by default. */
  provider: string;
  /** False when the server has no client id: the card says "Configuration manquante". */
  configured: boolean;
  /** A token that is still valid, or can be refreshed. */
  connected: boolean;
  connectedAt: string | null;
  /** The private iCalendar address, once created. */
  feedUrl: string | null;
}

export interface CalendarEvent {
  id: string;
  title: string;
  /** An instant (ISO) for timed events, a YYYY-MM-DD date for all-day ones. */
  start: string;
  end: string;
  allDay: boolean;
}
