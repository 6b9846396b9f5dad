import { and, asc, eq, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { AVAILABILITY_DAYS } from '@/shared/availability';
import { weekCalendar } from '@/shared/salon-calendar';
import { addDays, toWallClock } from '@/shared/time-zone';
import type { Executor } from '../../db/client';
import {
  availabilityBuilds,
  packageAvailability,
  salonAvailability,
  salons,
  servicePackages,
  services,
} from '../../db/schema';
import { groupBy } from '../../lib/group-by';
import { loadBusyDaysOfSalons } from '../bookings/busy-times';
import { daySlots, dayVisitSlots, type VisitPartQuestion } from '../bookings/get-salon-slots';
import { loadTeams } from '../core/load-team';
import { packageItems } from '../core/salon-packages';
import { loadSalonCalendars } from '../salons/salon-calendar';

/**
 * What the availability of one salon needs (docs/product.md#where-and-when):
 * - `whole`: something changed that every day depends on (hours, services, the team, approval);
 * - `days`: a booking or an absence changed those days (the salon's dates) only;
 * - `roll`: nothing changed, the day turned: the rows move onto today from the day they were built
 *   for (read in the caller's transaction, after its lock: a salon another process has just rolled
 *   is left alone).
 */
export type AvailabilityWork =
  | { salonId: string; kind: 'whole' }
  | { salonId: string; kind: 'days'; days: readonly string[] }
  | { salonId: string; kind: 'roll' };

/** Rows a batch inserts at once: five parameters each, well under PostgreSQL's 65,535. */
const INSERT_CHUNK = 2_000;

/**
 * Rebuilds the free slot starts, for each service and each package, of the days each salon's work
 * concerns among its next AVAILABILITY_DAYS days (the salon's days, today first), with the booking
 * page's own slot function: what the list offers is what the booking page shows. A salon that is
 * not public keeps none. A few queries for the whole batch, whatever its size; joins the caller's
 * transaction, and the worker decides which salons need what (refresh-availability.ts).
 */
export async function rebuildAvailability(
  executor: Executor,
  options: { work: readonly AvailabilityWork[]; now: Date },
): Promise<void> {
  const { work, now } = options;
  if (work.length === 0) return;
  // Sequential throughout: the executor may be a transaction's single connection.
  const found = await executor
    .select({
      id: salons.id,
      isApproved: salons.isApproved,
      timeZone: salons.timeZone,
      builtFor: availabilityBuilds.builtFor,
    })
    .from(salons)
    .leftJoin(availabilityBuilds, eq(availabilityBuilds.salonId, salons.id))
    .where(
      inArray(
        salons.id,
        work.map((item) => item.salonId),
      ),
    );
  const byId = new Map(found.map((salon) => [salon.id, salon]));
  const plans = work.flatMap((item) => {
    const salon = byId.get(item.salonId);
    return salon ? [planOf(item, salon, now)] : [];
  });
  await deleteRows(executor, plans);
  await insertFreeStarts(
    executor,
    plans.filter((plan) => plan.days.length > 0),
    now,
  );
  const built = plans.flatMap((plan) =>
    plan.builtFor ? [{ salonId: plan.salonId, builtFor: plan.builtFor }] : [],
  );
  if (built.length > 0) {
    await executor
      .insert(availabilityBuilds)
      .values(built)
      .onConflictDoUpdate({ target: availabilityBuilds.salonId, set: { builtFor: sql`excluded.built_for` } });
  }
}

/** One salon's availability rebuilt whole (the tests' and the bench's shorthand). */
export function rebuildSalonAvailability(executor: Executor, options: { salonId: string; now: Date }) {
  return rebuildAvailability(executor, {
    work: [{ salonId: options.salonId, kind: 'whole' }],
    now: options.now,
  });
}

interface Plan {
  salonId: string;
  timeZone: string;
  /** Rows to delete: every row, the days before `before`, or those days. */
  drop: { kind: 'all' } | { kind: 'before'; day: string } | { kind: 'days'; days: readonly string[] };
  /** Days to compute, in order. */
  days: string[];
  /** The day the rows are now built for, when the whole window is. */
  builtFor: string | null;
}

function planOf(
  work: AvailabilityWork,
  salon: { id: string; isApproved: boolean; timeZone: string; builtFor: string | null },
  now: Date,
): Plan {
  const today = toWallClock(now, salon.timeZone).date;
  const lastDay = addDays(today, AVAILABILITY_DAYS - 1);
  const whole: Plan = {
    salonId: salon.id,
    timeZone: salon.timeZone,
    drop: { kind: 'all' },
    days: salon.isApproved ? daysBetween(today, lastDay) : [],
    builtFor: today,
  };
  // Rows built for another day than today are not a window to patch: rebuilt (or rolled) first.
  const { builtFor } = salon;
  if (work.kind === 'whole' || !salon.isApproved || !builtFor || builtFor > today) return whole;
  if (work.kind === 'days') {
    if (builtFor !== today) return whole;
    const days = [...new Set(work.days)].filter((day) => day >= today && day <= lastDay).sort();
    return { ...whole, drop: { kind: 'days', days }, days, builtFor: null };
  }
  const builtThrough = addDays(builtFor, AVAILABILITY_DAYS - 1);
  if (builtThrough < today) return whole;
  if (builtFor === today) return { ...whole, drop: { kind: 'days', days: [] }, days: [], builtFor: null };
  // The days between were computed from the same data and stay as they are.
  return {
    ...whole,
    drop: { kind: 'before', day: today },
    days: daysBetween(addDays(builtThrough, 1), lastDay),
  };
}

function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

async function deleteRows(executor: Executor, plans: readonly Plan[]) {
  for (const table of [salonAvailability, packageAvailability]) {
    const conditions: SQL[] = [];
    const all = plans.filter((plan) => plan.drop.kind === 'all').map((plan) => plan.salonId);
    if (all.length > 0) conditions.push(inArray(table.salonId, all));
    const before = groupBy(
      plans.filter((plan) => plan.drop.kind === 'before'),
      (plan) => (plan.drop.kind === 'before' ? plan.drop.day : ''),
    );
    for (const [day, group] of before) {
      conditions.push(
        and(
          inArray(
            table.salonId,
            group.map((plan) => plan.salonId),
          ),
          lt(table.day, day),
        ) as SQL,
      );
    }
    for (const plan of plans) {
      if (plan.drop.kind === 'days' && plan.drop.days.length > 0) {
        conditions.push(and(eq(table.salonId, plan.salonId), inArray(table.day, [...plan.drop.days])) as SQL);
      }
    }
    if (conditions.length > 0) await executor.delete(table).where(or(...conditions));
  }
}

async function insertFreeStarts(executor: Executor, plans: readonly Plan[], now: Date) {
  if (plans.length === 0) return;
  const salonIds = plans.map((plan) => plan.salonId);
  const offered = groupBy(
    await executor
      .select()
      .from(services)
      // What the public can book: services an admin accepted (decision 075).
      .where(and(inArray(services.salonId, salonIds), isNotNull(services.approvedAt)))
      .orderBy(asc(services.id)),
    (service) => service.salonId,
  );
  const packages = await salonPackageParts(executor, salonIds, offered);
  const calendars = await loadSalonCalendars(executor, salonIds);
  const teams = await loadTeams(executor, salonIds);
  const busy = await loadBusyDaysOfSalons(executor, {
    salons: plans.map((plan) => ({
      salonId: plan.salonId,
      timeZone: plan.timeZone,
      firstDay: plan.days[0] as string,
      lastDay: plan.days.at(-1) as string,
    })),
    teams,
  });
  const rows: Array<typeof salonAvailability.$inferInsert> = [];
  const packageRows: Array<typeof packageAvailability.$inferInsert> = [];
  for (const { salonId, timeZone, days } of plans) {
    const context = {
      timeZone,
      calendar: calendars.get(salonId) ?? weekCalendar([]),
      // The public books the team an admin accepted; everyone's bookings take the salon's time.
      team: (teams.get(salonId) ?? []).filter((employee) => employee.isPublic),
      busy: busy.get(salonId) ?? [],
    };
    for (const day of days) {
      for (const service of offered.get(salonId) ?? []) {
        const { slots } = daySlots(context, { service, date: day, now });
        const starts = slots.map((slot) => new Date(slot.start));
        const lastStart = starts.at(-1);
        if (lastStart) {
          rows.push({
            salonId,
            serviceId: service.id,
            day,
            starts,
            lastStart,
            serviceSearchName: service.searchName ?? '',
            serviceCategories: service.categories ?? [],
          });
        }
      }
      for (const { packageId, searchName, parts } of packages.get(salonId) ?? []) {
        const { slots } = dayVisitSlots(context, { parts, date: day, now });
        const starts = slots.map((slot) => new Date(slot.start));
        const lastStart = starts.at(-1);
        if (lastStart) {
          packageRows.push({ salonId, packageId, day, starts, lastStart, packageSearchName: searchName });
        }
      }
    }
  }
  for (let at = 0; at < rows.length; at += INSERT_CHUNK) {
    await executor.insert(salonAvailability).values(rows.slice(at, at + INSERT_CHUNK));
  }
  for (let at = 0; at < packageRows.length; at += INSERT_CHUNK) {
    await executor.insert(packageAvailability).values(packageRows.slice(at, at + INSERT_CHUNK));
  }
}

/** Each package of the salons as the visit it books: its services in order, "Sans préférence" each. */
async function salonPackageParts(
  executor: Executor,
  salonIds: readonly string[],
  offered: ReadonlyMap<string, ReadonlyArray<typeof services.$inferSelect>>,
): Promise<
  Map<string, Array<{ salonId: string; packageId: string; searchName: string; parts: VisitPartQuestion[] }>>
> {
  const rows = await executor
    .select({
      id: servicePackages.id,
      salonId: servicePackages.salonId,
      searchName: servicePackages.searchName,
    })
    .from(servicePackages)
    .where(inArray(servicePackages.salonId, [...salonIds]))
    .orderBy(asc(servicePackages.id));
  const items = await packageItems(
    executor,
    rows.map((row) => row.id),
  );
  const byId = new Map([...offered.values()].flat().map((service) => [service.id, service]));
  const visits = rows.flatMap((row) => {
    const ids = items.get(row.id) ?? [];
    const parts = ids.flatMap((serviceId) => {
      const service = byId.get(serviceId);
      return service ? [{ service, employeeId: null }] : [];
    });
    // A package holding a service the public cannot book yet is not offered (decision 075).
    if (parts.length < ids.length) return [];
    return [{ salonId: row.salonId, packageId: row.id, searchName: row.searchName ?? '', parts }];
  });
  return groupBy(visits, (visit) => visit.salonId);
}
