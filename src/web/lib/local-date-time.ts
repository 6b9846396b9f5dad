import { fromWallClock, timeOf, toWallClock } from '@/shared/time-zone';

// A datetime-local field shows the salon's wall clock (whatever the owner's own device zone); the
// form holds the ISO instant the API takes.

/** ISO instant → "YYYY-MM-DDTHH:MM" in the salon's zone; '' for an empty or invalid value. */
export function toLocalInput(iso: string | undefined, timeZone: string): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return '';
  const wall = toWallClock(new Date(iso), timeZone);
  return `${wall.date}T${timeOf(wall.minutes)}`;
}

/** "YYYY-MM-DDTHH:MM" in the salon's zone → ISO instant; '' when incomplete (the schema says why). */
export function fromLocalInput(value: string, timeZone: string): string {
  const [, date, hours, minutes] = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(value) ?? [];
  if (!date) return '';
  const instant = fromWallClock(date, Number(hours) * 60 + Number(minutes), timeZone);
  return instant ? instant.toISOString() : '';
}
