import { must } from '@/shared/must';
import { addDays, fromWallClock, minutesOf, weekdayOf } from '@/shared/time-zone';
import { nowMs, setClock } from '../base/clock';
import { type DayWish, openDay, tunisToday } from './open-days';

// Test dates in the salons' default zone, from the product's clock (base/clock.ts). Two days ahead at
// least, so no slot is ever in the past; never a public holiday (open-days.ts).

type SpanWish = Pick<DayWish, 'span' | 'sameMonth'>;

/**
 * A Monday at least two days from now in Tunis (open by default) whose span is open; `weeksLater`
 * picks a later such Monday (distinct for each value, in order), so tests keep apart.
 */
export function nextMonday(weeksLater = 0, wish: SpanWish = {}): string {
  return openDay({ minDaysAhead: 2, weekdays: [1], skip: weeksLater, ...wish });
}

/** A weekday (Monday to Friday) at least two days ahead in Tunis, open; `skip` picks later ones. */
export function workday(skip = 0, wish: SpanWish = {}): string {
  return openDay({ minDaysAhead: 2, weekdays: [1, 2, 3, 4, 5], skip, ...wish });
}

/** The `index`-th open day (Monday to Saturday) from the Monday after next (`index` 0: that Monday). */
export function mondayToSaturday(index: number): string {
  let date = nextMonday(1);
  for (let seen = 0; seen < index || weekdayOf(date) === 0; ) {
    date = addDays(date, 1);
    if (weekdayOf(date) !== 0) seen++;
  }
  return date;
}

/** The instant at which Tunis clocks show `date` at `time`, as the API writes it. */
export function tunis(date: string, time: string): string {
  const instant = fromWallClock(date, minutesOf(time), 'Africa/Tunis');
  if (!instant) throw new Error(`${date} ${time} n'existe pas à Tunis`);
  return instant.toISOString();
}

/**
 * For a test that reads this month's figures about something that just happened: when the last `ms`
 * before now reach into last month (the 1st of a month just after midnight), sets the product's clock
 * forward so they do not. Forward only: what the database stamps itself stays in the past. The test
 * gives the clock back (`setClock(null)`) when done.
 */
export function keepWithinMonth(ms: number): void {
  const monthStart = must(fromWallClock(`${tunisToday().slice(0, 7)}-01`, 0, 'Africa/Tunis'), 'month');
  const needed = monthStart.getTime() + ms + 60_000;
  if (nowMs() < needed) setClock(new Date(needed));
}
