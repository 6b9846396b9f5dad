import type { z } from 'zod';
import type { Employee } from '@/shared/api-types';
import { must } from '@/shared/must';
import type { EmployeeSchema } from '@/shared/schemas/workspace';
import type { Database } from '../../db/client';
import { employees } from '../../db/schema';
import { employeeColumns, toEmployee } from './employee-view';

export async function addEmployee(options: {
  db: Database;
  salonId: string;
  input: z.output<typeof EmployeeSchema>;
}): Promise<Employee> {
  const [employee] = await options.db
    .insert(employees)
    .values({ salonId: options.salonId, ...employeeColumns(options.input) })
    .returning();
  return toEmployee(must(employee, 'the inserted employee'));
}
