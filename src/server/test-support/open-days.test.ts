import { describe, expect, it } from 'vitest';
import { addDays, weekdayOf } from '@/shared/time-zone';
import { isSeededHoliday, TUNISIAN_HOLIDAYS_SEED } from '@/shared/tunisian-holidays';
import { chooseDay, type DayWish, openDaysFrom } from './open-days';

// For every day of 2026 to 2028 taken as today, what the test-date helpers choose is a day whose
// whole span is open and as asked: the guarantee that lets the suite pass on any date.

const everyDay = (() => {
  const days: string[] = [];
  for (let day = '2026-01-01'; day <= '2028-12-31'; day = addDays(day, 1)) days.push(day);
  return days;
})();

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * What a chosen day must be, checked day by day rather than with the helper's own code: the reasons
 * it does not fit, none when it does (one assertion for the thousands of days, not one each).
 */
function misfits(today: string, day: string, wish: DayWish): string[] {
  const span = wish.span ?? 1;
  const where = `aujourd'hui ${today}, ${JSON.stringify(wish)} → ${day}`;
  const wrong: string[] = [];
  if (daysBetween(today, day) < wish.minDaysAhead) wrong.push(`${where}: trop tôt`);
  if (wish.maxDaysAhead !== undefined && daysBetween(today, day) > wish.maxDaysAhead)
    wrong.push(`${where}: trop tard`);
  if (wish.weekdays && !wish.weekdays.includes(weekdayOf(day))) wrong.push(`${where}: mauvais jour`);
  for (let i = 0; i < span; i++) if (isSeededHoliday(addDays(day, i))) wrong.push(`${where}: jour férié`);
  if ((wish.sameMonth || wish.sameMonthAsToday) && addDays(day, span - 1).slice(0, 7) !== day.slice(0, 7))
    wrong.push(`${where}: deux mois`);
  if (wish.sameMonthAsToday && day.slice(0, 7) !== today.slice(0, 7)) wrong.push(`${where}: autre mois`);
  return wrong;
}

describe('the test-date helpers', () => {
  const wishes: DayWish[] = [
    // nextMonday(k) and workday(k) of tunis-dates.ts.
    { minDaysAhead: 2, weekdays: [1] },
    { minDaysAhead: 2, weekdays: [1], skip: 9 },
    { minDaysAhead: 2, weekdays: [1, 2, 3, 4, 5], skip: 13 },
    // The browser tests' futureDay(n, weekday) with the day after open, and a week inside one month.
    { minDaysAhead: 10, weekdays: [3], span: 2 },
    { minDaysAhead: 7, weekdays: [1], span: 6, sameMonth: true },
    { minDaysAhead: 1, weekdays: [0, 1, 2, 3, 4, 5, 6], span: 1, maxDaysAhead: 13 },
  ];

  it('choose, for every day of 2026-2028 taken as today, a day whose span is open and as asked', () => {
    const wrong = everyDay.flatMap((today) =>
      wishes.flatMap((wish) => misfits(today, chooseDay(today, wish), wish)),
    );
    expect(wrong).toEqual([]);
  });

  it('give distinct days in order for distinct skips, so that tests keep apart', () => {
    for (const today of everyDay) {
      const mondays = [0, 1, 2, 3, 4, 5].map((skip) =>
        chooseDay(today, { minDaysAhead: 2, weekdays: [1], skip }),
      );
      expect([...mondays].sort(), today).toEqual(mondays);
      expect(new Set(mondays).size, today).toBe(mondays.length);
    }
  });

  it('never choose a holiday, the day of the week asked on the eve of one included', () => {
    // 17 December 2026 is a Thursday: a Thursday asked for from the 15th is the 24th.
    expect(chooseDay('2026-12-15', { minDaysAhead: 1, weekdays: [4] })).toBe('2026-12-24');
    // A Wednesday with the day after open, asked from the 6th: not the 16th (the 17th is closed).
    expect(chooseDay('2026-12-06', { minDaysAhead: 10, weekdays: [3], span: 2 })).toBe('2026-12-23');
    expect(TUNISIAN_HOLIDAYS_SEED.some((h) => h.startDate === '2026-12-17')).toBe(true);
  });

  it('list open days in a row from a day on: no Sunday, no holiday, in order', () => {
    const wrong = everyDay.flatMap((first) => {
      const days = openDaysFrom(first, 10, 2);
      const inOrder = new Set(days).size === 10 && [...days].sort().join() === days.join();
      const bad = days.filter((day) => day < first || weekdayOf(day) === 0 || isSeededHoliday(day));
      return inOrder && bad.length === 0 ? [] : [`${first}: ${days.join(' ')}`];
    });
    expect(wrong).toEqual([]);
  });

  it('keep a span that reads a month inside one month', () => {
    expect(chooseDay('2027-01-28', { minDaysAhead: 0, span: 7, sameMonth: true })).toBe('2027-02-01');
    expect(() => chooseDay('2027-01-31', { minDaysAhead: 1, sameMonthAsToday: true })).toThrow(
      /Aucun jour ne convient au test à partir du 2027-01-31/,
    );
  });

  it('say what they could not find instead of handing back a day that does not fit', () => {
    expect(() => chooseDay('2026-12-15', { minDaysAhead: 2, weekdays: [4], maxDaysAhead: 2 })).toThrow(
      'Aucun jour ne convient au test à partir du 2026-12-15 : {"minDaysAhead":2,"weekdays":[4],"maxDaysAhead":2} (cherché jusqu\'à 2 jours).',
    );
  });
});
