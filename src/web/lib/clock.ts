import { toWallClock } from '@/shared/time-zone';

// The browser's time is read here only (the architecture test allows no other place): the browser
// tests set it with Playwright's `page.clock`, which every page then follows. It stays the browser's
// own `Date.now()`, with no offset: TanStack Query dates its answers on that same clock.

/** The current instant. */
export function now(): Date {
  return new Date(nowMs());
}

/** The current instant, in milliseconds since the epoch. */
export function nowMs(): number {
  return Date.now();
}

/** Today's date (YYYY-MM-DD) on the wall clock of `timeZone`. */
export function todayIn(timeZone: string): string {
  return toWallClock(nowMs(), timeZone).date;
}
