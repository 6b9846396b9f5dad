import { and, eq, inArray } from 'drizzle-orm';
import type { FreeDays, SlotList } from '@/shared/api-types';
import { BOOKING_HORIZON_DAYS } from '@/shared/bookings';
import type { OpeningHoursDay } from '@/shared/opening-hours';
import { breaksOn, dayHours, employeeWindowOn, type SalonCalendar } from '@/shared/salon-calendar';
import { type StoredTiming, timingOf } from '@/shared/service-timing';
import { computeSlots, computeStaffSlots, type StaffSlot } from '@/shared/slots';
import { EMPLOYEE_NOT_FOUND } from '@/shared/staff';
import { addDays, fromWallClock, minutesOf, toWallClock } from '@/shared/time-zone';
import { computeVisitSlots, type VisitSlot } from '@/shared/visit-slots';
import { notFound } from '../../base/errors';
import type { Executor } from '../../db/client';
import { salons, services } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { loadTeam, performs, type TeamEmployee } from '../core/load-team';
import { loadSalonCalendar } from '../salons/salon-calendar';
import { assertSalonVisible } from '../salons/salon-visibility';
import { type BusyInterval, loadBusyDays, loadBusyTimes } from './busy-times';

export const SERVICE_NOT_FOUND = 'Service introuvable.';

/**
 * Whose team and services a question is about (decision 075): the public books those an admin
 * accepted; the salon itself (its owner, an admin) works with all of them, new ones included.
 */
export type SlotAudience = 'public' | 'salon';

/**
 * The salon and one of its services, or 404: a service of another salon does not exist here, nor,
 * for the public, one not accepted yet. `audience`: whom the viewer asks as.
 */
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
  const audience: SlotAudience =
    viewer && (viewer.role === 'admin' || viewer.id === row?.salon.ownerId) ? 'salon' : 'public';
  if (!row?.service || (audience === 'public' && !row.service.approvedAt)) throw notFound(SERVICE_NOT_FOUND);
  return { salon: row.salon, service: row.service, audience };
}

/** A service as the slots need it: which one (who performs it) and how it takes their time. */
export type SlotService = { id: string } & StoredTiming;

/** The slots of a day, each with the employees free for it (none in a salon without employees). */
export interface StaffSlotList extends Omit<SlotList, 'slots'> {
  slots: StaffSlot[];
}

/** What a salon's slots depend on besides the day: its calendar, its team and what takes their time. */
export interface SlotContext {
  timeZone: string;
  calendar: SalonCalendar;
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
  options: { service: SlotService; date: string; now: Date; employeeId?: string | null },
): { open: boolean; slots: StaffSlot[] } {
  const { timeZone, team, busy } = context;
  const { service, date } = options;
  const hours = openHoursOf(context, date, options.now);
  if (!hours) return { open: false, slots: [] };
  const { cleanupMinutes, processing } = timingOf(service);
  const grid = {
    date,
    timeZone,
    hours,
    durationMinutes: service.duration,
    cleanupMinutes,
    processing,
    now: options.now,
  };
  if (team.length === 0) {
    return {
      open: true,
      slots: computeSlots({ ...grid, busy: [...busy, ...breaksOf(context, date)] }).map((slot) => ({
        ...slot,
        employeeIds: [],
      })),
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
      busy: busyOf(context, date, null),
      staff: eligible.map((employee) => ({
        id: employee.id,
        window: employeeWindowOn(context.calendar, employee, date, hours),
        busy: busyOf(context, date, employee),
      })),
    }),
  };
}

/** The day's breaks besides its opening hours (the Friday prayer), as instants: the salon's, or one employee's. */
function breaksOf(
  context: Pick<SlotContext, 'timeZone' | 'calendar'>,
  date: string,
  employee?: TeamEmployee,
): BusyInterval[] {
  return breaksOn(context.calendar, date, employee).flatMap((range) => {
    const start = fromWallClock(date, minutesOf(range.start), context.timeZone);
    const end = fromWallClock(date, minutesOf(range.end), context.timeZone);
    return start && end ? [{ start, end, employeeId: employee?.id ?? null, kind: 'absence' as const }] : [];
  });
}

/** What takes the salon's time (`null`: everyone's) or one employee's on a day: bookings, absences, breaks. */
function busyOf(context: SlotContext, date: string, employee: TeamEmployee | null): BusyInterval[] {
  const id = employee?.id ?? null;
  return [
    ...context.busy.filter((interval) => interval.employeeId === id),
    ...breaksOf(context, date, employee ?? undefined),
  ];
}

/** The day's hours, or null when the salon is closed then or the day is past or beyond the horizon. */
function openHoursOf(
  context: Pick<SlotContext, 'timeZone' | 'calendar'>,
  date: string,
  now: Date,
): OpeningHoursDay | null {
  const today = toWallClock(now, context.timeZone).date;
  const hours = dayHours(context.calendar, date);
  const outOfRange = date < today || date > addDays(today, BOOKING_HORIZON_DAYS);
  return hours.isClosed || outOfRange ? null : hours;
}

/**
 * The loaded week and the team the audience books (the public: those an admin accepted), or 404 for
 * a chosen employee who is not in it. `staffIds`: the whole team, whose bookings all take the
 * salon's time even where the public does not see who has them.
 */
async function loadWeekAndTeam(
  executor: Executor,
  {
    salon: { id: salonId },
    chosen,
    audience,
  }: {
    salon: { id: string };
    chosen: string | null | undefined | readonly (string | null)[];
    audience: SlotAudience;
  },
) {
  // Sequential: inside a booking's transaction the executor is a single connection.
  const calendar = await loadSalonCalendar(executor, salonId);
  const whole = await loadTeam(executor, salonId);
  const team = audience === 'salon' ? whole : whole.filter((employee) => employee.isPublic);
  const ids = Array.isArray(chosen) ? chosen : [chosen];
  if (ids.some((id) => id && !team.some((employee) => employee.id === id))) {
    throw notFound(EMPLOYEE_NOT_FOUND);
  }
  return { calendar, team, staffIds: whole.map((employee) => employee.id) };
}

/** What is asked of the slots, by a day's list and by the search for the next free day alike. */
interface SlotQuestion {
  salon: { id: string; timeZone: string };
  service: SlotService;
  date: string;
  now: Date;
  employeeId?: string | null;
  audience: SlotAudience;
}

/**
 * The free slots of a salon for a service on a day, loaded then computed by `daySlots`.
 * `excludeBookingId` frees the slot of a booking being moved.
 */
export function slotsFor(
  executor: Executor,
  options: SlotQuestion & { excludeBookingId?: string },
): Promise<StaffSlotList> {
  return slotsOfDay(executor, { ...options, chosen: [options.employeeId ?? null] }, (context) =>
    daySlots(context, options),
  );
}

/**
 * A day's slots, however they are computed: the salon's week and team (404 for a chosen employee
 * not in it), then, on a day it takes bookings, what takes its time that day.
 */
async function slotsOfDay<TSlot>(
  executor: Executor,
  options: {
    salon: { id: string; timeZone: string };
    date: string;
    now: Date;
    chosen: readonly (string | null)[];
    audience: SlotAudience;
    excludeBookingId?: string;
  },
  compute: (context: SlotContext) => { slots: TSlot[] },
): Promise<Omit<StaffSlotList, 'slots'> & { slots: TSlot[] }> {
  const { salon, date } = options;
  const timeZone = salon.timeZone;
  const { calendar, team, staffIds } = await loadWeekAndTeam(executor, options);
  if (!openHoursOf({ timeZone, calendar }, date, options.now))
    return { date, timeZone, closed: true, full: false, nextFreeDate: null, slots: [] };
  const busy = await loadBusyTimes(executor, {
    salonId: salon.id,
    date,
    timeZone,
    employeeIds: staffIds,
    excludeBookingId: options.excludeBookingId,
  });
  const { slots } = compute({ timeZone, calendar, team, busy });
  return { date, timeZone, closed: slots.length === 0, full: slots.length === 0, nextFreeDate: null, slots };
}

/** Days read at a time when looking for the next day with a free time. */
const NEXT_FREE_DAY_CHUNK = 14;

/**
 * The first day after `date`, within the booking horizon, with a free slot for the service (and
 * employee), or null. Reads the salon's bookings a fortnight at a time, so a salon free soon costs
 * one query.
 */
async function nextFreeDate(
  executor: Executor,
  options: Pick<SlotQuestion, 'salon' | 'date' | 'now' | 'audience'> & { chosen: readonly (string | null)[] },
  hasSlots: (context: SlotContext, day: string) => boolean,
): Promise<string | null> {
  const { salon } = options;
  const timeZone = salon.timeZone;
  const { calendar, team, staffIds } = await loadWeekAndTeam(executor, options);
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
      employeeIds: staffIds,
    });
    for (let day = first; day <= chunkEnd; day = addDays(day, 1)) {
      if (hasSlots({ timeZone, calendar, team, busy }, day)) return day;
    }
    first = addDays(chunkEnd, 1);
  }
  return null;
}

/** What the slots and the free days are asked for: a service, a person or anyone, a visit. */
interface VisitQuestion {
  salonId: string;
  serviceId: string;
  /** One employee's free times; null or absent: anyone eligible ("Sans préférence"). */
  employeeId?: string | null;
  /** A visit: the services after the first, each with its chosen person. */
  followedBy?: readonly { serviceId: string; employeeId: string | null }[];
  viewer: Viewer | null;
}

/**
 * The salon and the visit's parts the viewer may ask about, or 404. One service is a visit of one
 * part: the same computation offers both.
 */
async function loadVisitQuestion(db: Executor, question: VisitQuestion) {
  const { salon, service, audience } = await loadSalonService(
    db,
    question.salonId,
    question.serviceId,
    question.viewer,
  );
  const parts = [
    { service, employeeId: question.employeeId ?? null },
    ...(await loadVisitServices(db, salon.id, question.followedBy ?? [], audience)),
  ];
  return { salon, parts, audience };
}

/** GET /salons/:id/slots: loads the salon and service the viewer may see, then their slots. */
export async function getSalonSlots(
  options: VisitQuestion & { db: Executor; date: string; now: Date },
): Promise<SlotList> {
  const { db, date, now } = options;
  const { salon, parts, audience } = await loadVisitQuestion(db, options);
  const list = await visitSlotsFor(db, { salon, parts, date, now, audience });
  const chosen = parts.map((part) => part.employeeId);
  return {
    ...list,
    nextFreeDate:
      list.slots.length === 0
        ? await nextFreeDate(
            db,
            { salon, date, now, chosen, audience },
            (context, day) => dayVisitSlots(context, { parts, date: day, now }).slots.length > 0,
          )
        : null,
    // The public answer names no one: who is free is decided again when booking.
    slots: list.slots.map(({ start, end, time }) => ({ start, end, time })),
  };
}

/**
 * GET /salons/:id/free-days: the days of a month with a free start for the same question as the
 * slots (a service, a person or anyone, a visit), each computed as that day's slots are, from the
 * month's busy times read at once. Days past, closed or beyond the booking horizon have none.
 */
export async function getFreeDays(
  /** `month`: YYYY-MM, in the salon's calendar. */
  options: VisitQuestion & { db: Executor; month: string; now: Date },
): Promise<FreeDays> {
  const { db, month, now } = options;
  const { salon, parts, audience } = await loadVisitQuestion(db, options);
  const { calendar, team, staffIds } = await loadWeekAndTeam(db, {
    salon,
    chosen: parts.map((part) => part.employeeId),
    audience,
  });
  const timeZone = salon.timeZone;
  const today = toWallClock(now, timeZone).date;
  const horizon = addDays(today, BOOKING_HORIZON_DAYS);
  // A month wholly past or beyond the horizon has no free day (and its dates are never computed).
  if (`${month}-31` < today || `${month}-01` > horizon) return { month, days: [] };
  const first = `${month}-01` < today ? today : `${month}-01`;
  const monthEnd = addDays(`${nextMonth(month)}-01`, -1);
  const last = monthEnd > horizon ? horizon : monthEnd;
  const busy = await loadBusyDays(db, {
    salonId: salon.id,
    firstDay: first,
    lastDay: last,
    timeZone,
    employeeIds: staffIds,
  });
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    if (dayVisitSlots({ timeZone, calendar, team, busy }, { parts, date: day, now }).slots.length > 0) {
      days.push(day);
    }
  }
  return { month, days };
}

/** The month after a YYYY-MM one. */
function nextMonth(month: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, '0')}`;
}

/** The services after the first of a visit, each of this salon (and public, for the public), or 404. */
export async function loadVisitServices(
  executor: Executor,
  salonId: string,
  followedBy: readonly { serviceId: string; employeeId: string | null }[],
  audience: SlotAudience,
): Promise<VisitPartQuestion[]> {
  if (followedBy.length === 0) return [];
  const rows = await executor
    .select()
    .from(services)
    .where(
      and(
        eq(services.salonId, salonId),
        inArray(services.id, [...new Set(followedBy.map((part) => part.serviceId))]),
      ),
    );
  return followedBy.map((part) => {
    const service = rows.find((row) => row.id === part.serviceId);
    if (!service || (audience === 'public' && !service.approvedAt)) throw notFound(SERVICE_NOT_FOUND);
    return { service, employeeId: part.employeeId };
  });
}

/** One service of a visit, as asked: the service, and the person chosen for it (null: anyone). */
export interface VisitPartQuestion {
  service: typeof services.$inferSelect;
  employeeId: string | null;
}

/**
 * The free starts of a visit on a day (the salon's own day), from loaded data: each part's eligible
 * people (the chosen one alone), tried in the order of `fewest` (bookings that day; then the salon's
 * order) so that the assignment found is the fair one.
 */
export function dayVisitSlots(
  context: SlotContext,
  options: {
    parts: readonly VisitPartQuestion[];
    date: string;
    now: Date;
    fewest?: ReadonlyMap<string, number>;
  },
): { open: boolean; slots: VisitSlot[] } {
  const { timeZone, team, busy } = context;
  const hours = openHoursOf(context, options.date, options.now);
  if (!hours) return { open: false, slots: [] };
  const count = (id: string) => options.fewest?.get(id) ?? 0;
  const staffOf = (part: VisitPartQuestion) =>
    team
      .filter(
        (employee) =>
          performs(employee, part.service.id) && (!part.employeeId || employee.id === part.employeeId),
      )
      // A stable sort: equal counts keep the salon's order.
      .sort((a, b) => count(a.id) - count(b.id))
      .map((employee) => ({
        id: employee.id,
        window: employeeWindowOn(context.calendar, employee, options.date, hours),
        busy: busyOf(context, options.date, employee),
      }));
  return {
    open: true,
    slots: computeVisitSlots({
      date: options.date,
      timeZone,
      hours,
      now: options.now,
      // Without a team, the salon's own bookings all take its time, as for a single service.
      busy:
        team.length === 0
          ? [...busy, ...breaksOf(context, options.date)]
          : busyOf(context, options.date, null),
      solo: team.length === 0,
      parts: options.parts.map((part) => ({
        timing: timingOf(part.service),
        staff: team.length === 0 ? [] : staffOf(part),
      })),
    }),
  };
}

/** The free starts of a visit on a day, loaded then computed by `dayVisitSlots`. */
export function visitSlotsFor(
  executor: Executor,
  options: {
    salon: { id: string; timeZone: string };
    parts: readonly VisitPartQuestion[];
    date: string;
    now: Date;
    audience: SlotAudience;
    excludeBookingId?: string;
    /** Active bookings per employee that day, for the fair choice when booking. */
    fewest?: ReadonlyMap<string, number>;
  },
): Promise<Omit<StaffSlotList, 'slots'> & { slots: VisitSlot[] }> {
  return slotsOfDay(
    executor,
    { ...options, chosen: options.parts.map((part) => part.employeeId) },
    (context) => dayVisitSlots(context, options),
  );
}
