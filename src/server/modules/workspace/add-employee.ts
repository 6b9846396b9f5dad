import type { z } from 'zod';
import type { Employee } from '@/shared/api-types';
import { must } from '@/shared/must';
import type { EmployeeSchema } from '@/shared/schemas/workspace';
import type { Executor } from '../../db/client';
import { employees } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { employeeColumns, toEmployee } from './employee-view';
import { lockedSalon, newItemModeration, tellAdminsOnceWaiting } from './team-and-services-revisions';

/** A new employee; on an approved salon the public sees them once an admin accepts them (decision 075). */
export async function addEmployee(
  tx: Executor,
  options: { salonId: string; input: z.output<typeof EmployeeSchema>; viewer: Viewer; now: Date },
): Promise<Employee> {
  const salon = await lockedSalon(tx, options.salonId);
  if (salon.isApproved) await tellAdminsOnceWaiting(tx, salon, options.viewer.fullName);
  const [employee] = await tx
    .insert(employees)
    .values({
      salonId: salon.id,
      ...employeeColumns(options.input),
      ...newItemModeration(salon.isApproved, options.now),
    })
    .returning();
  return toEmployee(must(employee, 'the inserted employee'));
}
