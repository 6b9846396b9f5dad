import { completeWeek, DAY_BY_WEEKDAY, hoursOn, type OpeningHoursDay } from './opening-hours';
import { type WorkingDay, workingWindowOf } from './staff';
import { minutesOf, weekdayOf } from './time-zone';

// A salon's hours on any date of the year (decision 077): its week, unless an exceptional period
// ("Horaires exceptionnels", e.g. Ramadan) or a public holiday says otherwise, and the Friday prayer
// break. Pure, in the shared layer: the slots offered and accepted, the availability behind the list,
// the salon page, the agenda and the calendar feed all read a day's hours here.

/** A named period with its own week (two time ranges a day at most: the opening and the break). */
export interface SpecialPeriod {
  id: string;
  name: string;
  /** YYYY-MM-DD, both included. */
  startDate: string;
  endDate: string;
  /** Seven days, Monday first. */
  days: OpeningHoursDay[];
  /** The employees with their own hours for the period (a day without one is a day off); the others follow it. */
  employeeDays: Record<string, WorkingDay[]>;
}

export const SPECIAL_PERIOD_NOT_FOUND = 'Période introuvable.';

export const HOLIDAY_CHOICES = ['closed', 'open', 'special'] as const;
export type HolidayChoice = (typeof HOLIDAY_CHOICES)[number];
export const HOLIDAY_CHOICE_LABELS: Record<HolidayChoice, string> = {
  closed: 'Fermé',
  open: 'Ouvert',
  special: 'Horaires spéciaux',
};

export const HOLIDAY_STATUSES = ['provisional', 'confirmed'] as const;
export type HolidayStatus = (typeof HOLIDAY_STATUSES)[number];
export const HOLIDAY_STATUS_LABELS: Record<HolidayStatus, string> = {
  provisional: 'prévisionnel',
  confirmed: 'confirmé',
};

/** A public holiday as one salon keeps it: closed (the default), open as usual, or special hours. */
export interface SalonHoliday {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  status: HolidayStatus;
  choice: HolidayChoice;
  /** The hours of each of its days when `choice` is `special`. */
  special: Pick<
    OpeningHoursDay,
    'openTime' | 'closeTime' | 'hasLunchBreak' | 'lunchBreakStart' | 'lunchBreakEnd'
  > | null;
}

/** Friday prayer: the salon's break that day ("HH:MM"), for everyone or for the employees who take it. */
export interface FridayBreak {
  start: string;
  end: string;
}

export const FRIDAY_BREAK_DEFAULT: FridayBreak = { start: '13:00', end: '14:30' };

export interface SalonCalendar {
  /** Seven days, Monday first (`completeWeek`). */
  week: OpeningHoursDay[];
  periods: SpecialPeriod[];
  holidays: SalonHoliday[];
  /** The salon closes for the Friday prayer: null when it stays open. */
  fridayBreak: FridayBreak | null;
}

/** A calendar of a week alone: no period, no holiday, no Friday break. */
export const weekCalendar = (week: readonly OpeningHoursDay[]): SalonCalendar => ({
  week: completeWeek(week),
  periods: [],
  holidays: [],
  fridayBreak: null,
});

const covers = (range: { startDate: string; endDate: string }, date: string) =>
  range.startDate <= date && date <= range.endDate;

/** The exceptional period in force on a date (the latest started when two overlap), or null. */
export function periodOn(calendar: SalonCalendar, date: string): SpecialPeriod | null {
  let found: SpecialPeriod | null = null;
  for (const period of calendar.periods) {
    if (covers(period, date) && (!found || period.startDate > found.startDate)) found = period;
  }
  return found;
}

/** The public holiday on a date, or null. */
export function holidayOn(calendar: SalonCalendar, date: string): SalonHoliday | null {
  return calendar.holidays.find((holiday) => covers(holiday, date)) ?? null;
}

/** The salon's hours on a date: a holiday's choice, else the period's week, else its own week. */
export function dayHours(calendar: SalonCalendar, date: string): OpeningHoursDay {
  const usual = hoursOn(periodOn(calendar, date)?.days ?? calendar.week, date);
  const holiday = holidayOn(calendar, date);
  if (!holiday || holiday.choice === 'open') return usual;
  if (holiday.choice === 'closed' || !holiday.special) return { ...usual, isClosed: true };
  return { ...usual, ...holiday.special, isClosed: false };
}

/** An employee as their hours need them. */
export interface CalendarEmployee {
  id: string;
  followsSalonHours: boolean;
  days: readonly WorkingDay[];
  /** Takes the Friday prayer break even where the salon stays open. */
  fridayBreak: boolean;
}

/**
 * When an employee works on a date, inside the salon's hours: during an exceptional period, their
 * own hours for it if set, else the period's (employees follow it by default); otherwise their week.
 */
export function employeeWindowOn(
  calendar: SalonCalendar,
  employee: CalendarEmployee,
  date: string,
  hours: OpeningHoursDay = dayHours(calendar, date),
): { start: string; end: string } | null {
  const period = periodOn(calendar, date);
  if (!period) return workingWindowOf(employee, hours);
  const own = period.employeeDays[employee.id];
  if (!own) return workingWindowOf({ followsSalonHours: true, days: [] }, hours);
  return workingWindowOf({ followsSalonHours: false, days: own }, hours);
}

/**
 * The day's breaks besides the opening hours' own, as wall-clock ranges: the Friday prayer, for the
 * whole salon (`employee` left out) when it closes then, or for one employee who takes it.
 */
export function breaksOn(
  calendar: SalonCalendar,
  date: string,
  employee?: Pick<CalendarEmployee, 'fridayBreak'>,
): FridayBreak[] {
  if (DAY_BY_WEEKDAY[weekdayOf(date)] !== 'friday') return [];
  if (!employee) return calendar.fridayBreak ? [calendar.fridayBreak] : [];
  if (!employee.fridayBreak || calendar.fridayBreak) return [];
  return [FRIDAY_BREAK_DEFAULT];
}

const overlaps = (start: number, end: number, range: { start: string; end: string }) =>
  start < minutesOf(range.end) && end > minutesOf(range.start);

/**
 * Whether an appointment (wall-clock minutes of one date in the salon's zone) keeps inside the
 * day's hours, its break, the Friday prayer and, when it names one, its person's hours: what saving
 * new hours checks the appointments already made against.
 */
export function fitsHours(
  calendar: SalonCalendar,
  date: string,
  start: number,
  end: number,
  employee?: CalendarEmployee,
): boolean {
  const hours = dayHours(calendar, date);
  if (hours.isClosed || start < minutesOf(hours.openTime) || end > minutesOf(hours.closeTime)) return false;
  if (
    hours.hasLunchBreak &&
    hours.lunchBreakStart &&
    hours.lunchBreakEnd &&
    overlaps(start, end, { start: hours.lunchBreakStart, end: hours.lunchBreakEnd })
  ) {
    return false;
  }
  if (breaksOn(calendar, date).some((range) => overlaps(start, end, range))) return false;
  if (!employee) return true;
  const window = employeeWindowOn(calendar, employee, date, hours);
  if (!window || start < minutesOf(window.start) || end > minutesOf(window.end)) return false;
  return !breaksOn(calendar, date, employee).some((range) => overlaps(start, end, range));
}
