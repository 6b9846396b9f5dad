import type { z } from 'zod';
import type { Employee } from '@/shared/api-types';
import type { EmployeeSchema } from '@/shared/schemas/workspace';
import type { employees } from '../../db/schema';

/** An employee row as the workspace routes answer it. */
export function toEmployee(row: typeof employees.$inferSelect): Employee {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** The form's empty e-mail and phone are stored as null. */
export const employeeColumns = (input: z.output<typeof EmployeeSchema>) => ({
  fullName: input.fullName,
  position: input.position,
  email: input.email || null,
  phone: input.phone || null,
});
