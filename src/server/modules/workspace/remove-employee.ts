import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { employees } from '../../db/schema';
import { keyFromUrl, type Storage } from '../../lib/storage/storage';

/** Bookings that named this employee keep their slot; the employee is set to null on them. */
export async function removeEmployee(options: {
  db: Database;
  storage: Storage;
  employeeId: string;
}): Promise<void> {
  const [removed] = await options.db
    .delete(employees)
    .where(eq(employees.id, options.employeeId))
    .returning({ avatarUrl: employees.avatarUrl });
  const key = keyFromUrl(removed?.avatarUrl);
  if (key) await options.storage.delete(key);
}
