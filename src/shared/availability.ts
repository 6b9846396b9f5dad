// "Disponibilité": which days a salon list keeps the salons with a free slot on
// (docs/product.md#where-and-when). Free of zod: the public list page imports it.
import { DEFAULT_TIME_ZONE } from './constants';
import { addDays, toWallClock, weekdayOf } from './time-zone';

/**
 * How many days, today included, the marketplace keeps each salon's free slots ready for the list's
 * availability filter and its "Prochain créneau". The booking page itself reaches further (the
 * booking horizon).
 */
export const AVAILABILITY_DAYS = 14;

export const AVAILABILITY_PRESETS = [
  { value: 'today', label: "Aujourd'hui" },
  { value: 'tomorrow', label: 'Demain' },
  { value: 'weekend', label: 'Ce week-end' },
] as const;
export type AvailabilityPreset = (typeof AVAILABILITY_PRESETS)[number]['value'];

export const AVAILABILITY_DATE_MESSAGE = `Choisissez une date dans les ${AVAILABILITY_DAYS} prochains jours.`;

/** Today in the marketplace's zone (every demo and default salon is there). */
export function marketplaceToday(now: Date): string {
  return toWallClock(now, DEFAULT_TIME_ZONE).date;
}

/**
 * The days a "Disponibilité" value stands for, first to last: today, tomorrow, the coming Saturday
 * and Sunday (today's when it is the week-end: Sunday alone), or one date. Null for a date outside
 * the days kept ready.
 */
export function availabilityDays(
  value: AvailabilityPreset | string,
  today: string,
): { from: string; to: string } | null {
  if (value === 'today') return { from: today, to: today };
  if (value === 'tomorrow') return { from: addDays(today, 1), to: addDays(today, 1) };
  if (value === 'weekend') {
    const weekday = weekdayOf(today); // 0 Sunday … 6 Saturday
    if (weekday === 0) return { from: today, to: today };
    const saturday = addDays(today, 6 - weekday);
    return { from: saturday, to: addDays(saturday, 1) };
  }
  if (value < today || value > addDays(today, AVAILABILITY_DAYS - 1)) return null;
  return { from: value, to: value };
}

/**
 * "aujourd'hui 15:30", "demain 10:00", "sam. 28 nov. 09:00": when a salon's next free slot is, as
 * its card says it after "Prochain créneau : ".
 */
export function nextSlotLabel(slot: { date: string; time: string }, now: Date): string {
  const today = marketplaceToday(now);
  if (slot.date === today) return `aujourd'hui ${slot.time}`;
  if (slot.date === addDays(today, 1)) return `demain ${slot.time}`;
  const day = new Intl.DateTimeFormat('fr-FR', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${slot.date}T12:00:00Z`));
  return `${day} ${slot.time}`;
}

/** "à 2,4 km", "à 850 m": how far a salon is from the position given with "Autour de moi". */
export function distanceLabel(km: number): string {
  if (km < 1) return `à ${Math.max(10, Math.round((km * 1000) / 10) * 10)} m`;
  return `à ${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(km)} km`;
}
