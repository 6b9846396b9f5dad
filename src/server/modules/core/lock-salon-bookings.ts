import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';

/**
 * Bookings of one salon are decided one at a time: the transaction holds this lock until it ends, so
 * the slots it computes stay true until its insert. Racing clients then get exactly as many bookings
 * as there are free people; the exclusion constraints remain the last word.
 */
export async function lockSalonBookings(tx: Transaction, salonId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bookings:${salonId}`}))`);
}
