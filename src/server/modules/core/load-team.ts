import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { TeamMember } from '@/shared/api-types';
import { firstNameOf, type WorkingDay } from '@/shared/staff';
import type { Executor } from '../../db/client';
import { employeeServices, employees, employeeWorkingDays } from '../../db/schema';
import { groupBy } from '../../lib/group-by';

/** An employee as the booking engine and the pages need them: who, when, and what they do. */
export interface TeamEmployee {
  id: string;
  fullName: string;
  position: string;
  avatarUrl: string | null;
  followsSalonHours: boolean;
  /** Empty when following the salon's hours. */
  days: WorkingDay[];
  performsAllServices: boolean;
  /** Empty when performing every service. */
  serviceIds: string[];
  /** Accepted by an admin when added to an approved salon (decision 075): the public sees and books them. */
  isPublic: boolean;
  /** Takes the Friday prayer break even where the salon stays open (decision 077). */
  fridayBreak: boolean;
}

/** The employees of a salon in the salon's order (first added first), in three small queries. */
export async function loadTeam(executor: Executor, salonId: string): Promise<TeamEmployee[]> {
  return (await loadTeams(executor, [salonId])).get(salonId) ?? [];
}

/** The teams of several salons at once (the availability worker's batches), by salon. */
export async function loadTeams(
  executor: Executor,
  salonIds: readonly string[],
): Promise<Map<string, TeamEmployee[]>> {
  const team =
    salonIds.length === 0 ? [] : await loadEmployees(executor, inArray(employees.salonId, [...salonIds]));
  const bySalon = groupBy(team, (employee) => employee.salonId);
  return new Map(
    salonIds.map((salonId) => [
      salonId,
      (bySalon.get(salonId) ?? []).map(({ salonId: _salon, ...employee }) => employee),
    ]),
  );
}

/** One employee with their working days and services, or undefined when there is none by that id. */
export async function loadEmployee(
  executor: Executor,
  employeeId: string,
): Promise<TeamEmployee | undefined> {
  const [found] = await loadEmployees(executor, eq(employees.id, employeeId));
  if (!found) return undefined;
  const { salonId: _salon, ...employee } = found;
  return employee;
}

/** The employees `where` picks, first added first, with their working days and services. */
async function loadEmployees(
  executor: Executor,
  where: SQL,
): Promise<Array<TeamEmployee & { salonId: string }>> {
  const rows = await executor
    .select({
      id: employees.id,
      salonId: employees.salonId,
      fullName: employees.fullName,
      position: employees.position,
      avatarUrl: employees.avatarUrl,
      followsSalonHours: employees.followsSalonHours,
      performsAllServices: employees.performsAllServices,
      approvedAt: employees.approvedAt,
      fridayBreak: employees.fridayBreak,
    })
    .from(employees)
    .where(where)
    .orderBy(asc(employees.createdAt), asc(employees.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // One after the other: inside a transaction the executor is a single connection.
  const days = await executor
    .select({
      employeeId: employeeWorkingDays.employeeId,
      day: employeeWorkingDays.day,
      startTime: employeeWorkingDays.startTime,
      endTime: employeeWorkingDays.endTime,
    })
    .from(employeeWorkingDays)
    .where(inArray(employeeWorkingDays.employeeId, ids));
  const services = await executor
    .select({ employeeId: employeeServices.employeeId, serviceId: employeeServices.serviceId })
    .from(employeeServices)
    .where(inArray(employeeServices.employeeId, ids));
  return rows.map(({ approvedAt, ...row }) => ({
    ...row,
    isPublic: approvedAt !== null,
    days: row.followsSalonHours
      ? []
      : days
          .filter((day) => day.employeeId === row.id)
          .map(({ day, startTime, endTime }) => ({
            day,
            startTime: startTime.slice(0, 5),
            endTime: endTime.slice(0, 5),
          })),
    serviceIds: row.performsAllServices
      ? []
      : services.filter((link) => link.employeeId === row.id).map((link) => link.serviceId),
  }));
}

/** Whether an employee performs a service. */
export function performs(
  employee: Pick<TeamEmployee, 'performsAllServices' | 'serviceIds'>,
  serviceId: string,
) {
  return employee.performsAllServices || employee.serviceIds.includes(serviceId);
}

/** The public view of a team: first name, position, photo, services; never contact details. */
export function toTeamMember(employee: TeamEmployee): TeamMember {
  return {
    id: employee.id,
    firstName: firstNameOf(employee.fullName),
    position: employee.position,
    avatarUrl: employee.avatarUrl,
    serviceIds: employee.performsAllServices ? null : employee.serviceIds,
  };
}
