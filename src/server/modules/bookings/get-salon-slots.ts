import { and, eq } from 'drizzle-orm';
import type { SlotList } from '@/shared/api-types';
import { BOOKING_HORIZON_DAYS } from '@/shared/bookings';
import { DAY_BY_WEEKDAY } from '@/shared/opening-hours';
import { computeSlots, computeStaffSlots, type StaffSlot } from '@/shared/slots';
import { EMPLOYEE_NOT_FOUND, workingWindowOf } from '@/shared/staff';
import { addDays, toWallClock, weekdayOf } from '@/shared/time-zone';
import type { Executor } from '../../db/client';
import { salons, services } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { getOpeningHours } from '../salons/get-opening-hours';
import { assertSalonVisible } from '../salons/salon-visibility';
import { loadTeam, performs } from '../staff/load-team';
import { loadBusyTimes } from './busy-times';

export const SERVICE_NOT_FOUND = 'Service introuvable.';

/** The salon and one of its services, or 404: a service of another salon does not exist here. */
export async function loadSalonService(
  executor: Executor,
  salonId: string,
  serviceId: string,
  viewer: Viewer | null,
) {
  // One round trip: the salon, and the service only if it belongs to that salon.
  const [row] = await executor
    .select({ salon: salons, service: services })
    .from(salons)
    .leftJoin(services, and(eq(services.id, serviceId), eq(services.salonId, salons.id)))
    .where(eq(salons.id, salonId));
  assertSalonVisible(row?.salon, viewer);
  if (!row?.service) throw notFound(SERVICE_NOT_FOUND);
  return { salon: row.salon, service: row.service };
}

/** The slots of a day, each with the employees free for it (none in a salon without employees). */
export interface StaffSlotList extends Omit<SlotList, 'slots'> {
  slots: StaffSlot[];
}

/**
 * The free slots of a loaded salon for a service on a day (the salon's own day, in its zone). Days
 * in the past or beyond the booking horizon have none. In a salon with employees, a slot needs one
 * eligible employee free for it (`employeeId`: that one only); without employees, the salon takes
 * one client at a time. `excludeBookingId` frees the slot of a booking being moved.
 */
export async function slotsFor(
  executor: Executor,
  options: {
    salon: { id: string; timeZone: string };
    service: { id: string; duration: number };
    date: string;
    now: Date;
    employeeId?: string | null;
    excludeBookingId?: string;
  },
): Promise<StaffSlotList> {
  const { salon, service, date } = options;
  const timeZone = salon.timeZone;
  const today = toWallClock(options.now, timeZone).date;
  // Sequential: inside a booking's transaction the executor is a single connection.
  const week = await getOpeningHours(executor, salon.id);
  const team = await loadTeam(executor, salon.id);
  if (options.employeeId && !team.some((employee) => employee.id === options.employeeId)) {
    throw notFound(EMPLOYEE_NOT_FOUND);
  }
  const hours = week.find((day) => day.day === DAY_BY_WEEKDAY[weekdayOf(date)])!;
  const outOfRange = date < today || date > addDays(today, BOOKING_HORIZON_DAYS);
  if (hours.isClosed || outOfRange) return { date, timeZone, closed: true, slots: [] };
  const eligible = team.filter(
    (employee) =>
      performs(employee, service.id) && (!options.employeeId || employee.id === options.employeeId),
  );
  const busy = await loadBusyTimes(executor, {
    salonId: salon.id,
    date,
    timeZone,
    employeeIds: eligible.map((employee) => employee.id),
    excludeBookingId: options.excludeBookingId,
  });
  const grid = { date, timeZone, hours, durationMinutes: service.duration, now: options.now };
  const slots: StaffSlot[] =
    team.length === 0
      ? computeSlots({ ...grid, busy }).map((slot) => ({ ...slot, employeeIds: [] }))
      : computeStaffSlots({
          ...grid,
          busy: busy.filter((interval) => interval.employeeId === null),
          staff: eligible.map((employee) => ({
            id: employee.id,
            window: workingWindowOf(employee, hours),
            busy: busy.filter((interval) => interval.employeeId === employee.id),
          })),
        });
  return { date, timeZone, closed: slots.length === 0, slots };
}

/** GET /salons/:id/slots: loads the salon and service the viewer may see, then their slots. */
export async function getSalonSlots(options: {
  db: Executor;
  salonId: string;
  serviceId: string;
  date: string;
  /** One employee's free times; null or absent: anyone eligible ("Sans préférence"). */
  employeeId?: string | null;
  viewer: Viewer | null;
  now: Date;
}): Promise<SlotList> {
  const { db, date, now } = options;
  const { salon, service } = await loadSalonService(db, options.salonId, options.serviceId, options.viewer);
  const list = await slotsFor(db, { salon, service, date, now, employeeId: options.employeeId });
  // The public answer names no one: which employee is free is decided again when booking.
  return { ...list, slots: list.slots.map(({ start, end, time }) => ({ start, end, time })) };
}
