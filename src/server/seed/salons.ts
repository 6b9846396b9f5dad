import { randomUUID } from 'node:crypto';
import { cityFromAddress } from '@/shared/cities';
import { DEFAULT_TIME_ZONE } from '@/shared/constants';
import type { OpeningHoursDay } from '@/shared/opening-hours';
import type { WorkingDay } from '@/shared/staff';
import { DAYS } from '@/shared/weekdays';
import type {
  employeeServices,
  employees,
  employeeWorkingDays,
  openingHours,
  salons,
  services,
} from '../db/schema';
import { type DemoUserIds, demoUserId } from './accounts';
import { APPROVED_SALONS } from './data/approved-salons';
import { PENDING_SALONS } from './data/pending-salons';
import type { EmployeeSeed, SalonSeed, ServiceSeed } from './data/salon-seed';
import { openingWeek } from './opening-week';
import { daysAgo } from './time-ago';

export interface PlannedService extends ServiceSeed {
  id: string;
}

export interface Interval {
  start: Date;
  end: Date;
}

/**
 * An employee of a demo salon, in the shape the booking engine reads (`workingWindowOf`,
 * `performs`), with what is already planned in their agenda.
 */
export interface PlannedEmployee {
  id: string;
  seed: EmployeeSeed;
  fullName: string;
  followsSalonHours: boolean;
  /** Empty when following the salon's hours. */
  days: WorkingDay[];
  performsAllServices: boolean;
  /** Empty when performing every service. */
  serviceIds: string[];
  /** Their bookings so far, whatever the status (the demo never double-books anyone), and absences. */
  taken: Interval[];
}

/** A demo salon with its ids, before anything is written. */
export interface PlannedSalon {
  id: string;
  seed: SalonSeed;
  ownerId: string;
  timeZone: string;
  week: OpeningHoursDay[];
  services: PlannedService[];
  /** In the salon's order (first added first). */
  team: PlannedEmployee[];
  /** Bookings without an employee (a salon without a team), whatever their status. */
  taken: Interval[];
}

function planEmployee(seed: EmployeeSeed, salon: SalonSeed, services: PlannedService[]): PlannedEmployee {
  const serviceIdOf = (name: string) => {
    const service = services.find((candidate) => candidate.name === name);
    if (!service) throw new Error(`Service inconnu pour ${seed.fullName} (${salon.name}) : ${name}`);
    return service.id;
  };
  return {
    id: randomUUID(),
    seed,
    fullName: seed.fullName,
    followsSalonHours: seed.days === null,
    days: DAYS.flatMap((day) => {
      const range = seed.days?.[day];
      return range ? [{ day, startTime: range[0], endTime: range[1] }] : [];
    }),
    performsAllServices: seed.services === null,
    serviceIds: (seed.services ?? []).map(serviceIdOf),
    taken: [],
  };
}

export function planSalons(userIds: DemoUserIds): PlannedSalon[] {
  return [...APPROVED_SALONS, ...PENDING_SALONS].map((seed) => {
    const services = seed.services.map((service) => ({ ...service, id: randomUUID() }));
    return {
      id: randomUUID(),
      seed,
      ownerId: demoUserId(userIds, seed.ownerKey),
      timeZone: DEFAULT_TIME_ZONE,
      week: openingWeek(seed.hours),
      services,
      team: seed.employees.map((employee) => planEmployee(employee, seed, services)),
      taken: [],
    };
  });
}

/** The salon and service a hand-written demo booking names. */
export function findPlanned(planned: PlannedSalon[], salonName: string, serviceName: string) {
  const salon = planned.find((candidate) => candidate.seed.name === salonName);
  const service = salon?.services.find((candidate) => candidate.name === serviceName);
  if (!salon || !service)
    throw new Error(`Réservation de démonstration invalide : ${salonName} / ${serviceName}`);
  return { salon, service };
}

/**
 * A demo salon's city (the one its address names) and a position near that city's centre: each
 * salon a few hundred metres from the previous one of its city, so "Autour de moi" orders them.
 */
function demoPlace(address: string, index: number) {
  const city = cityFromAddress(address);
  if (!city) throw new Error(`Adresse de démonstration sans ville connue : ${address}`);
  const angle = index * 2.4;
  const offset = 0.004 * (1 + (index % 4));
  return {
    city: city.slug,
    latitude: Number((city.latitude + offset * Math.sin(angle)).toFixed(6)),
    longitude: Number((city.longitude + offset * Math.cos(angle)).toFixed(6)),
  };
}

export function salonRows(planned: PlannedSalon[], now: Date): Array<typeof salons.$inferInsert> {
  return planned.map(({ id, seed, ownerId, timeZone }, index) => ({
    id,
    name: seed.name,
    description: seed.description,
    address: seed.address,
    ...demoPlace(seed.address, index),
    ownerId,
    isApproved: seed.isApproved,
    timeZone,
    createdAt: daysAgo(now, seed.joinedDaysAgo),
  }));
}

export function serviceRows(planned: PlannedSalon[]): Array<typeof services.$inferInsert> {
  return planned.flatMap((salon) =>
    salon.services.map(({ id, name, price, duration }) => ({ id, salonId: salon.id, name, price, duration })),
  );
}

export function openingHourRows(planned: PlannedSalon[]): Array<typeof openingHours.$inferInsert> {
  return planned.flatMap(({ id, week }) => week.map((day) => ({ salonId: id, ...day })));
}

/** The team in the salon's order: each one added a minute after the previous, when the salon joined. */
export function employeeRows(planned: PlannedSalon[], now: Date): Array<typeof employees.$inferInsert> {
  return planned.flatMap(({ id: salonId, seed, team }) =>
    team.map((employee, index) => ({
      id: employee.id,
      salonId,
      fullName: employee.fullName,
      position: employee.seed.position,
      phone: employee.seed.phone,
      followsSalonHours: employee.followsSalonHours,
      performsAllServices: employee.performsAllServices,
      createdAt: new Date(daysAgo(now, seed.joinedDaysAgo).getTime() + index * 60_000),
    })),
  );
}

export function employeeWorkingDayRows(
  planned: PlannedSalon[],
): Array<typeof employeeWorkingDays.$inferInsert> {
  return planned.flatMap(({ team }) =>
    team.flatMap((employee) => employee.days.map((day) => ({ employeeId: employee.id, ...day }))),
  );
}

export function employeeServiceRows(planned: PlannedSalon[]): Array<typeof employeeServices.$inferInsert> {
  return planned.flatMap(({ team }) =>
    team.flatMap((employee) =>
      employee.serviceIds.map((serviceId) => ({ employeeId: employee.id, serviceId })),
    ),
  );
}

/** An employee of a demo salon, by full name. */
export function findEmployee(salon: PlannedSalon, fullName: string): PlannedEmployee {
  const employee = salon.team.find((candidate) => candidate.fullName === fullName);
  if (!employee) throw new Error(`Employé de démonstration inconnu : ${fullName} (${salon.seed.name})`);
  return employee;
}
