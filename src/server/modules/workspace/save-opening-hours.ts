import { eq } from 'drizzle-orm';
import type { OpeningHoursWeek } from '@/shared/api-types';
import type { OpeningHoursDay } from '@/shared/opening-hours';
import type { Database } from '../../db/client';
import { openingHours } from '../../db/schema';

/**
 * Replaces the salon's seven days in one transaction, never half a week
 * (docs/product.md#opening-hours-and-employees). Answers the week saved.
 */
export async function saveOpeningHours(options: {
  db: Database;
  salonId: string;
  days: OpeningHoursDay[];
}): Promise<OpeningHoursWeek> {
  const { db, salonId, days } = options;
  await db.transaction(async (tx) => {
    await tx.delete(openingHours).where(eq(openingHours.salonId, salonId));
    await tx.insert(openingHours).values(
      days.map((day) => ({
        salonId,
        day: day.day,
        openTime: day.openTime,
        closeTime: day.closeTime,
        isClosed: day.isClosed,
        hasLunchBreak: day.hasLunchBreak && !day.isClosed,
        lunchBreakStart: day.lunchBreakStart,
        lunchBreakEnd: day.lunchBreakEnd,
      })),
    );
  });
  return { days };
}
