import type { OpeningHoursDay } from '../opening-hours';
import type { SalonCalendar } from '../salon-calendar';
import type { Processing } from '../service-timing';
import type { AbsenceKind, WorkingDay } from '../staff';
import type { BookingView } from './bookings';
import type { ReviewView } from './marketplace';

// The API's answers: provider workspace.

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
