import { and, eq, gt, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { Availability } from '@/shared/api-types';
import { AVAILABILITY_OVERLAP, type AvailabilitySchema } from '@/shared/schemas/workspace';
import type { Database } from '../../db/client';
import { availabilities } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { toAvailability } from './availability-view';

/**
 * Adds a range to the viewer's week unless it overlaps another of the same weekday: starts within,
 * ends within or contains an existing one; touching ends are fine (docs/product.md#availabilities).
 * Checked in the transaction of the insert.
 */
export async function addAvailability(options: {
  db: Database;
  viewer: Viewer;
  input: z.output<typeof AvailabilitySchema>;
}): Promise<Availability> {
  const { input } = options;
  const prestataireId = options.viewer.id;
  return options.db.transaction(async (tx) => {
    const [overlap] = await tx
      .select({ id: availabilities.id })
      .from(availabilities)
      .where(
        and(
          eq(availabilities.prestataireId, prestataireId),
          eq(availabilities.weekday, input.weekday),
          lt(availabilities.startTime, input.endTime),
          gt(availabilities.endTime, input.startTime),
        ),
      )
      .for('update');
    if (overlap) throw new AppError(409, 'availability_overlap', AVAILABILITY_OVERLAP);
    const [row] = await tx
      .insert(availabilities)
      .values({ prestataireId, ...input })
      .returning();
    return toAvailability(row!);
  });
}
