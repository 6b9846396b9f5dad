import { asc, eq } from 'drizzle-orm';
import type { EmployeeSchedule } from '@/shared/api-types';
import { EMPLOYEE_NOT_FOUND } from '@/shared/staff';
import type { Executor } from '../../db/client';
import { employeeServices, employees, employeeWorkingDays } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { toEmployeeSchedule } from './schedule-view';

/** GET /employees/:id/schedule: when the employee works and which services they perform. */
export async function getEmployeeSchedule(options: {
  db: Executor;
  employeeId: string;
}): Promise<EmployeeSchedule> {
  const { db, employeeId } = options;
  // One after the other: this also runs inside the save's transaction, one connection.
  const [employee] = await db
    .select({
      followsSalonHours: employees.followsSalonHours,
      performsAllServices: employees.performsAllServices,
    })
    .from(employees)
    .where(eq(employees.id, employeeId));
  if (!employee) throw notFound(EMPLOYEE_NOT_FOUND);
  const days = await db
    .select({
      day: employeeWorkingDays.day,
      startTime: employeeWorkingDays.startTime,
      endTime: employeeWorkingDays.endTime,
    })
    .from(employeeWorkingDays)
    .where(eq(employeeWorkingDays.employeeId, employeeId));
  const services = await db
    .select({ serviceId: employeeServices.serviceId })
    .from(employeeServices)
    .where(eq(employeeServices.employeeId, employeeId))
    .orderBy(asc(employeeServices.serviceId));
  return toEmployeeSchedule({
    id: employeeId,
    ...employee,
    days: days.map(({ day, startTime, endTime }) => ({
      day,
      startTime: startTime.slice(0, 5),
      endTime: endTime.slice(0, 5),
    })),
    serviceIds: services.map((row) => row.serviceId),
  });
}
