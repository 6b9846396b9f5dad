import { and, asc, eq, gt, lt } from 'drizzle-orm';
import { AVAILABILITY_OVERLAP } from '@/shared/schemas/workspace';
import type { Database } from '../../db/client';
import { availabilities } from '../../db/schema';
import { AppError } from '../../lib/errors';

const hhmm = (time: string) => time.slice(0, 5);

export async function listAvailabilities(db: Database, prestataireId: string) {
  const rows = await db
    .select()
    .from(availabilities)
    .where(eq(availabilities.prestataireId, prestataireId))
    .orderBy(asc(availabilities.weekday), asc(availabilities.startTime));
  return rows.map((row) => ({
    id: row.id,
    weekday: row.weekday,
    startTime: hhmm(row.startTime),
    endTime: hhmm(row.endTime),
  }));
}

/**
 * Adds a range unless it overlaps another of the same weekday (SPEC §5: starts within, ends within
 * or contains an existing one; touching ends are fine). Checked in the transaction of the insert.
 */
export async function addAvailability(
  db: Database,
  prestataireId: string,
  data: { weekday: number; startTime: string; endTime: string },
) {
  return db.transaction(async (tx) => {
    const [overlap] = await tx
      .select({ id: availabilities.id })
      .from(availabilities)
      .where(
        and(
          eq(availabilities.prestataireId, prestataireId),
          eq(availabilities.weekday, data.weekday),
          lt(availabilities.startTime, data.endTime),
          gt(availabilities.endTime, data.startTime),
        ),
      )
      .for('update');
    if (overlap) throw new AppError(409, 'availability_overlap', AVAILABILITY_OVERLAP);
    const [row] = await tx
      .insert(availabilities)
      .values({ prestataireId, ...data })
      .returning();
    return {
      id: row!.id,
      weekday: row!.weekday,
      startTime: hhmm(row!.startTime),
      endTime: hhmm(row!.endTime),
    };
  });
}

export async function deleteAvailability(db: Database, availabilityId: string) {
  await db.delete(availabilities).where(eq(availabilities.id, availabilityId));
}
