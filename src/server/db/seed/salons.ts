import { randomUUID } from 'node:crypto';
import { DEFAULT_TIME_ZONE } from '@/shared/constants';
import type { OpeningHoursDay } from '@/shared/opening-hours';
import type { employees, openingHours, salons, services } from '../schema';
import { type DemoUserIds, demoUserId } from './accounts';
import { APPROVED_SALONS } from './data/approved-salons';
import { PENDING_SALONS } from './data/pending-salons';
import type { SalonSeed, ServiceSeed } from './data/salon-seed';
import { openingWeek } from './opening-week';
import { daysAgo } from './time-ago';

export interface PlannedService extends ServiceSeed {
  id: string;
}

/** A demo salon with its ids, before anything is written. */
export interface PlannedSalon {
  id: string;
  seed: SalonSeed;
  ownerId: string;
  timeZone: string;
  week: OpeningHoursDay[];
  services: PlannedService[];
  /** Every interval already booked, whatever its status: the demo never shows two people at once. */
  taken: Array<{ start: Date; end: Date }>;
}

export function planSalons(userIds: DemoUserIds): PlannedSalon[] {
  return [...APPROVED_SALONS, ...PENDING_SALONS].map((seed) => ({
    id: randomUUID(),
    seed,
    ownerId: demoUserId(userIds, seed.ownerKey),
    timeZone: DEFAULT_TIME_ZONE,
    week: openingWeek(seed.hours),
    services: seed.services.map((service) => ({ ...service, id: randomUUID() })),
    taken: [],
  }));
}

/** The salon and service a hand-written demo booking names. */
export function findPlanned(planned: PlannedSalon[], salonName: string, serviceName: string) {
  const salon = planned.find((candidate) => candidate.seed.name === salonName);
  const service = salon?.services.find((candidate) => candidate.name === serviceName);
  if (!salon || !service)
    throw new Error(`Réservation de démonstration invalide : ${salonName} / ${serviceName}`);
  return { salon, service };
}

export function salonRows(planned: PlannedSalon[], now: Date): Array<typeof salons.$inferInsert> {
  return planned.map(({ id, seed, ownerId, timeZone }) => ({
    id,
    name: seed.name,
    description: seed.description,
    address: seed.address,
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

export function employeeRows(planned: PlannedSalon[]): Array<typeof employees.$inferInsert> {
  return planned.flatMap(({ id, seed }) => seed.employees.map((employee) => ({ salonId: id, ...employee })));
}
