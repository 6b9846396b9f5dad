import type { Slot } from '@/shared/slots';
import { minutesOf } from '@/shared/time-zone';

/**
 * The parts of a day the free times are grouped under (docs/product.md#booking-page), by their
 * wall-clock start in the salon's zone: before 12:00, 12:00–17:59, then 18:00 and later.
 */
const PERIODS = [
  { name: 'Matin', until: 12 * 60 },
  { name: 'Après-midi', until: 18 * 60 },
  { name: 'Soir', until: 24 * 60 },
] as const;

export type PeriodName = (typeof PERIODS)[number]['name'];

/** The day's slots under their period, in the day's order; a period without a slot is left out. */
export function slotPeriods<T extends Pick<Slot, 'time'>>(
  slots: readonly T[],
): { name: PeriodName; slots: T[] }[] {
  let from = 0;
  return PERIODS.flatMap(({ name, until }) => {
    const inside = slots.filter((slot) => {
      const minutes = minutesOf(slot.time);
      return minutes >= from && minutes < until;
    });
    from = until;
    return inside.length > 0 ? [{ name, slots: inside }] : [];
  });
}

const calendarDay = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** "mardi 1 décembre": a calendar day (YYYY-MM-DD), whatever the device's zone. */
export function formatCalendarDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return calendarDay.format(new Date(Date.UTC(year, month - 1, day)));
}
