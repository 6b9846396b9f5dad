import { asc, eq } from 'drizzle-orm';
import type { Availability, ItemList } from '@/shared/api-types';
import type { Database } from '../../db/client';
import { availabilities } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { toAvailability } from './availability-view';

/** The viewer's own weekly ranges, by weekday then start. */
export async function listAvailabilities(options: {
  db: Database;
  viewer: Viewer;
}): Promise<ItemList<Availability>> {
  const rows = await options.db
    .select()
    .from(availabilities)
    .where(eq(availabilities.prestataireId, options.viewer.id))
    .orderBy(asc(availabilities.weekday), asc(availabilities.startTime));
  return { items: rows.map(toAvailability) };
}
