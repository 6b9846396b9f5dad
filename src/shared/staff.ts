import type { OpeningHoursDay } from './opening-hours';
import type { Day } from './weekdays';

// Employees as the people the booking engine schedules (docs/product.md#team-booking).

export const ABSENCE_KINDS = ['absence', 'pause'] as const;
export type AbsenceKind = (typeof ABSENCE_KINDS)[number];
export const ABSENCE_KIND_LABELS: Record<AbsenceKind, string> = { absence: 'Absence', pause: 'Pause' };

/** The choice offered first on the booking page: any eligible employee, assigned by the fair rule. */
export const NO_PREFERENCE_LABEL = 'Sans préférence';
export const WITH_WHOM_LABEL = 'Avec qui ?';
export const UNASSIGNED_LABEL = 'Non assigné';

/** One working day of an employee's week; a day without a row is a day off. Times are "HH:MM". */
export interface WorkingDay {
  day: Day;
  startTime: string;
  endTime: string;
}

/** What clients see of an employee: never an e-mail or a phone number. */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? fullName;
}

export const ABSENCE_REASON_MAX_LENGTH = 200;
/** The longest block of time one absence may cover. */
export const ABSENCE_MAX_DAYS = 366;

export const HOURS_OUTSIDE_OPENING =
  "Les horaires d'un employé doivent rester dans les horaires d'ouverture du salon.";
export const EMPLOYEE_NOT_ELIGIBLE =
  "Cet employé ne réalise pas ce service ou n'est pas disponible à cette heure.";
export const EMPLOYEE_NOT_FOUND = 'Employé introuvable.';
export const ABSENCE_NOT_FOUND = 'Absence introuvable.';
/** Followed by the list of the bookings it would cover. */
export const ABSENCE_OVER_BOOKINGS = 'Ce créneau chevauche des rendez-vous à déplacer ou annuler d’abord :';

/**
 * When an employee can take clients on a salon day: the salon's hours when they follow them, else
 * their own day clipped to the salon's hours; null on a day off or when the salon is closed.
 */
export function workingWindowOf(
  employee: { followsSalonHours: boolean; days: readonly WorkingDay[] },
  salonDay: OpeningHoursDay,
): { start: string; end: string } | null {
  if (salonDay.isClosed) return null;
  if (employee.followsSalonHours) return { start: salonDay.openTime, end: salonDay.closeTime };
  const own = employee.days.find((day) => day.day === salonDay.day);
  if (!own) return null;
  const start = own.startTime > salonDay.openTime ? own.startTime : salonDay.openTime;
  const end = own.endTime < salonDay.closeTime ? own.endTime : salonDay.closeTime;
  return end > start ? { start, end } : null;
}

/**
 * "Sans préférence": who takes the client among the employees free for the slot. The one with the
 * fewest active bookings that day, then the salon's order (first added first): work is spread, and
 * the same situation always gives the same person.
 */
export function chooseEmployee(
  freeInSalonOrder: readonly string[],
  bookingsThatDay: ReadonlyMap<string, number>,
): string | null {
  let chosen: string | null = null;
  let fewest = Number.POSITIVE_INFINITY;
  for (const id of freeInSalonOrder) {
    const count = bookingsThatDay.get(id) ?? 0;
    if (count < fewest) {
      chosen = id;
      fewest = count;
    }
  }
  return chosen;
}
