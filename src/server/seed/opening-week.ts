import type { OpeningHoursDay } from '@/shared/opening-hours';
import { DAYS } from '@/shared/weekdays';
import type { HoursSeed } from './data/salon-seed';

/**
 * The seven days a salon stores, Monday first, in the shape the slot computation reads: the demo
 * bookings are picked from the same week that is written to the database.
 */
export function openingWeek(hours: HoursSeed): OpeningHoursDay[] {
  return DAYS.map((day) => {
    const isClosed = hours.closed.includes(day);
    const [openTime, closeTime] = isClosed
      ? // A closed day still needs times in the row; the interface shows them if the day is reopened.
        ['09:00', '18:00']
      : (hours.other?.[day] ?? hours.open);
    const lunch = isClosed ? undefined : hours.lunch;
    return {
      day,
      openTime,
      closeTime,
      isClosed,
      hasLunchBreak: lunch !== undefined,
      lunchBreakStart: lunch?.[0] ?? null,
      lunchBreakEnd: lunch?.[1] ?? null,
    };
  });
}
