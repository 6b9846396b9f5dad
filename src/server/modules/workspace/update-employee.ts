import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Employee } from '@/shared/api-types';
import { must } from '@/shared/must';
import type { EmployeeSchema } from '@/shared/schemas/workspace';
import type { Database } from '../../db/client';
import { employees } from '../../db/schema';
import { employeeColumns, toEmployee } from './employee-view';

export async function updateEmployee(options: {
  db: Database;
  employeeId: string;
  input: z.output<typeof EmployeeSchema>;
}): Promise<Employee> {
  const [employee] = await options.db
    .update(employees)
    .set(employeeColumns(options.input))
    .where(eq(employees.id, options.employeeId))
    .returning();
  return toEmployee(must(employee, 'the employee the route checked, updated'));
}
