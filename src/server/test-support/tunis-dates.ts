import { addDays, fromWallClock, minutesOf, toWallClock, weekdayOf } from '@/shared/time-zone';

// Test dates in the salons' default zone. Two days ahead at least, so no slot is ever in the past.

/** The next Monday at least two days from now in Tunis (open by default), `weeksLater` on. */
export function nextMonday(weeksLater = 0): string {
  let date = addDays(toWallClock(Date.now(), 'Africa/Tunis').date, 2);
  while (weekdayOf(date) !== 1) date = addDays(date, 1);
  return addDays(date, 7 * weeksLater);
}

/** A weekday (Monday to Friday) at least two days ahead in Tunis; `skip` picks later ones. */
export function workday(skip = 0): string {
  let date = addDays(toWallClock(Date.now(), 'Africa/Tunis').date, 2);
  let left = skip;
  for (;;) {
    const weekday = weekdayOf(date);
    if (weekday >= 1 && weekday <= 5 && left-- === 0) return date;
    date = addDays(date, 1);
  }
}

/** The instant at which Tunis clocks show `date` at `time`, as the API writes it. */
export function tunis(date: string, time: string): string {
  const instant = fromWallClock(date, minutesOf(time), 'Africa/Tunis');
  if (!instant) throw new Error(`${date} ${time} n'existe pas à Tunis`);
  return instant.toISOString();
}
