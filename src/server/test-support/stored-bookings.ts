import { and, eq } from 'drizzle-orm';
import { must } from '@/shared/must';
import { bookings } from '../db/schema';
import type { AppDeps } from '../lib/context';
import { insertPlainBookings } from '../modules/core/booking-parts';
import { createUser } from './factories';

/** The bookings stored for a salon at one start instant, read from the database rather than the API. */
export function storedBookingsAt(deps: Pick<AppDeps, 'db'>, salonId: string, start: string) {
  return deps.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.salonId, salonId), eq(bookings.startTime, new Date(start))));
}

/** What a test says of a booking it stores: who, where, when and how long; the service's name and price rarely matter to it. */
export type StoredBookingInput = Omit<
  typeof bookings.$inferInsert,
  'serviceName' | 'servicePrice' | 'startTime' | 'endTime'
> & { start: Date | string; minutes: number; serviceName?: string; servicePrice?: string };

/**
 * Stores a booking straight in the table, past the booking rules (a past instant, a salon the API
 * would refuse), for the tests about what a booking's mere existence changes.
 */
export async function insertBooking(
  deps: Pick<AppDeps, 'db'>,
  { start, minutes, serviceName = 'Coupe', servicePrice = '10.00', ...rest }: StoredBookingInput,
) {
  const startTime = new Date(start);
  const endTime = new Date(startTime.getTime() + minutes * 60_000);
  const rows = await insertPlainBookings(deps.db, [
    { ...rest, serviceName, servicePrice, startTime, endTime },
  ]);
  return must(rows[0], 'the stored booking');
}

/**
 * A half-hour booking by a new client, stored as `insertBooking` does: for the tests in which a
 * salon merely has a booking (one that cannot be deleted), whoever made it.
 */
export async function insertClientBooking(
  deps: AppDeps,
  booking: Omit<StoredBookingInput, 'clientId' | 'minutes'>,
) {
  const client = await createUser(deps, { role: 'client' });
  return insertBooking(deps, { ...booking, clientId: client.id, minutes: 30 });
}
