import { asc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client';
import { bookings } from '../../db/schema';
import type { BookingMailContext } from './booking-mail';

/** What each of the bookings' sweeps of the job registry is given (server/jobs.ts). */
export interface BookingJobOptions {
  db: Database;
  mail: Omit<BookingMailContext, 'now'>;
  now: Date;
  /** Bookings handled in one transaction, so that a backlog does not hold locks for long. */
  limit?: number;
}

/**
 * Locks the bookings a job is due to handle, the longest due first. SKIP LOCKED: a row another
 * process has claimed is that process's to handle, so no booking is handled twice.
 */
export function claimDueBookings(
  tx: Transaction,
  options: Pick<BookingJobOptions, 'limit'>,
  due: SQL | undefined,
  dueSince: PgColumn,
) {
  return tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(due)
    .orderBy(asc(dueSince))
    .limit(options.limit ?? 50)
    .for('update', { skipLocked: true });
}
