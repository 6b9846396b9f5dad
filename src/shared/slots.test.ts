import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { must } from './must';
import { DEFAULT_OPENING_HOURS, type OpeningHoursDay } from './opening-hours';
import { computeSlots, type SlotInput } from './slots';
import { fromWallClock, minutesOf, toWallClock } from './time-zone';

const monday = must(DEFAULT_OPENING_HOURS[0], 'monday');
const LONG_AGO = new Date('2000-01-01T00:00:00Z');

function slots(overrides: Partial<SlotInput> = {}) {
  return computeSlots({
    date: '2030-01-07', // a Monday
    timeZone: 'Africa/Tunis',
    hours: monday,
    durationMinutes: 60,
    busy: [],
    now: LONG_AGO,
    ...overrides,
  });
}
const times = (list: { time: string }[]) => list.map((slot) => slot.time);

describe('computeSlots', () => {
  it('offers every 30 minutes from opening, the last at closing minus 60 minutes', () => {
    const list = slots();
    expect(times(list)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
    ]);
    // Africa/Tunis is UTC+1 all year.
    expect(list[0]).toMatchObject({ start: '2030-01-07T08:00:00.000Z', end: '2030-01-07T09:00:00.000Z' });
  });

  it('never ends after closing for a long service', () => {
    expect(times(slots({ durationMinutes: 90 })).at(-1)).toBe('16:30');
    expect(times(slots({ durationMinutes: 30 })).at(-1)).toBe('17:00');
  });

  it('keeps out of the lunch break when it is on', () => {
    const hours: OpeningHoursDay = {
      ...monday,
      hasLunchBreak: true,
      lunchBreakStart: '12:00',
      lunchBreakEnd: '13:00',
    };
    const list = times(slots({ hours }));
    expect(list).toContain('11:00');
    expect(list).not.toContain('11:30');
    expect(list).not.toContain('12:00');
    expect(list).not.toContain('12:30');
    expect(list).toContain('13:00');
    expect(times(slots({ hours: { ...hours, hasLunchBreak: false } }))).toContain('12:00');
  });

  it('offers nothing on a closed day', () => {
    expect(slots({ hours: must(DEFAULT_OPENING_HOURS[6], 'DEFAULT_OPENING_HOURS[6]') })).toEqual([]);
  });

  it('offers nothing in the past, in the salon zone', () => {
    // 10:15 in Tunis is 09:15 UTC.
    expect(times(slots({ now: new Date('2030-01-07T09:15:00Z') }))[0]).toBe('10:30');
    expect(slots({ now: new Date('2030-01-08T00:00:00Z') })).toEqual([]);
  });

  it('keeps out of active bookings, back-to-back allowed', () => {
    const busy = [{ start: new Date('2030-01-07T09:00:00Z'), end: new Date('2030-01-07T10:00:00Z') }]; // 10:00–11:00
    const list = times(slots({ busy }));
    expect(list).toContain('09:00');
    expect(list).not.toContain('09:30');
    expect(list).not.toContain('10:00');
    expect(list).not.toContain('10:30');
    expect(list).toContain('11:00');
  });

  describe('across daylight-saving changes (Europe/Paris)', () => {
    const sunday: OpeningHoursDay = { ...monday, day: 'sunday', isClosed: false };
    const paris = (date: string, hours = sunday) =>
      slots({ date, timeZone: 'Europe/Paris', hours, durationMinutes: 30 });

    it('last Sunday of March: 09:00 is 07:00 UTC (CEST), the day before 08:00 UTC (CET)', () => {
      expect(paris('2026-03-29')[0]).toMatchObject({ time: '09:00', start: '2026-03-29T07:00:00.000Z' });
      expect(paris('2026-03-28')[0]).toMatchObject({ time: '09:00', start: '2026-03-28T08:00:00.000Z' });
      expect(paris('2026-03-29')).toHaveLength(17);
    });

    it('last Sunday of October: 09:00 is 08:00 UTC (CET), the day before 07:00 UTC (CEST)', () => {
      expect(paris('2026-10-25')[0]).toMatchObject({ time: '09:00', start: '2026-10-25T08:00:00.000Z' });
      expect(paris('2026-10-24')[0]).toMatchObject({ time: '09:00', start: '2026-10-24T07:00:00.000Z' });
    });

    it('skips the wall times that do not exist when clocks go forward, and keeps each slot 30 real minutes', () => {
      const night: OpeningHoursDay = { ...sunday, openTime: '00:00', closeTime: '05:00' };
      const spring = paris('2026-03-29', night);
      expect(times(spring)).toEqual(['00:00', '00:30', '01:00', '01:30', '03:00', '03:30', '04:00']);
      for (const slot of [...spring, ...paris('2026-10-25', night)]) {
        expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(30 * 60_000);
      }
      const autumn = paris('2026-10-25', night);
      expect(new Set(autumn.map((s) => s.start)).size).toBe(autumn.length);
    });
  });

  it('only offers slots that respect every rule (property)', () => {
    const time = fc.integer({ min: 0, max: 47 }).map((half) => half * 30);
    fc.assert(
      fc.property(
        time,
        time,
        fc.constantFrom(15, 30, 45, 60, 90, 120),
        fc.boolean(),
        fc.array(
          fc.record({ at: fc.integer({ min: 0, max: 1439 }), length: fc.integer({ min: 15, max: 180 }) }),
          {
            maxLength: 6,
          },
        ),
        fc.integer({ min: 0, max: 1439 }),
        fc.constantFrom('Africa/Tunis', 'Europe/Paris', 'America/New_York'),
        (a, b, duration, lunchOn, bookings, nowMinute, timeZone) => {
          const [openMin, closeMin] = a <= b ? [a, b] : [b, a];
          const date = '2026-03-29';
          const at = (minute: number) =>
            fromWallClock(date, minute, timeZone) ?? new Date(Date.parse(`${date}T12:00:00Z`));
          const hours: OpeningHoursDay = {
            day: 'sunday',
            openTime: `${String(Math.floor(openMin / 60)).padStart(2, '0')}:${String(openMin % 60).padStart(2, '0')}`,
            closeTime: `${String(Math.floor(closeMin / 60)).padStart(2, '0')}:${String(closeMin % 60).padStart(2, '0')}`,
            isClosed: false,
            hasLunchBreak: lunchOn,
            lunchBreakStart: '12:00',
            lunchBreakEnd: '13:00',
          };
          const busy = bookings.map((booking) => {
            const start = at(booking.at);
            return { start, end: new Date(start.getTime() + booking.length * 60_000) };
          });
          const now = at(nowMinute);
          const list = computeSlots({ date, timeZone, hours, durationMinutes: duration, busy, now });
          for (const slot of list) {
            const start = Date.parse(slot.start);
            const end = Date.parse(slot.end);
            const minute = minutesOf(slot.time);
            expect(toWallClock(start, timeZone)).toEqual({ date, minutes: minute });
            expect((minute - openMin) % 30).toBe(0);
            expect(minute).toBeGreaterThanOrEqual(openMin);
            expect(minute).toBeLessThanOrEqual(closeMin - 60);
            expect(minute + duration).toBeLessThanOrEqual(closeMin);
            if (lunchOn) expect(minute >= 13 * 60 || minute + duration <= 12 * 60).toBe(true);
            expect(start).toBeGreaterThan(now.getTime());
            for (const booking of busy) {
              expect(start < booking.end.getTime() && end > booking.start.getTime()).toBe(false);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
