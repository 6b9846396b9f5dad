import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { availabilities } from '../../db/schema';

export async function deleteAvailability(options: { db: Database; availabilityId: string }): Promise<void> {
  await options.db.delete(availabilities).where(eq(availabilities.id, options.availabilityId));
}
