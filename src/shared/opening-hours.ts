import { LUNCH_BREAK_DEFAULT } from './constants';
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
  return DAYS.map(
    (day) => stored.find((row) => row.day === day) ?? DEFAULT_OPENING_HOURS.find((row) => row.day === day)!,
  );
}
