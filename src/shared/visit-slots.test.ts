import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LAST_SLOT_MARGIN_MINUTES, SLOT_INTERVAL_MINUTES } from './constants';
import { must } from './must';
import { DEFAULT_OPENING_HOURS } from './opening-hours';
import { busySegmentsOf, type Interval, partTimesOf, type ServiceTiming } from './service-timing';
import { computeStaffSlots, type StaffMemberDay } from './slots';
import { fromWallClock, minutesOf, timeOf } from './time-zone';
import { computeVisitSlots, type VisitPartInput, visitPartTimes } from './visit-slots';

const monday = must(DEFAULT_OPENING_HOURS[0], 'monday'); // 09:00–18:00
const DATE = '2030-01-07';
const ZONE = 'Africa/Tunis';
const LONG_AGO = new Date('2000-01-01T00:00:00Z');
const at = (minutes: number) => must(fromWallClock(DATE, minutes, ZONE), 'fromWallClock');
const grid = { date: DATE, timeZone: ZONE, hours: monday, now: LONG_AGO };
const overlaps = (a: Interval, b: Interval) =>
  a.start.getTime() < b.end.getTime() && a.end.getTime() > b.start.getTime();

const TIMINGS: ServiceTiming[] = [
  { duration: 30, cleanupMinutes: 0, processing: null },
  { duration: 45, cleanupMinutes: 10, processing: null },
  { duration: 90, cleanupMinutes: 10, processing: { activeBefore: 30, pose: 45, activeAfter: 15 } },
  { duration: 60, cleanupMinutes: 0, processing: { activeBefore: 15, pose: 30, activeAfter: 15 } },
];

/** Another client's booked part: its busy time (pose left out), anywhere in the day. */
const bookedArb = fc
  .tuple(fc.integer({ min: 8 * 12, max: 18 * 12 }), fc.constantFrom(...TIMINGS))
  .map(([step, timing]) => busySegmentsOf(partTimesOf(at(step * 5), timing)));

const memberArb = (id: string) =>
  fc.record({
    id: fc.constant(id),
    window: fc.constantFrom<StaffMemberDay['window']>(
      { start: '09:00', end: '18:00' },
      { start: '09:00', end: '13:00' },
      { start: '11:00', end: '18:00' },
      null,
    ),
    busy: fc.array(bookedArb, { maxLength: 4 }).map((parts) => parts.flat()),
  }) satisfies fc.Arbitrary<StaffMemberDay>;

/** A team of 1 to 4, and a visit of 1 to 3 parts, each performed by some of the team. */
const worldArb = fc
  .integer({ min: 1, max: 4 })
  .chain((size) => fc.tuple(...Array.from({ length: size }, (_, i) => memberArb(`e${i}`))))
  .chain((team) =>
    fc.tuple(
      fc.constant(team),
      fc.array(
        fc.record({
          timing: fc.constantFrom(...TIMINGS),
          staff: fc.subarray(team, { minLength: 1 }),
        }),
        { minLength: 1, maxLength: 3 },
      ),
    ),
  );

/** Whether `employeeIds` is an assignment the rules allow for a visit starting at `minute`. */
function allowed(parts: readonly VisitPartInput[], minute: number, employeeIds: readonly string[]): boolean {
  const placed = visitPartTimes(
    at(minute),
    parts.map((part, index) => ({ timing: part.timing, employeeId: must(employeeIds[index], 'id') })),
  );
  const own = new Map<string, Interval[]>();
  let start = minute;
  for (const [index, part] of placed.entries()) {
    const member = must(
      parts[index]?.staff.find((candidate) => candidate.id === part.employeeId),
      'an eligible employee',
    );
    const end = start + must(parts[index], 'part').timing.duration;
    if (!member.window || start < minutesOf(member.window.start) || end > minutesOf(member.window.end)) {
      return false;
    }
    const segments = busySegmentsOf(part);
    const mine = own.get(member.id) ?? [];
    if (segments.some((segment) => [...member.busy, ...mine].some((other) => overlaps(segment, other)))) {
      return false;
    }
    own.set(member.id, [...mine, ...segments]);
    start = end;
  }
  return true;
}

/** Every assignment of people to the parts. */
function assignments(parts: readonly VisitPartInput[]): string[][] {
  return parts.reduce<string[][]>(
    (partial, part) => partial.flatMap((ids) => part.staff.map((member) => [...ids, member.id])),
    [[]],
  );
}

describe('computeVisitSlots', () => {
  it('offers exactly the starts at which the whole sequence fits, with an allowed assignment', () => {
    fc.assert(
      fc.property(worldArb, ([, parts]) => {
        const offered = new Map(
          computeVisitSlots({ ...grid, busy: [], parts, solo: false }).map((slot) => [slot.time, slot]),
        );
        const total = parts.reduce((sum, part) => sum + part.timing.duration, 0);
        const close = minutesOf(monday.closeTime);
        for (
          let minute = minutesOf(monday.openTime);
          minute <= close - LAST_SLOT_MARGIN_MINUTES;
          minute += SLOT_INTERVAL_MINUTES
        ) {
          const slot = offered.get(timeOf(minute));
          const possible =
            minute + total <= close && assignments(parts).some((ids) => allowed(parts, minute, ids));
          expect(Boolean(slot), `${timeOf(minute)} offered`).toBe(possible);
          if (slot) expect(allowed(parts, minute, slot.employeeIds as string[])).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('is the single-service slots for a visit of one part', () => {
    fc.assert(
      fc.property(worldArb, ([, parts]) => {
        const [part] = parts;
        if (!part) return;
        const single = computeStaffSlots({
          ...grid,
          durationMinutes: part.timing.duration,
          cleanupMinutes: part.timing.cleanupMinutes,
          processing: part.timing.processing,
          busy: [],
          staff: part.staff,
        });
        const visit = computeVisitSlots({ ...grid, busy: [], parts: [part], solo: false });
        expect(visit.map((slot) => [slot.time, slot.employeeIds])).toEqual(
          single.map((slot) => [slot.time, slot.employeeIds.slice(0, 1)]),
        );
      }),
      { numRuns: 200 },
    );
  });

  it("puts a short service of the same visit's client in no one's pose, but another client's", () => {
    const sonia: StaffMemberDay = { id: 'sonia', window: { start: '09:00', end: '18:00' }, busy: [] };
    const colour = must(TIMINGS[2], 'colour');
    const cut = must(TIMINGS[0], 'cut');
    // Colour then cut, both by Sonia: the cut follows the colour, the client does not split in two.
    const [first] = computeVisitSlots({
      ...grid,
      busy: [],
      parts: [
        { timing: colour, staff: [sonia] },
        { timing: cut, staff: [sonia] },
      ],
      solo: false,
    });
    expect(first?.time).toBe('09:00');
    const placed = visitPartTimes(at(9 * 60), [
      { timing: colour, employeeId: 'sonia' },
      { timing: cut, employeeId: 'sonia' },
    ]);
    // The colour's cleanup is dropped: Sonia goes on with the same client at 10:30.
    expect(placed.map((part) => [part.startTime, part.busyEnd])).toEqual([
      [at(9 * 60), at(10 * 60 + 30)],
      [at(10 * 60 + 30), at(11 * 60)],
    ]);
  });
});
