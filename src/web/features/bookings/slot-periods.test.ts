import { describe, expect, it } from 'vitest';
import { formatCalendarDay, slotPeriods } from './slot-periods';

const at = (...times: string[]) => times.map((time) => ({ time }));

describe('slotPeriods', () => {
  it('puts each time under Matin (before 12:00), Après-midi (12:00–17:59) or Soir (18:00 on)', () => {
    expect(slotPeriods(at('09:00', '11:30', '12:00', '17:30', '18:00', '20:30'))).toEqual([
      { name: 'Matin', slots: at('09:00', '11:30') },
      { name: 'Après-midi', slots: at('12:00', '17:30') },
      { name: 'Soir', slots: at('18:00', '20:30') },
    ]);
  });

  it('leaves out a period without a time, and a day without any', () => {
    expect(slotPeriods(at('13:00', '19:00'))).toEqual([
      { name: 'Après-midi', slots: at('13:00') },
      { name: 'Soir', slots: at('19:00') },
    ]);
    expect(slotPeriods([])).toEqual([]);
  });
});

describe('formatCalendarDay', () => {
  it('names the day in French without its year', () => {
    expect(formatCalendarDay('2026-12-01')).toBe('mardi 1 décembre');
    expect(formatCalendarDay('2027-01-31')).toBe('dimanche 31 janvier');
  });
});
