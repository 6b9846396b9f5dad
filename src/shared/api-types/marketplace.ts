import type { OpeningHoursDay } from '../opening-hours';
import type { HolidayStatus, SalonHoliday, SpecialPeriod } from '../salon-calendar';
import type { BookingView } from './bookings';
import type { Page } from './common';

// The API's answers: public salon pages.

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

/** "Horaires exceptionnels": a named date range with its own week (decision 077), as the calendar reads it. */
export type SpecialPeriodView = SpecialPeriod;

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
