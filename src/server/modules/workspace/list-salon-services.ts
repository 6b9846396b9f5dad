import { asc, eq } from 'drizzle-orm';
import type { ItemList, ManagedService } from '@/shared/api-types';
import type { Database } from '../../db/client';
import { services } from '../../db/schema';
import { toManagedService } from './managed-service';

/** The salon's services, by name, as its owner manages them. */
export async function listSalonServices(options: {
  db: Database;
  salonId: string;
}): Promise<ItemList<ManagedService>> {
  const rows = await options.db
    .select()
    .from(services)
    .where(eq(services.salonId, options.salonId))
    .orderBy(asc(services.name));
  return { items: rows.map(toManagedService) };
}
