import { eq, inArray } from 'drizzle-orm';
import { completeWeek, type OpeningHoursDay } from '@/shared/opening-hours';
import type { Day } from '@/shared/weekdays';
import type { Executor } from '../../db/client';
import { openingHours } from '../../db/schema';
import { groupBy } from '../../lib/group-by';

const hhmm = (time: string | null) => (time ? time.slice(0, 5) : null);

/**
 * The salon's seven days, Monday first: the stored rows, or the defaults for missing days
 * (docs/product.md#opening-hours-and-employees).
 */
export async function getOpeningHours(executor: Executor, salonId: string): Promise<OpeningHoursDay[]> {
  const rows = await executor.select().from(openingHours).where(eq(openingHours.salonId, salonId));
  return weekOf(rows);
}

/** The same for several salons at once (the availability worker's batches), by salon. */
export async function getOpeningHoursOfSalons(
  executor: Executor,
  salonIds: readonly string[],
): Promise<Map<string, OpeningHoursDay[]>> {
  const rows =
    salonIds.length === 0
      ? []
      : await executor
          .select()
          .from(openingHours)
          .where(inArray(openingHours.salonId, [...salonIds]));
  const bySalon = groupBy(rows, (row) => row.salonId);
  return new Map(salonIds.map((salonId) => [salonId, weekOf(bySalon.get(salonId) ?? [])]));
}

function weekOf(rows: ReadonlyArray<typeof openingHours.$inferSelect>): OpeningHoursDay[] {
  return completeWeek(
    rows.map((row) => ({
      day: row.day as Day,
      openTime: row.openTime.slice(0, 5),
      closeTime: row.closeTime.slice(0, 5),
      isClosed: row.isClosed,
      hasLunchBreak: row.hasLunchBreak,
      lunchBreakStart: hhmm(row.lunchBreakStart),
      lunchBreakEnd: hhmm(row.lunchBreakEnd),
    })),
  );
}
