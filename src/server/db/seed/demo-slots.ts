import { DAY_BY_WEEKDAY } from '@/shared/opening-hours';
import { computeSlots, type Slot } from '@/shared/slots';
import { addDays, fromWallClock, toWallClock, weekdayOf } from '@/shared/time-zone';
import type { Random } from './random';
import type { PlannedSalon } from './salons';

/** How many days the search moves on when the wished day is closed or full. */
const SEARCH_DAYS = 14;

/**
 * The slots the booking page offers for `durationMinutes` on `date` at the salon, around every demo
 * booking already placed there. A past day is seen from the day before, as its client saw it when
 * booking: computeSlots leaves out slots that have already started at `now`.
 */
export function offeredSlots(salon: PlannedSalon, durationMinutes: number, date: string, now: Date): Slot[] {
  const { timeZone } = salon;
  const hours = salon.week.find((day) => day.day === DAY_BY_WEEKDAY[weekdayOf(date)])!;
  const isPast = date < toWallClock(now, timeZone).date;
  // Noon exists on every day in every zone (clocks change at night).
  const seenFrom = isPast ? fromWallClock(addDays(date, -1), 12 * 60, timeZone)! : now;
  return computeSlots({ date, timeZone, hours, durationMinutes, busy: salon.taken, now: seenFrom });
}

/**
 * Takes one of the offered slots on the wished day or, when it is closed or full, on the days further
 * from today (earlier for the past, later for the future), so past bookings stay past and future ones
 * future. Null when none of those days has a slot left.
 */
export function takeSlot(
  salon: PlannedSalon,
  durationMinutes: number,
  dayOffset: number,
  clock: { now: Date; random: Random },
): { start: Date; end: Date } | null {
  const today = toWallClock(clock.now, salon.timeZone).date;
  const direction = dayOffset < 0 ? -1 : 1;
  for (let step = 0; step < SEARCH_DAYS; step++) {
    const date = addDays(today, dayOffset + step * direction);
    const slots = offeredSlots(salon, durationMinutes, date, clock.now);
    if (slots.length === 0) continue;
    const slot = clock.random.pick(slots);
    const taken = { start: new Date(slot.start), end: new Date(slot.end) };
    salon.taken.push(taken);
    return taken;
  }
  return null;
}
