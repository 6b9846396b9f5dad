import {
  busySegmentsOf,
  type Interval,
  type PartTimes,
  partTimesOf,
  type ServiceTiming,
} from './service-timing';
import { gridSlots, type Slot, type SlotInput, type StaffMemberDay } from './slots';
import { minutesOf } from './time-zone';

// A visit of several services, one after the other (docs/product.md#service-timing): the starts at
// which the whole sequence fits, and who performs each part. Pure, like the single-service slots:
// the slots endpoint offers these and booking creation accepts only these.

export const VISIT_MAX_PARTS = 4;

export interface VisitPartInput {
  timing: ServiceTiming;
  /**
   * Who may perform the part, in the order to try them: the chosen employee alone, or every
   * eligible one ("Sans préférence"). Empty in a salon without employees (`solo`).
   */
  staff: readonly StaffMemberDay[];
}

export interface VisitSlotInput
  extends Omit<SlotInput, 'busy' | 'durationMinutes' | 'cleanupMinutes' | 'processing'> {
  /** What blocks everyone: the busy time of the salon's active parts that name no employee. */
  busy: readonly Interval[];
  parts: readonly VisitPartInput[];
  /** A salon without employees: it performs every part itself, one client at a time. */
  solo: boolean;
}

export interface VisitSlot extends Slot {
  /** Who performs each part (null in a salon without employees): the first that fits, in `staff` order. */
  employeeIds: (string | null)[];
}

/** A part placed in a visit: its times, and whether its cleanup is kept (not when the same person goes on). */
export interface PlacedPart extends PartTimes {
  employeeId: string | null;
}

/**
 * The parts of a visit from `start`, each after the previous one, with their people. A part's cleanup
 * is dropped when the same person performs the next part (they go on with the same client).
 */
export function visitPartTimes(
  start: Date | number,
  parts: readonly { timing: ServiceTiming; employeeId: string | null }[],
): PlacedPart[] {
  let at = typeof start === 'number' ? start : start.getTime();
  return parts.map((part, index) => {
    const goesOn = parts[index + 1]?.employeeId === part.employeeId;
    const times = partTimesOf(at, goesOn ? { ...part.timing, cleanupMinutes: 0 } : part.timing);
    at = times.endTime.getTime();
    return { ...times, employeeId: part.employeeId };
  });
}

const meets = (segments: readonly Interval[], busy: readonly Interval[]) =>
  segments.some((segment) =>
    busy.some(
      (other) =>
        segment.start.getTime() < other.end.getTime() && segment.end.getTime() > other.start.getTime(),
    ),
  );

/**
 * The free starts of a visit on one day: the salon's grid for the visit's total duration (same rules
 * as `computeSlots`), kept when each part, in turn, has someone who works all of it, is free for its
 * busy time (cleanup and all, less its pose: another client's pose is free time), and does not meet
 * the visit's own earlier parts. The first assignment in the staff's orders is returned.
 */
export function computeVisitSlots(input: VisitSlotInput): VisitSlot[] {
  const { parts } = input;
  if (parts.length === 0) return [];
  const total = parts.reduce((sum, part) => sum + part.timing.duration, 0);
  const result: VisitSlot[] = [];
  for (const slot of gridSlots({ ...input, durationMinutes: total })) {
    const startMs = Date.parse(slot.start);
    const employeeIds = input.solo ? soloFits(startMs, input) : assign(startMs, minutesOf(slot.time), input);
    if (employeeIds) result.push({ ...slot, employeeIds });
  }
  return result;
}

/** Without a team the salon performs every part, one client at a time. */
function soloFits(startMs: number, input: VisitSlotInput): null[] | null {
  const placed = visitPartTimes(
    startMs,
    input.parts.map((part) => ({ timing: part.timing, employeeId: null })),
  );
  const own: Interval[] = [];
  for (const part of placed) {
    const segments = busySegmentsOf(part);
    if (meets(segments, input.busy) || meets(segments, own)) return null;
    own.push(...segments);
  }
  return placed.map(() => null);
}

/**
 * Depth-first over the parts, each trying its staff in order: a person fits a part when they work
 * all of its client time and its busy time meets neither their own busy time, the salon-wide one,
 * nor what the visit already gave them. A part's cleanup is checked once the next part's person is
 * known: dropped when it is the same person, who goes on with the client.
 */
function assign(startMs: number, startMinute: number, input: VisitSlotInput): string[] | null {
  const { parts } = input;
  const chosen: string[] = [];
  const taken: { employeeId: string; segment: Interval }[] = [];

  const fits = (member: StaffMemberDay, segments: readonly Interval[]) =>
    !meets(segments, member.busy) &&
    !meets(segments, input.busy) &&
    !meets(
      segments,
      taken.filter((own) => own.employeeId === member.id).map((own) => own.segment),
    );
  const take = (member: StaffMemberDay, segments: readonly Interval[]) => {
    for (const segment of segments) taken.push({ employeeId: member.id, segment });
    return segments.length;
  };
  const cleanupAfter = (previous: Previous): Interval[] =>
    previous.cleanupMinutes === 0
      ? []
      : [{ start: previous.end, end: new Date(previous.end.getTime() + previous.cleanupMinutes * 60_000) }];

  interface Previous {
    member: StaffMemberDay;
    end: Date;
    cleanupMinutes: number;
  }

  const visit = (index: number, atMs: number, atMinute: number, previous: Previous | null): boolean => {
    const part = parts[index];
    if (!part) {
      // The last part's cleanup.
      if (!previous) return true;
      return fits(previous.member, cleanupAfter(previous));
    }
    const times = partTimesOf(atMs, { ...part.timing, cleanupMinutes: 0 });
    // Without its cleanup, which the next part's person decides.
    const segments = busySegmentsOf(times);
    const endMinute = atMinute + part.timing.duration;
    for (const member of part.staff) {
      if (!member.window) continue;
      if (atMinute < minutesOf(member.window.start) || endMinute > minutesOf(member.window.end)) continue;
      const goesOn = previous?.member.id === member.id;
      const previousCleanup = previous && !goesOn ? cleanupAfter(previous) : [];
      if (previous && !fits(previous.member, previousCleanup)) continue;
      const pushedCleanup = previous ? take(previous.member, previousCleanup) : 0;
      if (fits(member, segments)) {
        const pushed = take(member, segments);
        chosen.push(member.id);
        const next = { member, end: times.endTime, cleanupMinutes: part.timing.cleanupMinutes };
        if (visit(index + 1, times.endTime.getTime(), endMinute, next)) return true;
        chosen.pop();
        taken.length -= pushed;
      }
      taken.length -= pushedCleanup;
    }
    return false;
  };

  return visit(0, startMs, startMinute, null) ? [...chosen] : null;
}
