import { LAST_SLOT_MARGIN_MINUTES, SLOT_INTERVAL_MINUTES } from './constants';
import type { OpeningHoursDay } from './opening-hours';
import { fromWallClock, minutesOf, timeOf } from './time-zone';

export interface Slot {
  /** ISO instants. */
  start: string;
  end: string;
  /** Wall-clock start in the salon's zone, "HH:MM". */
  time: string;
}

export interface SlotInput {
  /** The day, YYYY-MM-DD, in the salon's zone. */
  date: string;
  timeZone: string;
  /** That day's hours (stored, or the defaults of docs/product.md#opening-hours-and-employees). */
  hours: OpeningHoursDay;
  durationMinutes: number;
  /** Active bookings (pending, confirmed, modified) of the salon around that day. */
  busy: readonly { start: Date; end: Date }[];
  now: Date;
}

/**
 * The free slots of one day (docs/product.md#slots): every 30 minutes from opening time; none starting
 * after closing minus 60 minutes, ending after closing, overlapping the lunch break,
 * starting in the past, or overlapping an active booking. Pure: the slots endpoint and booking
 * creation both call it, so what is offered is exactly what is accepted.
 */
export function computeSlots(input: SlotInput): Slot[] {
  const { hours, durationMinutes } = input;
  if (hours.isClosed || durationMinutes <= 0) return [];
  const open = minutesOf(hours.openTime);
  const close = minutesOf(hours.closeTime);
  const lunch =
    hours.hasLunchBreak && hours.lunchBreakStart && hours.lunchBreakEnd
      ? { start: minutesOf(hours.lunchBreakStart), end: minutesOf(hours.lunchBreakEnd) }
      : null;
  const durationMs = durationMinutes * 60_000;
  const nowMs = input.now.getTime();
  const slots: Slot[] = [];

  for (let minute = open; minute <= close - LAST_SLOT_MARGIN_MINUTES; minute += SLOT_INTERVAL_MINUTES) {
    if (minute + durationMinutes > close) break;
    if (lunch && minute < lunch.end && minute + durationMinutes > lunch.start) continue;
    const start = fromWallClock(input.date, minute, input.timeZone);
    // A wall time skipped by a clock change does not exist: no slot there.
    if (!start) continue;
    const startMs = start.getTime();
    if (startMs <= nowMs) continue;
    const endMs = startMs + durationMs;
    if (input.busy.some((booking) => startMs < booking.end.getTime() && endMs > booking.start.getTime()))
      continue;
    slots.push({ start: start.toISOString(), end: new Date(endMs).toISOString(), time: timeOf(minute) });
  }
  return slots;
}
