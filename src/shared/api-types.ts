import type { BookingStatus } from './booking-status';
import type { BookingLinkAction } from './bookings';
import type { BookingOrigin, ImportRefusal } from './clients';
import type { ErrorCode } from './error-codes';
import type { MessageFailure, MessageState, PhoneChannel } from './messaging';
import type { NotificationView } from './notification-text';
import type { OpeningHoursDay } from './opening-hours';
import type { ProviderStatus, Role } from './roles';
import type { HolidayStatus, SalonCalendar, SalonHoliday } from './salon-calendar';
import type { SecurityEventType } from './security-events';
import type { Processing } from './service-timing';
import type { Slot } from './slots';
import type { AbsenceKind, WorkingDay } from './staff';
import type { StatisticsUnit } from './statistics';

// The JSON answer of every API route, by domain. The server function that builds an answer
// declares one of these as its return type, and the web reads the same type: a change on one side
// that the other does not follow fails type checking. Dates travel as ISO strings.

/** One page of a list: the items, how many there are in all, the page number and its size. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** A whole list, for lists that are not paged. */
export interface ItemList<T> {
  items: T[];
}

// ---- Session and accounts

/** One open session of the person (GET /api/me/sessions), named by its id, never by its token. */
export interface SessionView {
  id: string;
  /** "Chrome sur Windows", from the browser's User-Agent. */
  device: string;
  ip: string | null;
  signedInAt: string;
  /** Renewed at most hourly while the session is used. */
  lastActiveAt: string;
  /** The session of the request itself ("cette session"). */
  current: boolean;
}

/** What GET /api/me answers: the session as the interface sees it (docs/product.md#sessions). */
export interface Me {
  user: { id: string; email: string };
  userDetails: { full_name: string; avatar_url: string | null; phone: string | null };
  role: Role;
  providerStatus: ProviderStatus | null;
  /** Why an admin refused or suspended this prestataire; null otherwise. */
  providerRefusalReason: string | null;
  /** False until a self-registered account follows the link sent to its address. */
  emailVerified: boolean;
  isAdmin: boolean;
  isPrestataire: boolean;
  isClient: boolean;
  /** Sign-in asks a code of the authenticator app (decision 074). */
  twoFactorEnabled: boolean;
  /** An admin without a second factor: the API refuses them all but their enrolment. */
  twoFactorSetupRequired: boolean;
}

/** The one JSON shape of every API error. */
export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    /** Per-field French messages, keyed by the form field name. */
    fields?: Record<string, string>;
  };
}

/** GET /me, POST /auth/sign-out (me: null) and every profile change (the fresh session). */
export interface MeAnswer {
  me: Me | null;
}

/**
 * POST /auth/sign-in: the session's person, or, for an account with a second factor, no session yet
 * and the code to ask (POST /auth/two-factor/verify answers `me` then; decision 074).
 */
export type SignInAnswer = { me: Me; twoFactorRequired?: never } | { twoFactorRequired: true; me?: never };

/** POST /auth/two-factor/verify: the session is open. */
export interface TwoFactorSignInAnswer {
  me: Me;
  /** Recovery codes still unused, when one was just spent (to tell the person to renew them). */
  recoveryCodesLeft: number | null;
}

/** GET /me/two-factor: the profile's "Vérification en deux étapes". */
export interface TwoFactorStatus {
  enabled: boolean;
  /** The account is an admin's: the second factor cannot be removed, only replaced. */
  required: boolean;
  /** Unused recovery codes; null without a second factor. */
  recoveryCodesLeft: number | null;
}

/** POST /me/two-factor/enable: what the authenticator app needs, shown until the first code confirms it. */
export interface TwoFactorEnrolment {
  /** otpauth:// address, drawn as a QR code. */
  totpUri: string;
  /** The same secret in base 32, to type into an app that cannot read the code. */
  secret: string;
}

/** The recovery codes, shown once (enrolment's confirmation, renewal). */
export interface RecoveryCodes {
  recoveryCodes: string[];
}

/** POST /auth/sign-up: the new person's session, or, for an admin creating an account, the admin's own and the new id. */
export interface SignUpAnswer {
  me: Me;
  created?: { id: string };
}

/** GET /health. */
export interface HealthStatus {
  status: 'ok';
}

// ---- Public salon pages

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
  /** The city chosen from `shared/cities.ts` (or named by the address); null when none. */
  city: CityRef | null;
  /** Kilometres from the position sent with "Autour de moi" (lat, lng), else null. */
  distanceKm: number | null;
  /**
   * The earliest free slot: within the "Disponibilité" days when that filter is set, else within
   * the next AVAILABILITY_DAYS days; for the chosen service when one is, else any. Null: none.
   */
  nextSlot: NextSlot | null;
}

export interface CityRef {
  slug: string;
  name: string;
  gouvernorat: string;
}

export interface NextSlot {
  /** ISO instant. */
  start: string;
  /** The salon's day (YYYY-MM-DD) and wall-clock time ("HH:MM") of that start. */
  date: string;
  time: string;
  serviceId: string;
  /** When the list's service filter names a package: that package (its first service is `serviceId`). */
  packageId?: string;
}

/** A photo of a salon's gallery, in the owner's order. */
export interface SalonPhoto {
  id: string;
  url: string;
}

export type SalonPage = Page<SalonSummary> & {
  /** More salons match than `total` (SALON_COUNT_LIMIT): the count stopped there (decision 056). */
  totalCapped: boolean;
  /**
   * Where the next page starts (`after`), when this page is full and its sort is served by an index
   * (rating, name): the next page is then read from there, however deep (decision 056).
   */
  nextCursor: string | null;
};

/** GET /salons/service-names and GET /service-catalogue. */
export interface ServiceNameList {
  names: string[];
}

/** GET and PUT /salons/:id/opening-hours: the seven days, Monday first. */
export interface OpeningHoursWeek {
  days: OpeningHoursDay[];
  /** The exceptional hours in force, or the next ones within 30 days (decision 077); null: none. */
  special?: SpecialPeriodView | null;
  /** The next public holiday and what the salon does that day; null: none known. */
  nextHoliday?: SalonHolidayView | null;
}

/** "Horaires exceptionnels": a named date range with its own week (decision 077). */
export interface SpecialPeriodView {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  days: OpeningHoursDay[];
  /** The employees with their own hours for it (the others follow it). */
  employeeDays: Record<string, WorkingDay[]>;
}

/** A public holiday as a salon keeps it, with its appointments that day the salon's hours leave out. */
export type SalonHolidayView = SalonHoliday & { outside?: BookingView[] };

/**
 * Saving hours (a period, a holiday's choice): what was saved, and the appointments already made
 * that fall outside the new hours, for the salon to warn and cancel or keep.
 */
export interface HoursSaved<T> {
  saved: T;
  outside: BookingView[];
}

/** The salon's Friday prayer break. */
export interface FridayBreakView {
  enabled: boolean;
  start: string;
  end: string;
}

/** A public holiday as the admins keep it. */
export interface AdminHoliday {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  status: HolidayStatus;
}

export interface SalonService {
  id: string;
  name: string;
  /** Exact decimal string, e.g. "12.50". */
  price: string;
  duration: number;
}

/** A package ("forfait") as the salon page shows it: its services in order, its own price. */
export interface SalonPackage {
  id: string;
  name: string;
  /** Exact decimal string: the package's price, not the sum of its services'. */
  price: string;
  /** Its services' durations added: how long the visit lasts. */
  duration: number;
  services: Array<{ id: string; name: string }>;
}

export interface SalonDetail
  extends Omit<SalonSummary, 'minPrice' | 'serviceNames' | 'distanceKm' | 'nextSlot'> {
  isApproved: boolean;
  timeZone: string;
  owner: { id: string; full_name: string; avatar_url: string | null };
  services: SalonService[];
  /** The salon's packages, by name. */
  packages: SalonPackage[];
  /** The employees clients may book, in the salon's order; empty: the salon books as one. */
  team: TeamMember[];
  /** "Délai d'annulation": shown on the salon and booking pages. */
  cancellationWindowHours: number;
  /** The salon's own position, or its city's centre; null when neither is known. */
  latitude: number | null;
  longitude: number | null;
  /** The gallery's approved photos (8 at most), in the owner's order; the cover is shown first. */
  photos: SalonPhoto[];
}

/** What the public sees of an employee: never an e-mail or a phone number. */
export interface TeamMember {
  id: string;
  firstName: string;
  position: string;
  avatarUrl: string | null;
  /** The services this person performs; null: all of the salon's. */
  serviceIds: string[] | null;
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

export type ReviewPage = Page<ReviewView>;

// ---- Bookings

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

// ---- Calendar link

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

// ---- Notifications

export type NotificationPage = Page<NotificationView> & {
  /** How many of all the person's notifications are unread. */
  unread: number;
};

/** GET /notifications/unread-count. */
export interface UnreadCount {
  count: number;
}

/** POST /notifications/read: how many of the given ids were the person's own. */
export interface MarkReadResult {
  updated: number;
}

// ---- Provider workspace

/** What the public sees of a salon and an admin moderates: its text and cover. */
export interface SalonPublicVersion {
  name: string;
  address: string;
  description: string | null;
  coverImageUrl: string | null;
  /** Moderated with the address: a city's slug and the salon's position. */
  city: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** Changes an owner made to an approved salon, waiting for an admin (the public keeps the approved version). */
export interface PendingSalonChanges extends SalonPublicVersion {
  submittedAt: string;
}

/** GET /admin/salon-changes: one salon's public version next to the proposed one. */
export interface SalonChangeRequest {
  salonId: string;
  ownerName: string;
  ownerEmail: string;
  current: SalonPublicVersion;
  /** Equal to `current` when only gallery photos wait (`hasProposal` false). */
  proposed: SalonPublicVersion;
  /** Whether a text or cover proposal waits ("Approuver" / "Refuser" decide it). */
  hasProposal: boolean;
  /** New gallery photos waiting for an admin, each decided on its own (decision 053). */
  photos: PendingSalonPhoto[];
  /** Services new or renamed, each decided on its own (decision 075). */
  services: PendingServiceChange[];
  /** Employees new or with a new name, position or photo, each decided on its own (decision 075). */
  employees: PendingEmployeeChange[];
  submittedAt: string;
}

/** What the public sees of a service that the admins moderate: its name (decision 075). */
export interface ServicePublicVersion {
  name: string;
}

/** What the public sees of an employee: their name (first name only), position and photo. */
export interface EmployeePublicVersion {
  fullName: string;
  position: string;
  avatarUrl: string | null;
}

/** A service waiting for an admin: `current` null for a new one. */
export interface PendingServiceChange {
  id: string;
  current: ServicePublicVersion | null;
  proposed: ServicePublicVersion;
  /** Also what an approval names, so that it never covers a later version the admin has not seen. */
  submittedAt: string;
}

/** An employee waiting for an admin: `current` null for a new one. */
export interface PendingEmployeeChange {
  id: string;
  current: EmployeePublicVersion | null;
  proposed: EmployeePublicVersion;
  submittedAt: string;
}

/**
 * Where a service or employee stands with the admins (decision 075): `public` (a proposal may wait
 * beside it), or, added to an approved salon, `waiting` for an admin or `refused` by one (the salon
 * still uses it; the public does not see it).
 */
export type ModerationStatus = 'public' | 'waiting' | 'refused';

export interface PendingSalonPhoto {
  id: string;
  url: string;
  submittedAt: string;
}

/** A gallery photo as its salon's owner manages it (GET, POST /salons/:id/photos, PUT .../photos/order). */
export interface ManagedSalonPhoto {
  id: string;
  url: string;
  /** Waits for an admin: the public does not see it yet (decision 053). */
  pending: boolean;
}

/**
 * A salon as its owner manages it (GET /my/salons): pending ones included. Its city is a city's
 * slug, and its position the salon's own or its city's centre.
 */
export interface MySalon extends SalonPublicVersion {
  id: string;
  isApproved: boolean;
  avgRating: number;
  reviewCount: number;
  serviceCount: number;
  /** Upcoming appointments (the booking policy's), for the agenda to open on the busiest salon. */
  upcomingBookings: number;
  pendingChanges: PendingSalonChanges | null;
  bookingRules: BookingRules;
}

/** A salon's booking rules, in hours (PUT /salons/:id/booking-rules). */
export interface BookingRules {
  cancellationWindowHours: number;
  reminderHours: number;
  responseHours: number;
}

/** POST /salons and PATCH /salons/:id: the salon as stored. */
export interface SavedSalon {
  id: string;
  name: string;
  description: string | null;
  address: string;
  ownerId: string;
  isApproved: boolean;
  /** Exact decimal string, e.g. "4.50". */
  avgRating: string;
  reviewCount: number;
  coverImageUrl: string | null;
  timeZone: string;
  createdAt: string;
  updatedAt: string;
  pendingChanges: PendingSalonChanges | null;
}

/** POST /salons/:id/cover. */
export interface SalonCover {
  /** The uploaded cover; for an approved salon it is public once an admin accepts it (pendingChanges). */
  coverImageUrl: string;
  pendingChanges: PendingSalonChanges | null;
}

/** A salon's service as its owner manages it (GET, POST /salons/:id/services, PATCH /services/:id). */
export interface ManagedService {
  id: string;
  salonId: string;
  name: string;
  /** Exact decimal string, e.g. "12.50". */
  price: string;
  duration: number;
  /** Minutes after the service during which its employee is not bookable. */
  cleanupMinutes: number;
  /** The pose inside the duration, when the employee is free; null: busy throughout. */
  processing: Processing | null;
  moderation: ModerationStatus;
  /** A new name waiting for an admin while `name` stays public. */
  pendingChanges: (ServicePublicVersion & { submittedAt: string }) | null;
  createdAt: string;
}

/** A package as its salon's owner manages it. */
export interface ManagedPackage {
  id: string;
  salonId: string;
  name: string;
  price: string;
  /** Its services, in the order they are performed. */
  serviceIds: string[];
  createdAt: string;
}

export interface Employee {
  id: string;
  salonId: string;
  fullName: string;
  position: string;
  email: string | null;
  phone: string | null;
  avatarUrl: string | null;
  /** As in the schedule (GET /employees/:id/schedule). */
  followsSalonHours: boolean;
  performsAllServices: boolean;
  moderation: ModerationStatus;
  /** A name, position or photo waiting for an admin while the current ones stay public. */
  pendingChanges: (EmployeePublicVersion & { submittedAt: string }) | null;
  createdAt: string;
}

/** POST /employees/:id/avatar: the photo uploaded; `pending`: it waits for an admin (decision 075). */
export interface EmployeeAvatar {
  avatarUrl: string;
  pending: boolean;
}

/** GET/PUT /employees/:id/schedule: when an employee works and what they do. */
export interface EmployeeSchedule {
  employeeId: string;
  /** True: works whenever the salon is open, and `days` is empty. */
  followsSalonHours: boolean;
  days: WorkingDay[];
  /** True: every service of the salon, and `serviceIds` is empty. */
  performsAllServices: boolean;
  serviceIds: string[];
}

/** A block of an employee's time (congé, formation, pause). Instants are ISO. */
export interface Absence {
  id: string;
  employeeId: string;
  kind: AbsenceKind;
  reason: string | null;
  start: string;
  end: string;
}

/** GET /salons/:id/agenda: everything the day or week grid shows, in one answer. */
export interface Agenda {
  salonId: string;
  timeZone: string;
  view: 'day' | 'week';
  /** The days shown, YYYY-MM-DD in the salon's zone (1 or 7, Monday first for a week). */
  days: string[];
  /** The salon's week of opening hours (the grid's rows). */
  hours: OpeningHoursDay[];
  /** Its hours through the year (decision 077): the days shown follow it, closed time drawn closed. */
  calendar?: SalonCalendar;
  /** The employees who take the Friday prayer break where the salon stays open. */
  fridayBreakEmployeeIds?: string[];
  /** Columns, in the salon's order; bookings without an employee go to "Non assigné". */
  employees: (Pick<Employee, 'id' | 'fullName' | 'position' | 'avatarUrl'> & EmployeeSchedule)[];
  /** Every booking of those days except refused and cancelled ones. */
  bookings: BookingView[];
  /**
   * The parts of the active bookings shown (docs/product.md#service-timing): each service of a visit
   * with its person and times, and its pose (time when its employee is free for another client).
   */
  parts: AgendaPart[];
  absences: Absence[];
}

/** One service of a booked visit, in the agenda. Instants are ISO. */
export interface AgendaPart {
  bookingId: string;
  /** Its place in the visit, from 0. */
  position: number;
  employeeId: string | null;
  serviceName: string;
  start: string;
  end: string;
  pose: { start: string; end: string } | null;
}

/** A review of one of the owner's salons (GET /my/reviews), with that salon. */
export interface OwnerReview extends ReviewView {
  salon: { id: string; name: string; address: string };
}

export interface OwnerReviewList {
  items: OwnerReview[];
  total: number;
}

// ---- Dashboard home

/** The dashboard home's counters: each role gets the ones its tiles show. */
export type DashboardCounter =
  | 'upcomingBookings'
  | 'activeSalons'
  | 'reviews'
  | 'users'
  | 'pendingSalons'
  /** A salon owner's requests awaiting an answer (the sidebar's badge). */
  | 'pendingRequests';
export type DashboardSummary = Partial<Record<DashboardCounter, number>> & {
  /** The salon's attendance this month (platform time): "Absent" among the bookings marked either way. */
  attendance?: { noShows: number; recorded: number };
};

// ---- Administration

/** GET /admin/overview. "Today" is the platform's day. */
export interface AdminOverview {
  users: number;
  pendingSalons: number;
  bookingsToday: number;
  prestataires: number;
  /** Prestataire accounts awaiting validation. */
  pendingProviders: number;
}

export interface AdminUser {
  id: string;
  full_name: string;
  email: string;
  role: Role;
  avatar_url: string | null;
  providerStatus: ProviderStatus | null;
  /** Whether they sign in with a second factor, which an admin can reset (decision 074). */
  twoFactorEnabled: boolean;
  created_at: string;
}

/** PATCH /admin/users/:id/role. */
export interface RoleChange {
  id: string;
  role: Role;
}

export interface AdminSalon {
  id: string;
  name: string;
  address: string;
  isApproved: boolean;
  createdAt: string;
  owner: { id: string; full_name: string; email: string };
}

/** PATCH /admin/salons/:id/approval. */
export interface SalonApproval {
  id: string;
  isApproved: boolean;
}

/** A prestataire account waiting for validation (GET /admin/providers). */
export interface PendingProvider {
  id: string;
  full_name: string;
  email: string;
  cin: string | null;
  salonAddress: string | null;
  providerStatus: ProviderStatus | null;
  created_at: string;
  /** A refused prestataire's: why, as the admin wrote it. */
  refusalReason: string | null;
}

/** POST /admin/providers/:id/approve and /refuse. */
export interface ProviderDecision {
  id: string;
  providerStatus: ProviderStatus | null;
  /** Whether the e-mail (approval or refusal) left at once; false when it is queued and will be retried. */
  emailSent: boolean | null;
}

/** One row of the administration's "Journal de sécurité" (GET /admin/security-events). */
export interface SecurityEventView {
  id: string;
  at: string;
  type: SecurityEventType;
  actorId: string | null;
  actorEmail: string | null;
  target: string | null;
  ip: string | null;
  userAgent: string | null;
  details: Record<string, string | number | boolean | null>;
}
export type SecurityEventPage = Page<SecurityEventView>;

// ---- The salon's client book (docs/product.md#client-file)

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

// ---- Statistics and today (decision 076)

/** A figure of the period beside the same figure over the period just before. */
export interface Compared<T = number> {
  current: T;
  previous: T;
}

/** GET /dashboard/statistics. Days are the salons' own (YYYY-MM-DD); money is a decimal string in DT. */
export interface SalonStatistics {
  /** Null: all the owner's salons. */
  salonId: string | null;
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  unit: StatisticsUnit;
  /** "Chiffre d'affaires": the prices of the appointments marked "Honoré", by their start's day. */
  revenue: Compared<string> & { bars: { start: string; amount: string }[] };
  /** Every appointment of the period by its start, whatever its status. */
  bookings: Compared & {
    byStatus: ({ status: BookingStatus } & Compared)[];
    byOrigin: ({ origin: BookingOrigin } & Compared)[];
  };
  /** "Taux d'occupation": booked minutes (less poses) over working minutes (hours less absences). */
  occupancy: {
    employeeId: string;
    fullName: string;
    salonName: string;
    bookedMinutes: Compared;
    workingMinutes: Compared;
  }[];
  /** "Taux d'absence": "Absent" among the appointments marked "Honoré" or "Absent". */
  noShows: { noShows: Compared; recorded: Compared };
  /**
   * "Nouveaux clients": clients whose first visit marked "Honoré" at the salon is in the period;
   * "Clients fidèles": the period's visits marked "Honoré" by clients who had come before.
   */
  clients: { newClients: Compared; returningVisits: Compared };
  /** "Prestations les plus demandées": each service of the appointments not called off, most first. */
  topServices: { name: string; count: Compared; revenue: string }[];
  /** Appointments not called off by weekday (1 Monday … 7 Sunday) and starting hour; empty cells left out. */
  busyHours: { weekday: number; hour: number; count: number }[];
}

/** GET /dashboard/today: the owner's appointments of the day (each salon's day), in time order. */
export interface TodayAgenda {
  items: BookingView[];
  /** Past appointments (ended) of the owner's salons still "Confirmé", any day: "Marquer les rendez-vous passés". */
  pastConfirmed: number;
}

/** POST /dashboard/settle-past. */
export interface SettledPast {
  marked: number;
}

/** GET /bookings/:id/reassign-candidates: whom "Réassigner" may offer (the server would accept each). */
export interface ReassignCandidates {
  employeeIds: string[];
}

// ---- What became of a booking's SMS and WhatsApp messages, and what they cost (decision 078)

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
