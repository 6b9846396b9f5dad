import { LAST_SLOT_MARGIN_MINUTES, SLOT_INTERVAL_MINUTES } from './constants';
import type { OpeningHoursDay } from './opening-hours';
import { busySegmentsOf, type Processing, partTimesOf } from './service-timing';
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
  /** The client's time. */
  durationMinutes: number;
  /** The service's cleanup and pose (docs/product.md#service-timing); none when left out. */
  cleanupMinutes?: number;
  processing?: Processing | null;
  /** What takes the salon's time around that day: the busy time of its active bookings. */
  busy: readonly { start: Date; end: Date }[];
  now: Date;
}

/**
 * The free slots of one day (docs/product.md#slots): every 30 minutes from opening time; none starting
 * after closing minus 60 minutes, ending after closing, overlapping the lunch break,
 * starting in the past, or whose busy time (the slot and its cleanup, less its pose) overlaps an
 * active booking's. Pure: the slots endpoint and booking
 * creation both call it, so what is offered is exactly what is accepted.
 */
export function computeSlots(input: SlotInput): Slot[] {
  return gridSlots(input).filter((slot) => isFree(busyTimeOf(slot, input), input.busy));
}

/** What a slot takes of its employee (or of the salon): its time and cleanup, less its pose. */
function busyTimeOf(slot: Slot, input: Omit<SlotInput, 'busy'>): Interval[] {
  const timing = {
    duration: input.durationMinutes,
    cleanupMinutes: input.cleanupMinutes ?? 0,
    processing: input.processing ?? null,
  };
  return busySegmentsOf(partTimesOf(Date.parse(slot.start), timing));
}

/** One employee on one day, as the staff-aware slot function needs them. */
export interface StaffMemberDay {
  id: string;
  /** That day's working window ("HH:MM"), or null for a day off (see `workingWindowOf`). */
  window: { start: string; end: string } | null;
  /** The person's active bookings and absences around that day. */
  busy: readonly Interval[];
}

export interface StaffSlotInput extends Omit<SlotInput, 'busy'> {
  /** What blocks everyone: the salon's active bookings that name no employee. */
  busy: readonly Interval[];
  /** The employees who perform the service (a chosen one alone, or every eligible one). */
  staff: readonly StaffMemberDay[];
}

export interface StaffSlot extends Slot {
  /** The employees free for the whole slot, in the order given. */
  employeeIds: string[];
}

/**
 * The free slots of a salon with employees: the salon's grid (same rules as `computeSlots`), kept
 * when at least one of `staff` works the whole slot (inside their window) and is free for its busy
 * time (the slot and its cleanup, less its pose: another client's pose is free time). Pure,
 * like `computeSlots`: the slots endpoint offers these and booking creation accepts only these.
 */
export function computeStaffSlots(input: StaffSlotInput): StaffSlot[] {
  const result: StaffSlot[] = [];
  for (const slot of gridSlots(input)) {
    const busyTime = busyTimeOf(slot, input);
    if (!isFree(busyTime, input.busy)) continue;
    const minute = minutesOf(slot.time);
    const employeeIds = input.staff
      .filter(
        (member) =>
          member.window !== null &&
          minute >= minutesOf(member.window.start) &&
          minute + input.durationMinutes <= minutesOf(member.window.end) &&
          isFree(busyTime, member.busy),
      )
      .map((member) => member.id);
    if (employeeIds.length > 0) result.push({ ...slot, employeeIds });
  }
  return result;
}

interface Interval {
  start: Date;
  end: Date;
}

function isFree(segments: readonly Interval[], busy: readonly Interval[]): boolean {
  return segments.every(
    (segment) =>
      !busy.some(
        (interval) =>
          segment.start.getTime() < interval.end.getTime() &&
          segment.end.getTime() > interval.start.getTime(),
      ),
  );
}

/** The salon's grid of one day, before anyone's bookings: opening, closing margin, lunch, past. */
export function gridSlots(input: Omit<SlotInput, 'busy'>): Slot[] {
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
    slots.push({ start: start.toISOString(), end: new Date(endMs).toISOString(), time: timeOf(minute) });
  }
  return slots;
}
