import { sql } from 'drizzle-orm';
import type { ServiceNameList } from '@/shared/api-types';
import { BUILT_IN_SERVICE_NAMES } from '@/shared/service-catalogue';
import { type Database, queryRows } from '../../db/client';

/**
 * Names to choose from: the ones public on the platform (not another salon's awaiting an admin,
 * decision 075) and a built-in list, once each.
 */
export async function listServiceCatalogue(options: { db: Database }): Promise<ServiceNameList> {
  const used = await queryRows<{ name: string }>(
    options.db,
    sql`select distinct name from services where approved_at is not null`,
  );
  const names = new Map<string, string>();
  for (const name of [...BUILT_IN_SERVICE_NAMES, ...used.map((row) => row.name)]) {
    names.set(name.toLocaleLowerCase('fr'), names.get(name.toLocaleLowerCase('fr')) ?? name);
  }
  return { names: [...names.values()].sort((a, b) => a.localeCompare(b, 'fr')) };
}
