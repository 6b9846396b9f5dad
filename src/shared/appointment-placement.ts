import { AGENDA_STEP_MINUTES } from './clients';
import type { OpeningHoursDay } from './opening-hours';
import { busySegmentsOf, type Processing, partTimesOf } from './service-timing';
import { minutesOf, toWallClock } from './time-zone';

// Where the salon may put an appointment it enters itself (docs/product.md#client-file): any
// five-minute step; its busy time (docs/product.md#service-timing: the appointment and its cleanup,
// less its pose) never over another active booking's busy time or an absence, so it may sit in
// another client's pose; outside the person's working
// hours (or the lunch break) only once the salon said "Ajouter quand même". Pure: the agenda's
// dialog and the API both ask it.

export interface Interval {
  start: Date;
  end: Date;
}

export interface PlacementInput {
  start: Date;
  durationMinutes: number;
  /** The service's cleanup and pose; none when left out. */
  cleanupMinutes?: number;
  processing?: Processing | null;
  timeZone: string;
  /** The salon's hours that day. */
  hours: OpeningHoursDay;
  /** When the person works that day ("HH:MM"), null on a day off; the salon's hours without a team. */
  window: { start: string; end: string } | null;
  /** The busy time of the active bookings that take the same person (or the whole salon, without a team). */
  bookings: readonly Interval[];
  /** The person's absences and pauses. */
  absences: readonly Interval[];
  /** False for a visit's later services: they start where the one before ends, on any minute. */
  onStep?: boolean;
}

export type Placement = 'ok' | 'off_step' | 'taken' | 'absent' | 'outside_hours';

const overlaps = (a: Interval, b: Interval) =>
  a.start.getTime() < b.end.getTime() && a.end.getTime() > b.start.getTime();

export function placeAppointment(input: PlacementInput): Placement {
  const wall = toWallClock(input.start, input.timeZone);
  const offStep = wall.minutes % AGENDA_STEP_MINUTES !== 0 || input.start.getUTCSeconds() !== 0;
  if (offStep && input.onStep !== false) return 'off_step';
  const busy = busySegmentsOf(
    partTimesOf(input.start, {
      duration: input.durationMinutes,
      cleanupMinutes: input.cleanupMinutes ?? 0,
      processing: input.processing ?? null,
    }),
  );
  const meets = (others: readonly Interval[]) =>
    busy.some((segment) => others.some((other) => overlaps(segment, other)));
  if (meets(input.bookings)) return 'taken';
  if (meets(input.absences)) return 'absent';
  return withinHours(wall.minutes, input) ? 'ok' : 'outside_hours';
}

function withinHours(startMinute: number, input: PlacementInput): boolean {
  const { hours, window } = input;
  if (hours.isClosed || !window) return false;
  const endMinute = startMinute + input.durationMinutes;
  if (startMinute < minutesOf(window.start) || endMinute > minutesOf(window.end)) return false;
  if (hours.hasLunchBreak && hours.lunchBreakStart && hours.lunchBreakEnd) {
    const lunchStart = minutesOf(hours.lunchBreakStart);
    const lunchEnd = minutesOf(hours.lunchBreakEnd);
    if (startMinute < lunchEnd && endMinute > lunchStart) return false;
  }
  return true;
}
