import { and, eq } from 'drizzle-orm';
import { AppError } from '../../base/errors';
import type { Database } from '../../db/client';
import { bookingParts, bookings, employees } from '../../db/schema';
import { keyFromUrl, type Storage } from '../../lib/storage/storage';
import { upcomingBookings } from '../core/booking-scope';

export const EMPLOYEE_HAS_BOOKINGS =
  "Cet employé a des rendez-vous à venir : réassignez-les ou annulez-les d'abord.";

/**
 * Refused while the employee has upcoming active bookings: their clients expect that person. Past
 * bookings that named the employee keep their slot; the employee is set to null on them.
 */
export async function removeEmployee(options: {
  db: Database;
  storage: Storage;
  employeeId: string;
  now: Date;
}): Promise<void> {
  const { db, employeeId, now } = options;
  const removed = await db.transaction(async (tx) => {
    // Locked first: a booking naming this employee, being written now, either commits before the
    // check below (which then sees it) or waits for the delete (and its foreign key then refuses it).
    await tx.select({ id: employees.id }).from(employees).where(eq(employees.id, employeeId)).for('update');
    // Any service of an upcoming visit counts, not only the one the booking names first.
    const [upcoming] = await tx
      .select({ id: bookings.id })
      .from(bookingParts)
      .innerJoin(bookings, eq(bookings.id, bookingParts.bookingId))
      .where(and(eq(bookingParts.employeeId, employeeId), upcomingBookings(now)))
      .limit(1);
    if (upcoming) throw new AppError(409, 'employee_has_bookings', EMPLOYEE_HAS_BOOKINGS);
    const [row] = await tx
      .delete(employees)
      .where(eq(employees.id, employeeId))
      .returning({ avatarUrl: employees.avatarUrl, pendingAvatarUrl: employees.pendingAvatarUrl });
    return row;
  });
  for (const url of new Set([removed?.avatarUrl, removed?.pendingAvatarUrl])) {
    const key = keyFromUrl(url);
    if (key) await options.storage.delete(key);
  }
}
