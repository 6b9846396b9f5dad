import type { EmployeeSchedule } from '@/shared/api-types';
import { DAYS } from '@/shared/weekdays';
import type { TeamEmployee } from '../core/load-team';

/** An employee's schedule as the API answers it: days Monday first, empty lists when following the defaults. */
export function toEmployeeSchedule(
  employee: Pick<TeamEmployee, 'id' | 'followsSalonHours' | 'days' | 'performsAllServices' | 'serviceIds'>,
): EmployeeSchedule {
  return {
    employeeId: employee.id,
    followsSalonHours: employee.followsSalonHours,
    days: employee.followsSalonHours
      ? []
      : [...employee.days].sort((a, b) => DAYS.indexOf(a.day) - DAYS.indexOf(b.day)),
    performsAllServices: employee.performsAllServices,
    serviceIds: employee.performsAllServices ? [] : employee.serviceIds,
  };
}
