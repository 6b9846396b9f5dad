import { AGENDA_STEP_MINUTES } from './clients';
import type { OpeningHoursDay } from './opening-hours';
import { minutesOf, toWallClock } from './time-zone';

// Where the salon may put an appointment it enters itself (docs/product.md#client-file): any
// five-minute step; never over another active booking or an absence; outside the person's working
// hours (or the lunch break) only once the salon said "Ajouter quand même". Pure: the agenda's
// dialog and the API both ask it.

export interface Interval {
  start: Date;
  end: Date;
}

export interface PlacementInput {
  start: Date;
  durationMinutes: number;
  timeZone: string;
  /** The salon's hours that day. */
  hours: OpeningHoursDay;
  /** When the person works that day ("HH:MM"), null on a day off; the salon's hours without a team. */
  window: { start: string; end: string } | null;
  /** Active bookings that take the same person (or the whole salon, without a team). */
  bookings: readonly Interval[];
  /** The person's absences and pauses. */
  absences: readonly Interval[];
}

export type Placement = 'ok' | 'off_step' | 'taken' | 'absent' | 'outside_hours';

const overlaps = (a: Interval, b: Interval) =>
  a.start.getTime() < b.end.getTime() && a.end.getTime() > b.start.getTime();

export function placeAppointment(input: PlacementInput): Placement {
  const wall = toWallClock(input.start, input.timeZone);
  if (wall.minutes % AGENDA_STEP_MINUTES !== 0 || input.start.getUTCSeconds() !== 0) return 'off_step';
  const span = {
    start: input.start,
    end: new Date(input.start.getTime() + input.durationMinutes * 60_000),
  };
  if (input.bookings.some((booking) => overlaps(span, booking))) return 'taken';
  if (input.absences.some((absence) => overlaps(span, absence))) return 'absent';
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
