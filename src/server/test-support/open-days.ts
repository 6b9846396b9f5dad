import { addDays, toWallClock, weekdayOf } from '@/shared/time-zone';
import { isSeededHoliday } from '@/shared/tunisian-holidays';
import { nowMs } from '../base/clock';

// Test dates chosen for what the test needs (decision 079). A test that books "next Monday" needs a
// Monday the salons are open; one that reads the day after needs both days open; one that reads a
// month's figures needs its days inside one month. On some dates of the year the plain "N days ahead"
// is none of these (the eve of 17 December, the last day of a month, an Aïd), and such a test fails on
// that date only. These helpers look for a day whose whole span is open, and fail with a message
// naming what they could not find rather than hand back a day that does not fit.

/** The Tunis calendar date the product's clock shows now. */
export function tunisToday(): string {
  return toWallClock(nowMs(), 'Africa/Tunis').date;
}

export interface DayWish {
  /** The first day acceptable, in days from today (0 = today). */
  minDaysAhead: number;
  /** The weekdays acceptable (0 = Sunday … 6 = Saturday); every day when left out. */
  weekdays?: readonly number[];
  /** How many days from the chosen one on must be open: 1 the day alone, 2 with the day after… */
  span?: number;
  /** The span, and the days from today to it, inside one calendar month (a test reading a month). */
  sameMonthAsToday?: boolean;
  /** The span inside one calendar month (a test reading the span's month). */
  sameMonth?: boolean;
  /** The `skip`-th fitting day after the first (0 = the first): distinct days for distinct tests. */
  skip?: number;
  /** The last day acceptable, in days from today: a booking horizon, the availability window. */
  maxDaysAhead?: number;
}

/** How far a helper looks before it says it found nothing. */
const SEARCH_DAYS = 400;

/** Whether every day of [day, day + span) is open: none of them a public holiday the salons close on. */
export function isOpenSpan(day: string, span = 1): boolean {
  for (let i = 0; i < span; i++) if (isSeededHoliday(addDays(day, i))) return false;
  return true;
}

const monthOf = (day: string) => day.slice(0, 7);

/** Whether a day fits the wish, seen from `today`. */
export function fits(day: string, today: string, wish: DayWish): boolean {
  const span = wish.span ?? 1;
  const last = addDays(day, span - 1);
  if (wish.weekdays && !wish.weekdays.includes(weekdayOf(day))) return false;
  if ((wish.sameMonth || wish.sameMonthAsToday) && monthOf(day) !== monthOf(last)) return false;
  if (wish.sameMonthAsToday && monthOf(today) !== monthOf(day)) return false;
  return isOpenSpan(day, span);
}

/** The day a wish names, seen from `today` (YYYY-MM-DD); throws when none fits in reach. */
export function chooseDay(today: string, wish: DayWish): string {
  const reach = Math.min(wish.maxDaysAhead ?? SEARCH_DAYS, SEARCH_DAYS);
  let left = wish.skip ?? 0;
  for (let ahead = wish.minDaysAhead; ahead <= reach; ahead++) {
    const day = addDays(today, ahead);
    if (fits(day, today, wish) && left-- === 0) return day;
  }
  throw new Error(
    `Aucun jour ne convient au test à partir du ${today} : ${JSON.stringify(wish)} (cherché jusqu'à ${reach} jours).`,
  );
}

/** The day a wish names, from the Tunis date the product's clock shows now. */
export function openDay(wish: DayWish): string {
  return chooseDay(tunisToday(), wish);
}

/** `count` days the salons open by default (Monday to Saturday, no holiday) from `first` on, `skip` passed. */
export function openDaysFrom(first: string, count: number, skip = 0): string[] {
  return Array.from({ length: count }, (_, i) =>
    chooseDay(first, { minDaysAhead: 0, weekdays: [1, 2, 3, 4, 5, 6], skip: skip + i }),
  );
}
