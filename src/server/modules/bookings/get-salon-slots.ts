import { and, eq } from 'drizzle-orm';
import type { SlotList } from '@/shared/api-types';
import { BOOKING_HORIZON_DAYS } from '@/shared/bookings';
import { hoursOn, type OpeningHoursDay } from '@/shared/opening-hours';
import { computeSlots, computeStaffSlots, type StaffSlot } from '@/shared/slots';
import { EMPLOYEE_NOT_FOUND, workingWindowOf } from '@/shared/staff';
import { addDays, toWallClock } from '@/shared/time-zone';
import type { Executor } from '../../db/client';
import { salons, services } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { loadTeam, performs, type TeamEmployee } from '../core/load-team';
import { getOpeningHours } from '../salons/get-opening-hours';
import { assertSalonVisible } from '../salons/salon-visibility';
import { type BusyInterval, loadBusyDays, loadBusyTimes } from './busy-times';

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

/** What a salon's slots depend on besides the day: its week, its team and what takes their time. */
export interface SlotContext {
  timeZone: string;
  week: OpeningHoursDay[];
  team: TeamEmployee[];
  /** Covering the day(s) asked for (`loadBusyTimes`, `loadBusyDays`). */
  busy: BusyInterval[];
}

/**
 * The free slots of one day for a service (the salon's own day, in its zone), from loaded data: the
 * slots endpoint, booking creation and moves, and the list's availability all call this. Days in the
 * past or beyond the booking horizon have none (`open` false, as closed days). In a salon with
 * employees, a slot needs one eligible employee free for it (`employeeId`: that one only); without
 * employees, the salon takes one client at a time.
 */
export function daySlots(
  context: SlotContext,
  options: { service: { id: string; duration: number }; date: string; now: Date; employeeId?: string | null },
): { open: boolean; slots: StaffSlot[] } {
  const { timeZone, team, busy } = context;
  const { service, date } = options;
  const hours = openHoursOf(context, date, options.now);
  if (!hours) return { open: false, slots: [] };
  const grid = { date, timeZone, hours, durationMinutes: service.duration, now: options.now };
  if (team.length === 0) {
    return {
      open: true,
      slots: computeSlots({ ...grid, busy }).map((slot) => ({ ...slot, employeeIds: [] })),
    };
  }
  const eligible = team.filter(
    (employee) =>
      performs(employee, service.id) && (!options.employeeId || employee.id === options.employeeId),
  );
  return {
    open: true,
    slots: computeStaffSlots({
      ...grid,
      busy: busy.filter((interval) => interval.employeeId === null),
      staff: eligible.map((employee) => ({
        id: employee.id,
        window: workingWindowOf(employee, hours),
        busy: busy.filter((interval) => interval.employeeId === employee.id),
      })),
    }),
  };
}

/** The day's hours, or null when the salon is closed then or the day is past or beyond the horizon. */
function openHoursOf(
  context: Pick<SlotContext, 'timeZone' | 'week'>,
  date: string,
  now: Date,
): OpeningHoursDay | null {
  const today = toWallClock(now, context.timeZone).date;
  const hours = hoursOn(context.week, date);
  const outOfRange = date < today || date > addDays(today, BOOKING_HORIZON_DAYS);
  return hours.isClosed || outOfRange ? null : hours;
}

/** The loaded week and team of a salon, or 404 for an employee who is not in it. */
async function loadWeekAndTeam(executor: Executor, salonId: string, employeeId?: string | null) {
  // Sequential: inside a booking's transaction the executor is a single connection.
  const week = await getOpeningHours(executor, salonId);
  const team = await loadTeam(executor, salonId);
  if (employeeId && !team.some((employee) => employee.id === employeeId)) {
    throw notFound(EMPLOYEE_NOT_FOUND);
  }
  return { week, team };
}

/** What is asked of the slots, by a day's list and by the search for the next free day alike. */
interface SlotQuestion {
  salon: { id: string; timeZone: string };
  service: { id: string; duration: number };
  date: string;
  now: Date;
  employeeId?: string | null;
}

/**
 * The free slots of a salon for a service on a day, loaded then computed by `daySlots`.
 * `excludeBookingId` frees the slot of a booking being moved.
 */
export async function slotsFor(
  executor: Executor,
  options: SlotQuestion & { excludeBookingId?: string },
): Promise<StaffSlotList> {
  const { salon, date } = options;
  const timeZone = salon.timeZone;
  const { week, team } = await loadWeekAndTeam(executor, salon.id, options.employeeId);
  if (!openHoursOf({ timeZone, week }, date, options.now))
    return { date, timeZone, closed: true, full: false, nextFreeDate: null, slots: [] };
  const busy = await loadBusyTimes(executor, {
    salonId: salon.id,
    date,
    timeZone,
    employeeIds: team.map((employee) => employee.id),
    excludeBookingId: options.excludeBookingId,
  });
  const { slots } = daySlots({ timeZone, week, team, busy }, options);
  return { date, timeZone, closed: slots.length === 0, full: slots.length === 0, nextFreeDate: null, slots };
}

/** Days read at a time when looking for the next day with a free time. */
const NEXT_FREE_DAY_CHUNK = 14;

/**
 * The first day after `date`, within the booking horizon, with a free slot for the service (and
 * employee), or null. Reads the salon's bookings a fortnight at a time, so a salon free soon costs
 * one query.
 */
async function nextFreeDate(executor: Executor, options: SlotQuestion): Promise<string | null> {
  const { salon } = options;
  const timeZone = salon.timeZone;
  const { week, team } = await loadWeekAndTeam(executor, salon.id, options.employeeId);
  const today = toWallClock(options.now, timeZone).date;
  const last = addDays(today, BOOKING_HORIZON_DAYS);
  let first = options.date < today ? today : addDays(options.date, 1);
  while (first <= last) {
    const chunkEnd =
      addDays(first, NEXT_FREE_DAY_CHUNK - 1) < last ? addDays(first, NEXT_FREE_DAY_CHUNK - 1) : last;
    const busy = await loadBusyDays(executor, {
      salonId: salon.id,
      firstDay: first,
      lastDay: chunkEnd,
      timeZone,
      employeeIds: team.map((employee) => employee.id),
    });
    for (let day = first; day <= chunkEnd; day = addDays(day, 1)) {
      if (daySlots({ timeZone, week, team, busy }, { ...options, date: day }).slots.length > 0) return day;
    }
    first = addDays(chunkEnd, 1);
  }
  return null;
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
  const asked = { salon, service, date, now, employeeId: options.employeeId };
  const list = await slotsFor(db, asked);
  return {
    ...list,
    nextFreeDate: list.slots.length === 0 ? await nextFreeDate(db, asked) : null,
    // The public answer names no one: which employee is free is decided again when booking.
    slots: list.slots.map(({ start, end, time }) => ({ start, end, time })),
  };
}
