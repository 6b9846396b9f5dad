import { describe, expect, it } from 'vitest';
import { completeWeek, type OpeningHoursDay } from '@/shared/opening-hours';
import type { SalonCalendar, SalonHoliday, SpecialPeriod } from '@/shared/salon-calendar';
import { fromWallClock } from '@/shared/time-zone';
import { DAYS } from '@/shared/weekdays';
import type { TeamEmployee } from '../core/load-team';
import { daySlots, type SlotContext } from './get-salon-slots';

// The slots follow the salon's hours on every date of the year (decision 077): holidays, exceptional
// periods such as Ramadan, and the Friday prayer break. Pure: no database, fixed dates.

const TZ = 'Africa/Tunis';
const service = { id: 'svc', duration: 30, cleanupMinutes: 0, activeBeforeMinutes: null, poseMinutes: null };
const now = new Date('2027-01-04T08:00:00Z');
const times = (context: SlotContext, date: string, employeeId?: string) =>
  daySlots(context, { service, date, now, employeeId }).slots.map((slot) => slot.time);

const week = completeWeek([]);
const ramadanDays: OpeningHoursDay[] = DAYS.map((day) => ({
  day,
  openTime: '10:00',
  closeTime: '23:30',
  isClosed: false,
  hasLunchBreak: true,
  lunchBreakStart: '16:00',
  lunchBreakEnd: '20:30',
}));
const ramadan: SpecialPeriod = {
  id: 'ramadan',
  name: 'Ramadan',
  startDate: '2027-02-08',
  endDate: '2027-03-09',
  days: ramadanDays,
  employeeDays: {},
};
const aid: SalonHoliday = {
  id: 'aid',
  name: 'Aïd el-Fitr',
  startDate: '2027-03-10',
  endDate: '2027-03-11',
  status: 'provisional',
  choice: 'closed',
  special: null,
};
const calendar = (changes: Partial<SalonCalendar> = {}): SalonCalendar => ({
  week,
  periods: [],
  holidays: [],
  fridayBreak: null,
  ...changes,
});
const employee = (id: string, changes: Partial<TeamEmployee> = {}): TeamEmployee => ({
  id,
  fullName: `Employée ${id}`,
  position: 'Coiffeuse',
  avatarUrl: null,
  followsSalonHours: true,
  days: [],
  performsAllServices: true,
  serviceIds: [],
  isPublic: true,
  fridayBreak: false,
  ...changes,
});
const context = (cal: SalonCalendar, team: TeamEmployee[] = []): SlotContext => ({
  timeZone: TZ,
  calendar: cal,
  team,
  busy: [],
});

describe('slots through the year', () => {
  it('a holiday the salon keeps "Fermé" has no slot; "Ouvert" keeps its week; "Horaires spéciaux" its own hours', () => {
    // 2027-03-10 is a Wednesday, open 09:00–18:00 by default.
    expect(times(context(calendar()), '2027-03-10')).toHaveLength(17);
    expect(times(context(calendar({ holidays: [aid] })), '2027-03-10')).toEqual([]);
    expect(times(context(calendar({ holidays: [aid] })), '2027-03-11')).toEqual([]);
    expect(times(context(calendar({ holidays: [{ ...aid, choice: 'open' }] })), '2027-03-10')).toHaveLength(
      17,
    );
    const special = {
      ...aid,
      choice: 'special' as const,
      special: {
        openTime: '09:00',
        closeTime: '12:00',
        hasLunchBreak: false,
        lunchBreakStart: null,
        lunchBreakEnd: null,
      },
    };
    expect(times(context(calendar({ holidays: [special] })), '2027-03-10')).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
    ]);
    // With a team too: nobody works on a closed holiday.
    expect(times(context(calendar({ holidays: [aid] }), [employee('a')]), '2027-03-10')).toEqual([]);
  });

  it('a 22:30 slot exists only inside the Ramadan period, with its afternoon break', () => {
    const inside = times(context(calendar({ periods: [ramadan] })), '2027-02-15');
    expect(inside).toContain('22:30');
    expect(inside).toContain('15:30');
    expect(inside).not.toContain('16:00');
    expect(inside).not.toContain('20:00');
    expect(inside).not.toContain('23:00');
    expect(times(context(calendar({ periods: [ramadan] })), '2027-03-09')).toContain('22:30');
    expect(times(context(calendar({ periods: [ramadan] })), '2027-03-12')).not.toContain('22:30');
    expect(times(context(calendar({ periods: [ramadan] })), '2027-02-05')).not.toContain('22:30');
  });

  it('employees follow the period by default; one with own hours for it keeps them', () => {
    const own = {
      ...ramadan,
      employeeDays: { b: [{ day: 'monday' as const, startTime: '20:30', endTime: '23:30' }] },
    };
    const team = [employee('a', { followsSalonHours: false, days: [] }), employee('b')];
    // 2027-02-15 is a Monday: A has no week of her own but follows the period; B works the evening only.
    const cal = calendar({ periods: [own] });
    expect(times(context(cal, team), '2027-02-15', 'a')).toContain('10:00');
    expect(times(context(cal, team), '2027-02-15', 'b')).toEqual([
      '20:30',
      '21:00',
      '21:30',
      '22:00',
      '22:30',
    ]);
    // Tuesday: B has no hours of her own that day in the period: a day off.
    expect(times(context(cal, team), '2027-02-16', 'b')).toEqual([]);
  });

  it('the Friday prayer break removes its slots, for the salon or for the employee who takes it', () => {
    // 2027-01-08 is a Friday.
    const friday = '2027-01-08';
    const open = times(context(calendar()), friday);
    expect(open).toContain('13:00');
    const closed = times(context(calendar({ fridayBreak: { start: '13:00', end: '14:30' } })), friday);
    expect(closed).toContain('12:30');
    expect(closed).not.toContain('13:00');
    expect(closed).not.toContain('14:00');
    expect(closed).toContain('14:30');
    // Another day of the week keeps them.
    expect(
      times(context(calendar({ fridayBreak: { start: '13:00', end: '14:30' } })), '2027-01-07'),
    ).toContain('13:30');
    const team = [employee('a', { fridayBreak: true }), employee('b')];
    expect(times(context(calendar(), team), friday, 'a')).not.toContain('13:30');
    expect(times(context(calendar(), team), friday, 'b')).toContain('13:30');
    // "Sans préférence": the one who does not take the break is still offered.
    expect(times(context(calendar(), team), friday)).toContain('13:30');
  });

  it('a clock change elsewhere changes nothing: Tunis keeps its hours and its 22:30 across Europe’s DST', () => {
    // 2027-03-28: Europe moves its clocks; Tunisia does not (UTC+1 all year).
    const period = { ...ramadan, startDate: '2027-03-20', endDate: '2027-04-05' };
    for (const date of ['2027-03-27', '2027-03-28', '2027-03-29']) {
      const slots = daySlots(context(calendar({ periods: [period] })), { service, date, now }).slots;
      const last = slots.at(-1);
      expect(last?.time).toBe('22:30');
      expect(last?.start).toBe(fromWallClock(date, 22 * 60 + 30, TZ)?.toISOString());
      expect(last?.start).toBe(`${date}T21:30:00.000Z`);
    }
  });
});
