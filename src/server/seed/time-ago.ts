// Elapsed time for the demo's creation dates (accounts, salons, reviews, notifications). Booking
// times do not use these: they come from the salon's slots (demo-slots.ts).

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

export function daysAgo(now: Date, days: number, hours = 0): Date {
  return new Date(now.getTime() - days * DAY_MS - hours * HOUR_MS);
}
