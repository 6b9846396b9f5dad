import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { EmployeeSchedule } from '@/shared/api-types';
import type { EmployeeScheduleSchema } from '@/shared/schemas/staff';
import { EMPLOYEE_NOT_FOUND, HOURS_OUTSIDE_OPENING, type WorkingDay } from '@/shared/staff';
import { AppError, notFound } from '../../base/errors';
import type { Database } from '../../db/client';
import { employeeServices, employees, employeeWorkingDays, services } from '../../db/schema';
import { getOpeningHours } from '../salons/get-opening-hours';
import { getEmployeeSchedule } from './get-employee-schedule';

const SERVICE_INVALID = 'Service invalide.';

/**
 * PUT /employees/:id/schedule: replaces the working days and the services in one transaction, never
 * half a schedule. Each day must lie inside the salon's opening hours of that day (a day the salon is
 * closed is outside them); the services must be the salon's.
 */
export async function saveEmployeeSchedule(options: {
  db: Database;
  employeeId: string;
  input: z.output<typeof EmployeeScheduleSchema>;
}): Promise<EmployeeSchedule> {
  const { db, employeeId, input } = options;
  const days = input.followsSalonHours ? [] : input.days;
  const serviceIds = input.performsAllServices ? [] : [...new Set(input.serviceIds)];
  return db.transaction(async (tx) => {
    // Locked: two saves of one schedule take turns, and the employee cannot vanish meanwhile.
    const [employee] = await tx
      .select({ salonId: employees.salonId })
      .from(employees)
      .where(eq(employees.id, employeeId))
      .for('update');
    if (!employee) throw notFound(EMPLOYEE_NOT_FOUND);

    const week = await getOpeningHours(tx, employee.salonId);
    const outside = days.findIndex((day) => !insideOpening(day, week));
    const day = days[outside];
    if (day) {
      const salonDay = week.find((d) => d.day === day.day);
      const field =
        salonDay && !salonDay.isClosed && day.startTime >= salonDay.openTime ? 'endTime' : 'startTime';
      throw new AppError(409, 'hours_outside_opening', HOURS_OUTSIDE_OPENING, {
        [`days.${outside}.${field}`]: HOURS_OUTSIDE_OPENING,
      });
    }
    if (serviceIds.length > 0) {
      const found = await tx
        .select({ id: services.id })
        .from(services)
        .where(and(eq(services.salonId, employee.salonId), inArray(services.id, serviceIds)));
      if (found.length !== serviceIds.length) {
        throw new AppError(400, 'validation_failed', SERVICE_INVALID, { serviceIds: SERVICE_INVALID });
      }
    }

    await tx
      .update(employees)
      .set({ followsSalonHours: input.followsSalonHours, performsAllServices: input.performsAllServices })
      .where(eq(employees.id, employeeId));
    await tx.delete(employeeWorkingDays).where(eq(employeeWorkingDays.employeeId, employeeId));
    if (days.length > 0) {
      await tx.insert(employeeWorkingDays).values(days.map((day) => ({ employeeId, ...day })));
    }
    await tx.delete(employeeServices).where(eq(employeeServices.employeeId, employeeId));
    if (serviceIds.length > 0) {
      await tx.insert(employeeServices).values(serviceIds.map((serviceId) => ({ employeeId, serviceId })));
    }
    return getEmployeeSchedule({ db: tx, employeeId });
  });
}

/** "HH:MM" strings compare as times. */
function insideOpening(day: WorkingDay, week: Awaited<ReturnType<typeof getOpeningHours>>): boolean {
  const salonDay = week.find((d) => d.day === day.day);
  if (!salonDay || salonDay.isClosed) return false;
  return day.startTime >= salonDay.openTime && day.endTime <= salonDay.closeTime;
}
