import { type SQL, sql } from 'drizzle-orm';

// The product's one reading of "now" (decision 079). Every rule already takes `now` as an argument
// (decision 041); the routes, workers and queries that supply it read it here, never from `Date` or
// from the database's `now()`: a PostgreSQL server keeps its own clock, so a test that sets the time
// (the process's, through setClock or libfaketime) would otherwise see two instants at once.
// Durations (a request's time, a lease's wait) are measured with `performance.now()` instead.

let offsetMs = 0;

/** The current instant. */
export function now(): Date {
  return new Date(nowMs());
}

/** The current instant, in milliseconds since the epoch. */
export function nowMs(): number {
  // The one place that reads the system's time (the architecture test allows no other).
  return Date.now() + offsetMs;
}

/** The current instant as a SQL `timestamptz`, for a query that compares with "now". */
export function sqlNow(): SQL {
  return sql`${now().toISOString()}::timestamptz`;
}

/**
 * Tests only: from now on the clock reads `at` and runs on from there (workers, leases and waits go on
 * working); `null` gives back the system's time. A test that sets it gives it back when done.
 */
export function setClock(at: Date | string | null): void {
  offsetMs = at === null ? 0 : new Date(at).getTime() - Date.now();
}
