import type { z } from 'zod';
import type { Employee } from '@/shared/api-types';
import type { EmployeeSchema } from '@/shared/schemas/workspace';
import type { employees } from '../../db/schema';
import { moderationOf } from '../core/salon-waits';
import { pendingEmployeeVersion } from './team-and-services-revisions';

/** An employee row as the workspace routes answer it. */
export function toEmployee(row: typeof employees.$inferSelect): Employee {
  const pending = pendingEmployeeVersion(row);
  return {
    id: row.id,
    salonId: row.salonId,
    fullName: row.fullName,
    position: row.position,
    email: row.email,
    phone: row.phone,
    avatarUrl: row.avatarUrl,
    followsSalonHours: row.followsSalonHours,
    performsAllServices: row.performsAllServices,
    moderation: moderationOf(row),
    pendingChanges:
      pending && row.changesSubmittedAt
        ? { ...pending, submittedAt: row.changesSubmittedAt.toISOString() }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The form's empty e-mail and phone are stored as null. */
export const employeeColumns = (input: z.output<typeof EmployeeSchema>) => ({
  fullName: input.fullName,
  position: input.position,
  email: input.email || null,
  phone: input.phone || null,
});
