import { LUNCH_BREAK_DEFAULT } from './constants';
import { must } from './must';
import { weekdayOf } from './time-zone';
import { DAYS, type Day } from './weekdays';

export interface OpeningHoursDay {
  day: Day;
  /** "HH:MM" */
  openTime: string;
  closeTime: string;
  isClosed: boolean;
  hasLunchBreak: boolean;
  lunchBreakStart: string | null;
  lunchBreakEnd: string | null;
}

/**
 * When a salon stored none: Monday to Saturday 09:00–18:00, Sunday closed, no lunch break
 * (docs/product.md#opening-hours-and-employees).
 */
export const DEFAULT_OPENING_HOURS: readonly OpeningHoursDay[] = DAYS.map((day) => ({
  day,
  openTime: '09:00',
  closeTime: '18:00',
  isClosed: day === 'sunday',
  hasLunchBreak: false,
  lunchBreakStart: LUNCH_BREAK_DEFAULT.start,
  lunchBreakEnd: LUNCH_BREAK_DEFAULT.end,
}));

/** Weekday index of Date.getUTCDay() (0 = Sunday) → the day names opening hours use. */
export const DAY_BY_WEEKDAY: readonly Day[] = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];

/** The seven days, each from the stored rows or the defaults, Monday first. */
export function completeWeek(stored: readonly OpeningHoursDay[]): OpeningHoursDay[] {
  return DEFAULT_OPENING_HOURS.map((fallback) => stored.find((row) => row.day === fallback.day) ?? fallback);
}

/** The hours of a date's weekday, in a week that has all seven days (as `completeWeek` gives). */
export function hoursOn<Hours extends Pick<OpeningHoursDay, 'day'>>(
  week: readonly Hours[],
  date: string,
): Hours {
  const day = DAY_BY_WEEKDAY[weekdayOf(date)];
  return must(
    week.find((hours) => hours.day === day),
    `the ${day} of a complete week`,
  );
}
