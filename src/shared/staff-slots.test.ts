import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { must } from './must';
import { DEFAULT_OPENING_HOURS } from './opening-hours';
import { computeSlots, computeStaffSlots, type StaffMemberDay } from './slots';
import { chooseEmployee, workingWindowOf } from './staff';
import { fromWallClock } from './time-zone';

const monday = must(DEFAULT_OPENING_HOURS[0], 'monday');
const DATE = '2030-01-07'; // a Monday; Tunis is UTC+1
const LONG_AGO = new Date('2000-01-01T00:00:00Z');
const at = (minutes: number) =>
  must(fromWallClock(DATE, minutes, 'Africa/Tunis'), 'fromWallClock(DATE, minutes, "Africa/Tunis")');
const grid = { date: DATE, timeZone: 'Africa/Tunis', hours: monday, durationMinutes: 60, now: LONG_AGO };
const overlaps = (slot: { start: string; end: string }, interval: { start: Date; end: Date }) =>
  Date.parse(slot.start) < interval.end.getTime() && Date.parse(slot.end) > interval.start.getTime();

/** A day of one employee: an optional window inside 09:00–18:00 and some busy intervals. */
const memberArb = (id: string) =>
  fc.record({
    id: fc.constant(id),
    window: fc.option(
      fc
        .tuple(fc.integer({ min: 9 * 60, max: 17 * 60 }), fc.integer({ min: 30, max: 9 * 60 }))
        .map(([start, length]) => ({
          start: `${String(Math.floor(start / 60)).padStart(2, '0')}:${String(start % 60).padStart(2, '0')}`,
          end: (() => {
            const end = Math.min(start + length, 18 * 60);
            return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
          })(),
        })),
      { nil: null },
    ),
    busy: fc.array(
      fc
        .tuple(fc.integer({ min: 8 * 60, max: 18 * 60 }), fc.integer({ min: 15, max: 180 }))
        .map(([start, length]) => ({ start: at(start), end: at(start + length) })),
      { maxLength: 4 },
    ),
  }) satisfies fc.Arbitrary<StaffMemberDay>;

const teamArb = fc
  .integer({ min: 1, max: 6 })
  .chain((size) => fc.tuple(...Array.from({ length: size }, (_, i) => memberArb(`e${i}`))));

describe('computeStaffSlots', () => {
  it('offers a slot only when one of the staff works all of it and is free', () => {
    fc.assert(
      fc.property(teamArb, fc.integer({ min: 30, max: 120 }), (staff, durationMinutes) => {
        for (const slot of computeStaffSlots({ ...grid, durationMinutes, busy: [], staff })) {
          expect(slot.employeeIds.length).toBeGreaterThan(0);
          for (const id of slot.employeeIds) {
            const member = must(
              staff.find((candidate) => candidate.id === id),
              'member',
            );
            // Named employee: never over their bookings or absences, always inside their window.
            expect(member.window).not.toBeNull();
            expect(member.busy.some((interval) => overlaps(slot, interval))).toBe(false);
            expect(slot.time >= must(member.window, 'member.window').start).toBe(true);
          }
        }
      }),
    );
  });

  it('misses no employee who is free (the "Sans préférence" union is complete)', () => {
    fc.assert(
      fc.property(teamArb, (staff) => {
        const offered = computeStaffSlots({ ...grid, busy: [], staff });
        for (const member of staff) {
          // Alone, the employee's own slots are exactly those where the team lists them.
          const own = computeStaffSlots({ ...grid, busy: [], staff: [member] }).map((slot) => slot.time);
          const listed = offered
            .filter((slot) => slot.employeeIds.includes(member.id))
            .map((slot) => slot.time);
          expect(listed).toEqual(own);
        }
      }),
    );
  });

  it('lets a booking without an employee block everyone', () => {
    const staff = [
      { id: 'a', window: { start: '09:00', end: '18:00' }, busy: [] },
      { id: 'b', window: { start: '09:00', end: '18:00' }, busy: [] },
    ];
    const busy = [{ start: at(10 * 60), end: at(11 * 60) }];
    const times = computeStaffSlots({ ...grid, busy, staff }).map((slot) => slot.time);
    expect(times).not.toContain('10:00');
    expect(times).not.toContain('09:30');
    expect(times).toContain('11:00');
  });

  it('equals the one-client-at-a-time grid for one employee working the salon hours', () => {
    const busy = [{ start: at(10 * 60), end: at(11 * 60) }];
    const alone = computeStaffSlots({
      ...grid,
      busy: [],
      staff: [{ id: 'a', window: { start: '09:00', end: '18:00' }, busy }],
    });
    expect(alone.map(({ start, end, time }) => ({ start, end, time }))).toEqual(
      computeSlots({ ...grid, busy }),
    );
  });
});

describe('workingWindowOf', () => {
  it('follows the salon, clips own hours to it, and knows days off', () => {
    const follows = { followsSalonHours: true, days: [] };
    expect(workingWindowOf(follows, monday)).toEqual({ start: '09:00', end: '18:00' });
    expect(workingWindowOf(follows, must(DEFAULT_OPENING_HOURS[6], 'DEFAULT_OPENING_HOURS[6]'))).toBeNull(); // Sunday: closed
    const partTime = {
      followsSalonHours: false,
      days: [{ day: 'monday' as const, startTime: '08:00', endTime: '13:00' }],
    };
    expect(workingWindowOf(partTime, monday)).toEqual({ start: '09:00', end: '13:00' });
    expect(workingWindowOf(partTime, must(DEFAULT_OPENING_HOURS[1], 'DEFAULT_OPENING_HOURS[1]'))).toBeNull(); // Tuesday: day off
  });
});

describe('chooseEmployee', () => {
  it('takes the least booked that day, then the salon order', () => {
    expect(chooseEmployee(['a', 'b', 'c'], new Map())).toBe('a');
    expect(
      chooseEmployee(
        ['a', 'b', 'c'],
        new Map([
          ['a', 2],
          ['b', 1],
          ['c', 1],
        ]),
      ),
    ).toBe('b');
    expect(chooseEmployee([], new Map())).toBeNull();
  });
});
