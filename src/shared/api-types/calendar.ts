// The API's answers: calendar link.

/** GET /calendar/provider: readable without a session. */
export interface CalendarProvider {
  provider: string;
  configured: boolean;
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

/** GET /calendar/events: one month of the person's calendar, months taken in the platform's time zone. */
export interface CalendarEventList {
  /** YYYY-MM */
  month: string;
  timeZone: string;
  items: CalendarEvent[];
}

/** POST /calendar/authorization: the provider's consent page for this person and session. */
export interface CalendarAuthorization {
  url: string;
}

/** POST /calendar/feed: the new private iCalendar address (the old one stops working). */
export interface CalendarFeed {
  feedUrl: string;
}
