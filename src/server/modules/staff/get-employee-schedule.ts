import type { EmployeeSchedule } from '@/shared/api-types';
import { EMPLOYEE_NOT_FOUND } from '@/shared/staff';
import { notFound } from '../../base/errors';
import type { Executor } from '../../db/client';
import { loadEmployee } from '../core/load-team';
import { toEmployeeSchedule } from './schedule-view';

/** GET /employees/:id/schedule: when the employee works and which services they perform. */
export async function getEmployeeSchedule(options: {
  db: Executor;
  employeeId: string;
}): Promise<EmployeeSchedule> {
  // Also runs inside the save's transaction: the loader's queries go one after the other.
  const employee = await loadEmployee(options.db, options.employeeId);
  if (!employee) throw notFound(EMPLOYEE_NOT_FOUND);
  // Ids in a stable order, so that the answer does not depend on how they were stored.
  return toEmployeeSchedule({ ...employee, serviceIds: [...employee.serviceIds].sort() });
}
