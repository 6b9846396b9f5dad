import { and, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { SERVICE_MAX_MINUTES } from '@/shared/constants';
import { busySegmentsOf, CLEANUP_MAX_MINUTES } from '@/shared/service-timing';
import { addDays, fromWallClock } from '@/shared/time-zone';
import type { Executor } from '../../db/client';
import { bookingParts, employeeAbsences } from '../../db/schema';

export interface BusyInterval {
  start: Date;
  end: Date;
  /** Whose time it is; null: a booking that names no employee (it blocks the whole salon). */
  employeeId: string | null;
  /** An active booking's busy time (its parts less their poses), or an absence or pause of the employee. */
  kind: 'booking' | 'absence';
}

/** From the day before `date` to the day after, in the salon's zone: wide enough for any slot of it. */
function around(date: string, timeZone: string) {
  return {
    from: fromWallClock(addDays(date, -1), 0, timeZone) ?? new Date(`${addDays(date, -1)}T00:00:00Z`),
    to: fromWallClock(addDays(date, 2), 0, timeZone) ?? new Date(`${addDays(date, 2)}T00:00:00Z`),
  };
}

/**
 * What takes a salon's time around `date`: its active bookings (each with its employee, if any) and
 * its employees' absences. Both queries are bounded in time, so a salon's history is never read.
 */
export function loadBusyTimes(
  executor: Executor,
  options: {
    salonId: string;
    date: string;
    timeZone: string;
    employeeIds: readonly string[];
    excludeBookingId?: string;
  },
): Promise<BusyInterval[]> {
  const { date, timeZone, salonId, ...rest } = options;
  return busyOf(loadBusyBetween(executor, { ...rest, salonIds: [salonId], ...around(date, timeZone) }));
}

/** The same for every day from `firstDay` to `lastDay` (the salon's days, in its zone). */
export function loadBusyDays(
  executor: Executor,
  options: {
    salonId: string;
    firstDay: string;
    lastDay: string;
    timeZone: string;
    employeeIds: readonly string[];
  },
): Promise<BusyInterval[]> {
  const { firstDay, lastDay, timeZone, salonId, ...rest } = options;
  return busyOf(
    loadBusyBetween(executor, {
      ...rest,
      salonIds: [salonId],
      from: around(firstDay, timeZone).from,
      to: around(lastDay, timeZone).to,
    }),
  );
}

async function busyOf(loaded: Promise<Array<{ busy: BusyInterval }>>): Promise<BusyInterval[]> {
  return (await loaded).map(({ busy }) => busy);
}

/**
 * The same for several salons at once (the availability worker's batches), by salon: from the day
 * before `firstDay` to the day after `lastDay` in each salon's zone. `teams` gives each salon's
 * employees, whose absences count.
 */
export async function loadBusyDaysOfSalons(
  executor: Executor,
  options: {
    salons: ReadonlyArray<{ salonId: string; firstDay: string; lastDay: string; timeZone: string }>;
    teams: ReadonlyMap<string, ReadonlyArray<{ id: string }>>;
  },
): Promise<Map<string, BusyInterval[]>> {
  const bySalon = new Map<string, BusyInterval[]>(options.salons.map(({ salonId }) => [salonId, []]));
  if (options.salons.length === 0) return bySalon;
  const windows = options.salons.map(({ firstDay, lastDay, timeZone }) => ({
    from: around(firstDay, timeZone).from,
    to: around(lastDay, timeZone).to,
  }));
  const salonOf = new Map<string, string>();
  for (const { salonId } of options.salons) {
    for (const employee of options.teams.get(salonId) ?? []) salonOf.set(employee.id, salonId);
  }
  // One window for the batch, wide enough for each salon's: rows outside a salon's own only cost a
  // few more slots checked, never a wrong one.
  const busy = await loadBusyBetween(executor, {
    salonIds: options.salons.map(({ salonId }) => salonId),
    from: new Date(Math.min(...windows.map(({ from }) => from.getTime()))),
    to: new Date(Math.max(...windows.map(({ to }) => to.getTime()))),
    employeeIds: [...salonOf.keys()],
  });
  for (const interval of busy) {
    const salonId =
      interval.salonId ?? (interval.busy.employeeId ? salonOf.get(interval.busy.employeeId) : undefined);
    if (salonId) bySalon.get(salonId)?.push(interval.busy);
  }
  return bySalon;
}

async function loadBusyBetween(
  executor: Executor,
  options: {
    salonIds: readonly string[];
    from: Date;
    to: Date;
    employeeIds: readonly string[];
    excludeBookingId?: string;
  },
): Promise<Array<{ salonId: string | null; busy: BusyInterval }>> {
  const { from, to } = options;
  const conditions = [
    inArray(bookingParts.salonId, [...options.salonIds]),
    bookingParts.active,
    lt(bookingParts.startTime, to),
    gt(bookingParts.busyEnd, from),
    // A lower bound on the start, which the (salon_id, start_time) index can use: without it, the
    // salon's whole booking history before `to` was read. No part lasts longer than a service and
    // its cleanup.
    gt(
      bookingParts.startTime,
      new Date(from.getTime() - (SERVICE_MAX_MINUTES + CLEANUP_MAX_MINUTES) * 60_000),
    ),
  ];
  if (options.excludeBookingId) conditions.push(ne(bookingParts.bookingId, options.excludeBookingId));
  // Sequential: inside a booking's transaction the executor is a single connection.
  const parts = await executor
    .select({
      salonId: bookingParts.salonId,
      startTime: bookingParts.startTime,
      poseStart: bookingParts.poseStart,
      poseEnd: bookingParts.poseEnd,
      busyEnd: bookingParts.busyEnd,
      employeeId: bookingParts.employeeId,
    })
    .from(bookingParts)
    .where(and(...conditions));
  // A part takes its employee from its start to the end of its cleanup, except during its pose.
  const booked = parts.flatMap((part) =>
    busySegmentsOf(part).map((segment) => ({
      salonId: part.salonId,
      busy: { ...segment, employeeId: part.employeeId, kind: 'booking' as const },
    })),
  );
  const absent =
    options.employeeIds.length === 0
      ? []
      : await executor
          .select({
            start: employeeAbsences.startTime,
            end: employeeAbsences.endTime,
            employeeId: employeeAbsences.employeeId,
            kind: sql<'absence'>`'absence'`,
          })
          .from(employeeAbsences)
          .where(
            and(
              inArray(employeeAbsences.employeeId, [...options.employeeIds]),
              lt(employeeAbsences.startTime, to),
              gt(employeeAbsences.endTime, from),
            ),
          );
  return [...booked, ...absent.map((busy) => ({ salonId: null, busy }))];
}
