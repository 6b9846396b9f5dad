import { and, asc, eq, lt } from 'drizzle-orm';
import { AVAILABILITY_DAYS } from '@/shared/availability';
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
import { loadBusyDays } from '../bookings/busy-times';
import { daySlots, dayVisitSlots, type VisitPartQuestion } from '../bookings/get-salon-slots';
import { loadTeam } from '../core/load-team';
import { packageItems } from '../core/salon-packages';
import { getOpeningHours } from '../salons/get-opening-hours';

/**
 * Rebuilds one salon's free slot starts for each service, and each package, on each of the next AVAILABILITY_DAYS days
 * (the salon's days, today first), with the booking page's own slot function: what the list offers
 * is what the booking page shows. A salon that is not public keeps none. Joins the caller's
 * transaction; the worker decides which salons need it (docs/product.md#where-and-when).
 */
export async function rebuildSalonAvailability(
  executor: Executor,
  options: { salonId: string; now: Date },
): Promise<void> {
  const { salonId, now } = options;
  // Sequential: the executor may be a transaction's single connection.
  const [salon] = await executor
    .select({ isApproved: salons.isApproved, timeZone: salons.timeZone })
    .from(salons)
    .where(eq(salons.id, salonId));
  if (!salon) return;
  await executor.delete(salonAvailability).where(eq(salonAvailability.salonId, salonId));
  await executor.delete(packageAvailability).where(eq(packageAvailability.salonId, salonId));
  const today = toWallClock(now, salon.timeZone).date;
  if (salon.isApproved) {
    await insertFreeStarts(executor, {
      salonId,
      timeZone: salon.timeZone,
      firstDay: today,
      lastDay: addDays(today, AVAILABILITY_DAYS - 1),
      now,
    });
  }
  await markBuilt(executor, salonId, today);
}

/**
 * A new day for a salon whose rows were built for an earlier one and that nothing changed since
 * (the triggers would have queued it): its past days' rows go and only the days that entered the
 * window are built; the days in between are left as they are (docs/product.md#where-and-when).
 * A salon built too long ago, or never, is rebuilt whole.
 */
export async function rollSalonAvailability(
  executor: Executor,
  options: { salonId: string; builtFor: string | null; now: Date },
): Promise<void> {
  const { salonId, builtFor, now } = options;
  const [salon] = await executor
    .select({ isApproved: salons.isApproved, timeZone: salons.timeZone })
    .from(salons)
    .where(eq(salons.id, salonId));
  if (!salon) return;
  const today = toWallClock(now, salon.timeZone).date;
  const builtThrough = builtFor ? addDays(builtFor, AVAILABILITY_DAYS - 1) : null;
  if (!salon.isApproved || !builtFor || !builtThrough || builtFor > today || builtThrough < today) {
    await rebuildSalonAvailability(executor, { salonId, now });
    return;
  }
  if (builtFor === today) return;
  await executor
    .delete(salonAvailability)
    .where(and(eq(salonAvailability.salonId, salonId), lt(salonAvailability.day, today)));
  await executor
    .delete(packageAvailability)
    .where(and(eq(packageAvailability.salonId, salonId), lt(packageAvailability.day, today)));
  await insertFreeStarts(executor, {
    salonId,
    timeZone: salon.timeZone,
    firstDay: addDays(builtThrough, 1),
    lastDay: addDays(today, AVAILABILITY_DAYS - 1),
    now,
  });
  await markBuilt(executor, salonId, today);
}

async function insertFreeStarts(
  executor: Executor,
  options: { salonId: string; timeZone: string; firstDay: string; lastDay: string; now: Date },
) {
  const { rows, packageRows } = await freeStarts(executor, options);
  if (rows.length > 0) await executor.insert(salonAvailability).values(rows);
  if (packageRows.length > 0) await executor.insert(packageAvailability).values(packageRows);
}

async function markBuilt(executor: Executor, salonId: string, day: string) {
  await executor
    .insert(availabilityBuilds)
    .values({ salonId, builtFor: day })
    .onConflictDoUpdate({ target: availabilityBuilds.salonId, set: { builtFor: day } });
}

async function freeStarts(
  executor: Executor,
  options: { salonId: string; timeZone: string; firstDay: string; lastDay: string; now: Date },
): Promise<{
  rows: Array<typeof salonAvailability.$inferInsert>;
  packageRows: Array<typeof packageAvailability.$inferInsert>;
}> {
  const { salonId, timeZone, firstDay, lastDay, now } = options;
  const offered = await executor
    .select()
    .from(services)
    .where(eq(services.salonId, salonId))
    .orderBy(asc(services.id));
  if (offered.length === 0) return { rows: [], packageRows: [] };
  const packages = await salonPackageParts(executor, salonId, offered);
  const week = await getOpeningHours(executor, salonId);
  const team = await loadTeam(executor, salonId);
  const busy = await loadBusyDays(executor, {
    salonId,
    firstDay,
    lastDay,
    timeZone,
    employeeIds: team.map((employee) => employee.id),
  });
  const context = { timeZone, week, team, busy };
  const rows: Array<typeof salonAvailability.$inferInsert> = [];
  const packageRows: Array<typeof packageAvailability.$inferInsert> = [];
  for (let day = firstDay; day <= lastDay; day = addDays(day, 1)) {
    for (const service of offered) {
      const { slots } = daySlots(context, { service, date: day, now });
      const starts = slots.map((slot) => new Date(slot.start));
      const lastStart = starts.at(-1);
      if (!lastStart) continue;
      rows.push({ salonId, serviceId: service.id, day, starts, lastStart });
    }
    for (const { packageId, parts } of packages) {
      const { slots } = dayVisitSlots(context, { parts, date: day, now });
      const starts = slots.map((slot) => new Date(slot.start));
      const lastStart = starts.at(-1);
      if (!lastStart) continue;
      packageRows.push({ salonId, packageId, day, starts, lastStart });
    }
  }
  return { rows, packageRows };
}

/** Each package of the salon as the visit it books: its services in order, "Sans préférence" each. */
async function salonPackageParts(
  executor: Executor,
  salonId: string,
  offered: ReadonlyArray<typeof services.$inferSelect>,
): Promise<Array<{ packageId: string; parts: VisitPartQuestion[] }>> {
  const rows = await executor
    .select({ id: servicePackages.id })
    .from(servicePackages)
    .where(eq(servicePackages.salonId, salonId))
    .orderBy(asc(servicePackages.id));
  const items = await packageItems(
    executor,
    rows.map((row) => row.id),
  );
  const byId = new Map(offered.map((service) => [service.id, service]));
  return rows.map((row) => ({
    packageId: row.id,
    parts: (items.get(row.id) ?? []).flatMap((serviceId) => {
      const service = byId.get(serviceId);
      return service ? [{ service, employeeId: null }] : [];
    }),
  }));
}
