import type { Day } from '@/shared/weekdays';

/** From and to, "HH:MM" wall-clock times in the salon's zone. */
export type TimeRange = readonly [from: string, to: string];

export interface ServiceSeed {
  name: string;
  /** Exact decimal string in DT. */
  price: string;
  duration: number;
}

/** When an employee works and what they do, when not simply the salon's hours and every service. */
export interface WorkSeed {
  /** Their own week: only these days, inside the salon's hours of each (the others are days off). */
  days?: Partial<Record<Day, TimeRange>>;
  /** The names of the salon's services they perform. */
  services?: readonly string[];
}

export interface EmployeeSeed {
  fullName: string;
  position: string;
  phone: string | null;
  /** Null: follows the salon's opening hours. */
  days: Partial<Record<Day, TimeRange>> | null;
  /** Null: performs every service of the salon. */
  services: readonly string[] | null;
}

export interface ReviewSeed {
  rating: number;
  comment: string;
}

/** A week of opening hours: one pattern, with days closed or with other hours. */
export interface HoursSeed {
  open: TimeRange;
  lunch?: TimeRange;
  closed: Day[];
  other?: Partial<Record<Day, TimeRange>>;
}

export interface SalonSeed {
  name: string;
  city: string;
  address: string;
  description: string;
  ownerKey: string;
  isApproved: boolean;
  /** How long ago the salon joined the marketplace, for a believable created_at. */
  joinedDaysAgo: number;
  services: ServiceSeed[];
  hours: HoursSeed;
  employees: EmployeeSeed[];
  reviews: ReviewSeed[];
}

/** A salon as the data writes it: each service, employee and review on one line, as a tuple. */
export interface SalonEntry extends Omit<SalonSeed, 'isApproved' | 'services' | 'employees' | 'reviews'> {
  services: ReadonlyArray<readonly [name: string, price: string, minutes: number]>;
  employees: ReadonlyArray<
    readonly [fullName: string, position: string, phone?: string | null, work?: WorkSeed]
  >;
  reviews: ReadonlyArray<readonly [rating: number, comment: string]>;
}

/** The salons of a list of entries, all approved or all waiting for an admin's approval. */
export function salonSeeds(status: { isApproved: boolean }, entries: SalonEntry[]): SalonSeed[] {
  return entries.map((entry) => ({
    ...entry,
    isApproved: status.isApproved,
    services: entry.services.map(([name, price, duration]) => ({ name, price, duration })),
    employees: entry.employees.map(([fullName, position, phone, work]) => ({
      fullName,
      position,
      phone: phone ?? null,
      days: work?.days ?? null,
      services: work?.services ?? null,
    })),
    reviews: entry.reviews.map(([rating, comment]) => ({ rating, comment })),
  }));
}

/** The same working hours on each of `days`: an employee's own week in one line. */
export function hoursOn(days: readonly Day[], range: TimeRange): Partial<Record<Day, TimeRange>> {
  return Object.fromEntries(days.map((day) => [day, range]));
}
