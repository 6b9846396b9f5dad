import { and, eq } from 'drizzle-orm';
import { bookings } from '../db/schema';
import type { AppDeps } from '../lib/context';

/** The bookings stored for a salon at one start instant, read from the database rather than the API. */
export function storedBookingsAt(deps: Pick<AppDeps, 'db'>, salonId: string, start: string) {
  return deps.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.salonId, salonId), eq(bookings.startTime, new Date(start))));
}
