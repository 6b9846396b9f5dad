import { must } from '@/shared/must';
import { hoursOn } from '@/shared/opening-hours';
import { computeSlots, computeStaffSlots, type StaffSlot } from '@/shared/slots';
import { workingWindowOf } from '@/shared/staff';
import { addDays, fromWallClock, toWallClock } from '@/shared/time-zone';
import { performs } from '../modules/core/load-team';
import type { Random } from './random';
import type { PlannedSalon, PlannedService } from './salons';

/** How many days the search moves on when the wished day is closed or full. */
const SEARCH_DAYS = 14;

/**
 * The slots the booking page offers for a service on `date` at the salon ("Sans préférence"),
 * around every demo booking already placed there, each with the employees free for it (none in a
 * salon without a team). A past day is seen from the day before, as its client saw it when
 * booking: the slot functions leave out slots that have already started at `now`.
 */
export function offeredSlots(
  salon: PlannedSalon,
  service: Pick<PlannedService, 'id' | 'duration'>,
  date: string,
  now: Date,
): StaffSlot[] {
  const { timeZone } = salon;
  const hours = hoursOn(salon.week, date);
  const isPast = date < toWallClock(now, timeZone).date;
  // Noon exists on every day in every zone (clocks change at night).
  const seenFrom = isPast ? must(fromWallClock(addDays(date, -1), 12 * 60, timeZone), 'noon') : now;
  const grid = { date, timeZone, hours, durationMinutes: service.duration, now: seenFrom };
  if (salon.team.length === 0) {
    return computeSlots({ ...grid, busy: salon.taken }).map((slot) => ({ ...slot, employeeIds: [] }));
  }
  const staff = salon.team
    .filter((employee) => performs(employee, service.id))
    .map((employee) => ({
      id: employee.id,
      window: workingWindowOf(employee, hours),
      busy: employee.taken,
    }));
  return computeStaffSlots({ ...grid, busy: salon.taken, staff });
}

/**
 * Takes one of the offered slots on the wished day or, when it is closed or full, on the days further
 * from today (earlier for the past, later for the future), so past bookings stay past and future ones
 * future; then one of the employees free for it. Null when none of those days has a slot left.
 */
export function takeSlot(
  salon: PlannedSalon,
  service: Pick<PlannedService, 'id' | 'duration'>,
  dayOffset: number,
  clock: { now: Date; random: Random },
): { start: Date; end: Date; employeeId: string | null } | null {
  const today = toWallClock(clock.now, salon.timeZone).date;
  const direction = dayOffset < 0 ? -1 : 1;
  for (let step = 0; step < SEARCH_DAYS; step++) {
    const date = addDays(today, dayOffset + step * direction);
    const slots = offeredSlots(salon, service, date, clock.now);
    if (slots.length === 0) continue;
    const slot = clock.random.pick(slots);
    const taken = { start: new Date(slot.start), end: new Date(slot.end) };
    if (slot.employeeIds.length === 0) {
      salon.taken.push(taken);
      return { ...taken, employeeId: null };
    }
    // The demo spreads the work at random; real bookings follow the fair rule.
    const employeeId = clock.random.pick(slot.employeeIds);
    must(
      salon.team.find((employee) => employee.id === employeeId),
      'a slot employee in the team',
    ).taken.push(taken);
    return { ...taken, employeeId };
  }
  return null;
}
