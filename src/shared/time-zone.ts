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

/** Milliseconds the zone is ahead of UTC at an instant (e.g. 3_600_000 in Tunis, UTC+1). */
function offsetAt(instantMs: number, timeZone: string): number {
  const wall = toWallClock(instantMs, timeZone);
  const [year, month, day] = wall.date.split('-').map(Number) as [number, number, number];
  const wallAsUtc = Date.UTC(year, month - 1, day, 0, wall.minutes);
  return wallAsUtc - Math.floor(instantMs / 60_000) * 60_000;
}

/** Days whose offset is the same from the noon before to the noon after: by zone and date. */
const steadyOffsets = new Map<string, number | null>();
const STEADY_OFFSETS_KEPT = 10_000;

/**
 * The zone's offset on `date` when no clock change falls near it (null otherwise). Real zones
 * change their clocks weeks apart, so the same offset on both sides holds for the whole day. The
 * slot grid asks for every half hour of every day of every service: this keeps Intl out of it.
 */
function steadyOffsetOn(date: string, midnightAsUtc: number, timeZone: string): number | null {
  const key = `${timeZone}|${date}`;
  const known = steadyOffsets.get(key);
  if (known !== undefined) return known;
  const before = offsetAt(midnightAsUtc - 12 * 3_600_000, timeZone);
  const after = offsetAt(midnightAsUtc + 36 * 3_600_000, timeZone);
  if (steadyOffsets.size >= STEADY_OFFSETS_KEPT) steadyOffsets.clear();
  const steady = before === after ? before : null;
  steadyOffsets.set(key, steady);
  return steady;
}

/**
 * The instant at which the zone's clock shows `date` at `minutes`, or null when that wall time does
 * not exist (the hour skipped when clocks go forward). In the repeated hour, the first one is used.
 */
export function fromWallClock(date: string, minutes: number, timeZone: string): Date | null {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wallAsUtc = Date.UTC(year, month - 1, day, 0, minutes);
  const steady =
    minutes >= 0 && minutes < 1440 ? steadyOffsetOn(date, Date.UTC(year, month - 1, day), timeZone) : null;
  if (steady !== null) return new Date(wallAsUtc - steady);
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
  const next = new Date(Date.UTC(year, month - 1, day + days));
  // Not toISOString(): past year 9999 it writes "+010000-01-01", which no one could read back.
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(next.getUTCFullYear(), 4)}-${pad(next.getUTCMonth() + 1, 2)}-${pad(next.getUTCDate(), 2)}`;
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
