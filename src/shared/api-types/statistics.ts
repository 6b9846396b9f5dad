import type { BookingStatus } from '../booking-status';
import type { BookingOrigin } from '../clients';
import type { StatisticsUnit } from '../statistics';
import type { BookingView } from './bookings';

// The API's answers: statistics and today (decision 076).

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
