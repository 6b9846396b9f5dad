import { employees } from '../../src/server/db/schema';
import type { AppDeps } from '../../src/server/lib/context';
import { insertPlainBookings } from '../../src/server/modules/core/booking-parts';
import { createSalon, createUser, type TestUser } from '../../src/server/test-support/factories';
import { must } from '../../src/shared/must';
import { addDays, fromWallClock, weekdayOf } from '../../src/shared/time-zone';

/** The agenda's week of the six-person salon holds exactly this many bookings. */
export const AGENDA_WEEK_BOOKINGS = 150;
/** Each person's bookings on the busy day, in both salons: the same load per person. */
const BUSY_DAY_BOOKINGS = 6;
/** 30-minute cells of the default hours (09:00 to 18:00). */
const CELLS = 18;
const SERVICE = { name: 'Coupe', price: '30.00', duration: 30 };

export interface TeamSalon {
  salonId: string;
  serviceId: string;
}

export interface TeamSalons {
  oneEmployee: TeamSalon;
  sixEmployees: TeamSalon & { owner: TestUser };
}

interface Placement {
  employeeIndex: number;
  date: string;
  cell: number;
}

/**
 * Where each person of a salon of `size` is booked: on the busy day, BUSY_DAY_BOOKINGS cells
 * spread over the day (a different start for each, so every hour has some people busy and some
 * free); for the six-person salon, the other days of that week (Monday to Saturday) up to
 * AGENDA_WEEK_BOOKINGS in all. Cells never repeat for one person on one day: no overlap.
 */
function placements(size: number, busyDay: string, fillWeek: boolean): Placement[] {
  const result: Placement[] = [];
  for (let employeeIndex = 0; employeeIndex < size; employeeIndex++) {
    for (let k = 0; k < BUSY_DAY_BOOKINGS; k++) {
      result.push({ employeeIndex, date: busyDay, cell: (3 * k + employeeIndex) % CELLS });
    }
  }
  if (!fillWeek) return result;
  const monday = addDays(busyDay, 1 - weekdayOf(busyDay));
  const otherDays = [0, 1, 2, 3, 4, 5].map((offset) => addDays(monday, offset)).filter((d) => d !== busyDay);
  for (let k = 0; result.length < AGENDA_WEEK_BOOKINGS; k++) {
    // 4 cells apart for each k below 4: distinct for one person on one day.
    if (k > 3) throw new Error('La semaine du banc ne peut pas contenir autant de rendez-vous.');
    for (const [dayIndex, date] of otherDays.entries()) {
      for (
        let employeeIndex = 0;
        employeeIndex < size && result.length < AGENDA_WEEK_BOOKINGS;
        employeeIndex++
      ) {
        result.push({ employeeIndex, date, cell: (4 * k + employeeIndex + dayIndex) % CELLS });
      }
    }
  }
  return result;
}

async function teamSalon(
  deps: AppDeps,
  options: { name: string; size: number; busyDay: string; clientId: string; fillWeek: boolean },
) {
  const owner = await createUser(deps, { role: 'prestataire', providerStatus: 'approved' });
  // Default hours (09:00 to 18:00, Sunday closed), one service, as the bench's salon without a team.
  const salon = await createSalon(deps, { ownerId: owner.id, name: options.name, services: [SERVICE] });
  const joined = Date.now() - 86_400_000;
  const team = await deps.db
    .insert(employees)
    .values(
      Array.from({ length: options.size }, (_, index) => ({
        salonId: salon.id,
        fullName: `Employé ${index + 1} du banc`,
        position: 'Coiffeur',
        // The salon's order (first added first) is the fair rule's tie-break.
        createdAt: new Date(joined + index * 60_000),
      })),
    )
    .returning({ id: employees.id, createdAt: employees.createdAt });
  team.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const rows = placements(options.size, options.busyDay, options.fillWeek).map((placement) => {
    const start = must(fromWallClock(placement.date, 9 * 60 + placement.cell * 30, 'Africa/Tunis'), 'start');
    return {
      clientId: options.clientId,
      prestataireId: owner.id,
      salonId: salon.id,
      serviceId: must(salon.serviceIds[0], 'salon.serviceIds[0]'),
      serviceName: SERVICE.name,
      servicePrice: SERVICE.price,
      employeeId: must(team[placement.employeeIndex], 'team[placement.employeeIndex]').id,
      startTime: start,
      endTime: new Date(start.getTime() + SERVICE.duration * 60_000),
      status: 'confirmed' as const,
    };
  });
  await insertPlainBookings(deps.db, rows);
  return { owner, salonId: salon.id, serviceId: must(salon.serviceIds[0], 'salon.serviceIds[0]') };
}

/**
 * Two salons with the same hours and service and the same busy day per person: one with a single
 * employee, one with six (whose week also holds the agenda's 150 bookings).
 */
export async function prepareTeamSalons(
  deps: AppDeps,
  options: { busyDay: string; clientId: string },
): Promise<TeamSalons> {
  const one = await teamSalon(deps, { ...options, name: 'Salon à un employé', size: 1, fillWeek: false });
  const six = await teamSalon(deps, { ...options, name: 'Salon à six employés', size: 6, fillWeek: true });
  return {
    oneEmployee: { salonId: one.salonId, serviceId: one.serviceId },
    sixEmployees: { salonId: six.salonId, serviceId: six.serviceId, owner: six.owner },
  };
}
