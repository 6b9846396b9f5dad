import { asc, eq } from 'drizzle-orm';
import { AVAILABILITY_DAYS } from '@/shared/availability';
import { addDays, toWallClock } from '@/shared/time-zone';
import type { Executor } from '../../db/client';
import { availabilityBuilds, salonAvailability, salons, services } from '../../db/schema';
import { loadBusyDays } from '../bookings/busy-times';
import { daySlots } from '../bookings/get-salon-slots';
import { loadTeam } from '../core/load-team';
import { getOpeningHours } from '../salons/get-opening-hours';

/**
 * Rebuilds one salon's free slot starts for each service and each of the next AVAILABILITY_DAYS days
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
  const today = toWallClock(now, salon.timeZone).date;
  if (salon.isApproved) {
    const rows = await freeStarts(executor, { salonId, timeZone: salon.timeZone, today, now });
    if (rows.length > 0) await executor.insert(salonAvailability).values(rows);
  }
  await executor
    .insert(availabilityBuilds)
    .values({ salonId, builtFor: today })
    .onConflictDoUpdate({ target: availabilityBuilds.salonId, set: { builtFor: today } });
}

async function freeStarts(
  executor: Executor,
  options: { salonId: string; timeZone: string; today: string; now: Date },
): Promise<Array<typeof salonAvailability.$inferInsert>> {
  const { salonId, timeZone, today, now } = options;
  const offered = await executor
    .select({
      id: services.id,
      duration: services.duration,
      cleanupMinutes: services.cleanupMinutes,
      activeBeforeMinutes: services.activeBeforeMinutes,
      poseMinutes: services.poseMinutes,
    })
    .from(services)
    .where(eq(services.salonId, salonId))
    .orderBy(asc(services.id));
  if (offered.length === 0) return [];
  const week = await getOpeningHours(executor, salonId);
  const team = await loadTeam(executor, salonId);
  const lastDay = addDays(today, AVAILABILITY_DAYS - 1);
  const busy = await loadBusyDays(executor, {
    salonId,
    firstDay: today,
    lastDay,
    timeZone,
    employeeIds: team.map((employee) => employee.id),
  });
  const context = { timeZone, week, team, busy };
  const rows: Array<typeof salonAvailability.$inferInsert> = [];
  for (let day = today; day <= lastDay; day = addDays(day, 1)) {
    for (const service of offered) {
      const { slots } = daySlots(context, { service, date: day, now });
      const starts = slots.map((slot) => new Date(slot.start));
      const lastStart = starts.at(-1);
      if (!lastStart) continue;
      rows.push({ salonId, serviceId: service.id, day, starts, lastStart });
    }
  }
  return rows;
}
