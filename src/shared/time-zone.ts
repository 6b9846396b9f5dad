// Wall-clock times in a salon's time zone, converted to and from instants with Intl only, so the
// same code runs in the browser and on the server. Formatters are cached: building one is slow.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface WallClock {
  /** Calendar date in the zone, YYYY-MM-DD. */
  date: string;
  /** Minutes since midnight in the zone. */
  minutes: number;
}

/** The wall clock of an instant in a zone. */
export function toWallClock(instant: Date | number, timeZone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** Milliseconds the zone is ahead of UTC at an instant (e.g. 3_600_000 for Africa/Tunis). */
function offsetAt(instantMs: number, timeZone: string): number {
  const wall = toWallClock(instantMs, timeZone);
  const [year, month, day] = wall.date.split('-').map(Number) as [number, number, number];
  const wallAsUtc = Date.UTC(year, month - 1, day, 0, wall.minutes);
  return wallAsUtc - Math.floor(instantMs / 60_000) * 60_000;
}

/**
 * The instant at which the zone's clock shows `date` at `minutes`, or null when that wall time does
 * not exist (the hour skipped when clocks go forward). In the repeated hour, the first one is used.
 */
export function fromWallClock(date: string, minutes: number, timeZone: string): Date | null {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wallAsUtc = Date.UTC(year, month - 1, day, 0, minutes);
  // Try the offsets in force just before and just after; the right one maps back to the same wall time.
  const candidates = [
    wallAsUtc - offsetAt(wallAsUtc - 12 * 3_600_000, timeZone),
    wallAsUtc - offsetAt(wallAsUtc + 12 * 3_600_000, timeZone),
  ].sort((a, b) => a - b);
  for (const candidate of candidates) {
    const back = toWallClock(candidate, timeZone);
    if (back.date === date && back.minutes === minutes) return new Date(candidate);
  }
  return null;
}

/** 0 = Sunday … 6 = Saturday, of a calendar date (independent of any zone). */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** "HH:MM" → minutes since midnight. */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Minutes since midnight → "HH:MM". */
export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}
