import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Employee } from '@/shared/api-types';
import { must } from '@/shared/must';
import type { EmployeeSchema } from '@/shared/schemas/workspace';
import type { Database } from '../../db/client';
import { employees } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { keyFromUrl, type Storage } from '../../lib/storage/storage';
import { employeeColumns, toEmployee } from './employee-view';
import {
  employeeVersionWrite,
  lockedEmployee,
  pendingEmployeeVersion,
  publicEmployeeVersion,
} from './team-and-services-revisions';

/**
 * Contact details change at once; a new name or position of an approved salon's employee waits for
 * an admin beside the public ones (decision 075). The photo proposed, if any, stays proposed.
 */
export async function updateEmployee(options: {
  db: Database;
  storage: Storage;
  employeeId: string;
  input: z.output<typeof EmployeeSchema>;
  viewer: Viewer;
  now: Date;
}): Promise<Employee> {
  const { db, employeeId } = options;
  const { employee, obsoletePhotos } = await db.transaction(async (tx) => {
    const { salon, employee: current } = await lockedEmployee(tx, employeeId);
    const { fullName, position, ...contact } = employeeColumns(options.input);
    const photo = (pendingEmployeeVersion(current) ?? publicEmployeeVersion(current)).avatarUrl;
    const { columns, obsoletePhotos } = await employeeVersionWrite(tx, {
      salon,
      employee: current,
      version: { fullName, position, avatarUrl: photo },
      ownerName: options.viewer.fullName,
      now: options.now,
    });
    const [updated] = await tx
      .update(employees)
      .set({ ...contact, ...columns })
      .where(eq(employees.id, employeeId))
      .returning();
    return { employee: must(updated, 'the employee the route checked, updated'), obsoletePhotos };
  });
  for (const url of obsoletePhotos) {
    const key = keyFromUrl(url);
    if (key) await options.storage.delete(key);
  }
  return toEmployee(employee);
}
