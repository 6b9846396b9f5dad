import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeAppointment } from './appointment-placement';
import { LAST_SLOT_MARGIN_MINUTES, SLOT_INTERVAL_MINUTES } from './constants';
import { must } from './must';
import { DEFAULT_OPENING_HOURS } from './opening-hours';
import { ServiceSchema } from './schemas/workspace';
import {
  busySegmentsOf,
  type Interval,
  PROCESSING_SUM_MESSAGE,
  partTimesOf,
  type ServiceTiming,
  timingOf,
} from './service-timing';
import { computeStaffSlots, type StaffMemberDay } from './slots';
import { fromWallClock, minutesOf, timeOf } from './time-zone';

const monday = must(DEFAULT_OPENING_HOURS[0], 'monday'); // 09:00–18:00, no lunch break
const DATE = '2030-01-07';
const ZONE = 'Africa/Tunis';
const LONG_AGO = new Date('2000-01-01T00:00:00Z');
const at = (minutes: number) => must(fromWallClock(DATE, minutes, ZONE), 'fromWallClock');
const overlaps = (a: Interval, b: Interval) =>
  a.start.getTime() < b.end.getTime() && a.end.getTime() > b.start.getTime();

const colour: ServiceTiming = {
  duration: 90,
  cleanupMinutes: 10,
  processing: { activeBefore: 30, pose: 45, activeAfter: 15 },
};

describe('a part of a visit', () => {
  it('takes the client for the duration and the employee for it and its cleanup, less the pose', () => {
    const part = partTimesOf(at(10 * 60), colour);
    expect(part.endTime).toEqual(at(11 * 60 + 30));
    expect(part.poseStart).toEqual(at(10 * 60 + 30));
    expect(part.poseEnd).toEqual(at(11 * 60 + 15));
    expect(part.busyEnd).toEqual(at(11 * 60 + 40));
    expect(busySegmentsOf(part)).toEqual([
      { start: at(10 * 60), end: at(10 * 60 + 30) },
      { start: at(11 * 60 + 15), end: at(11 * 60 + 40) },
    ]);
    const plain = partTimesOf(at(10 * 60), { duration: 30, cleanupMinutes: 0, processing: null });
    expect(busySegmentsOf(plain)).toEqual([{ start: at(10 * 60), end: at(10 * 60 + 30) }]);
  });

  it('reads the stored columns back as the timing', () => {
    expect(timingOf({ duration: 90, cleanupMinutes: 10, activeBeforeMinutes: 30, poseMinutes: 45 })).toEqual(
      colour,
    );
    expect(
      timingOf({ duration: 30, cleanupMinutes: 0, activeBeforeMinutes: null, poseMinutes: null }),
    ).toEqual({ duration: 30, cleanupMinutes: 0, processing: null });
  });
});

describe('the service form', () => {
  const base = { name: 'Coloration', price: '60', duration: '90' };
  it('takes a cleanup and a pose that make the duration', () => {
    const parsed = ServiceSchema.parse({
      ...base,
      cleanupMinutes: '10',
      processing: { activeBefore: '30', pose: '45', activeAfter: '15' },
    });
    expect(parsed).toMatchObject({ duration: 90, cleanupMinutes: 10, processing: colour.processing });
    expect(ServiceSchema.parse(base)).toMatchObject({ cleanupMinutes: 0, processing: null });
    expect(ServiceSchema.parse({ ...base, cleanupMinutes: '' })).toMatchObject({ cleanupMinutes: 0 });
  });

  it('refuses times that do not make the duration, or are not whole minutes', () => {
    const sum = ServiceSchema.safeParse({
      ...base,
      processing: { activeBefore: 30, pose: 45, activeAfter: 20 },
    });
    expect(sum.error?.issues).toEqual([
      expect.objectContaining({ path: ['processing'], message: PROCESSING_SUM_MESSAGE }),
    ]);
    for (const processing of [
      { activeBefore: 0, pose: 45, activeAfter: 45 },
      { activeBefore: 30, pose: 'x', activeAfter: 15 },
      { activeBefore: 30.5, pose: 44.5, activeAfter: 15 },
      'pose',
    ]) {
      expect(ServiceSchema.safeParse({ ...base, processing }).success).toBe(false);
    }
    for (const cleanupMinutes of [-5, 121, 2.5, 'dix', true]) {
      expect(ServiceSchema.safeParse({ ...base, cleanupMinutes }).success).toBe(false);
    }
  });
});

/** A booked part of one employee: a start, and a timing with or without pose and cleanup. */
const bookedArb = fc
  .record({
    start: fc.integer({ min: 8 * 12, max: 18 * 12 }).map((step) => step * 5),
    duration: fc.integer({ min: 3, max: 36 }).map((steps) => steps * 5),
    cleanup: fc.constantFrom(0, 0, 5, 10, 15),
    pose: fc.option(
      fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })),
      {
        nil: null,
      },
    ),
  })
  .map(({ start, duration, cleanup, pose }) => {
    const steps = duration / 5;
    const processing =
      pose && steps >= 3
        ? (() => {
            const before = 1 + Math.floor(pose[0] * (steps - 2));
            const posed = 1 + Math.floor(pose[1] * (steps - before - 1));
            return {
              activeBefore: before * 5,
              pose: posed * 5,
              activeAfter: duration - (before + posed) * 5,
            };
          })()
        : null;
    return busySegmentsOf(partTimesOf(at(start), { duration, cleanupMinutes: cleanup, processing }));
  });

const memberArb = (id: string) =>
  fc.record({
    id: fc.constant(id),
    window: fc.constantFrom<StaffMemberDay['window']>(
      { start: '09:00', end: '18:00' },
      { start: '10:00', end: '16:00' },
      null,
    ),
    busy: fc.array(bookedArb, { maxLength: 5 }).map((parts) => parts.flat()),
  }) satisfies fc.Arbitrary<StaffMemberDay>;

const timingArb: fc.Arbitrary<ServiceTiming> = fc.oneof(
  fc.constant(colour),
  fc.constant({ duration: 30, cleanupMinutes: 0, processing: null }),
  fc.constant({ duration: 45, cleanupMinutes: 15, processing: null }),
  fc.constant({
    duration: 60,
    cleanupMinutes: 5,
    processing: { activeBefore: 15, pose: 30, activeAfter: 15 },
  }),
);

describe('slots with cleanup and pose', () => {
  it('offers exactly the starts at which an eligible employee is free for the busy time, poses reused', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 4 })
          .chain((size) => fc.tuple(...Array.from({ length: size }, (_, i) => memberArb(`e${i}`)))),
        timingArb,
        (staff, timing) => {
          const offered = computeStaffSlots({
            date: DATE,
            timeZone: ZONE,
            hours: monday,
            durationMinutes: timing.duration,
            cleanupMinutes: timing.cleanupMinutes,
            processing: timing.processing,
            now: LONG_AGO,
            busy: [],
            staff,
          });
          const byTime = new Map(offered.map((slot) => [slot.time, slot.employeeIds]));
          // Every grid start, decided again from the rule itself.
          const open = minutesOf(monday.openTime);
          const close = minutesOf(monday.closeTime);
          for (
            let minute = open;
            minute <= close - LAST_SLOT_MARGIN_MINUTES;
            minute += SLOT_INTERVAL_MINUTES
          ) {
            const busy = busySegmentsOf(partTimesOf(at(minute), timing));
            const free = staff
              .filter(
                (member) =>
                  member.window !== null &&
                  minute >= minutesOf(member.window.start) &&
                  minute + timing.duration <= minutesOf(member.window.end) &&
                  minute + timing.duration <= close &&
                  busy.every((segment) => member.busy.every((other) => !overlaps(segment, other))),
              )
              .map((member) => member.id);
            expect(byTime.get(timeOf(minute)) ?? [], timeOf(minute)).toEqual(free);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("lets another client's service sit in a pose, but not over the active times or the cleanup", () => {
    const sonia: StaffMemberDay = {
      id: 'sonia',
      window: { start: '09:00', end: '18:00' },
      busy: busySegmentsOf(partTimesOf(at(10 * 60), colour)),
    };
    const cut = { durationMinutes: 30, cleanupMinutes: 0, processing: null };
    const times = computeStaffSlots({
      date: DATE,
      timeZone: ZONE,
      hours: monday,
      now: LONG_AGO,
      busy: [],
      staff: [sonia],
      ...cut,
    }).map((slot) => slot.time);
    // 10:00–10:30 active, 10:30–11:15 pose, 11:15–11:40 active and cleanup.
    expect(times).toContain('10:30');
    expect(times).not.toContain('10:00');
    expect(times).not.toContain('11:00');
    expect(times).not.toContain('11:30');
    expect(times).toContain('12:00');
    const placement = (start: number, durationMinutes: number) =>
      placeAppointment({
        start: at(start),
        durationMinutes,
        timeZone: ZONE,
        hours: monday,
        window: { start: '09:00', end: '18:00' },
        bookings: sonia.busy,
        absences: [],
      });
    expect(placement(10 * 60 + 30, 45)).toBe('ok');
    expect(placement(10 * 60 + 35, 45)).toBe('taken');
    expect(placement(11 * 60 + 35, 15)).toBe('taken');
    expect(placement(11 * 60 + 40, 15)).toBe('ok');
  });
});
