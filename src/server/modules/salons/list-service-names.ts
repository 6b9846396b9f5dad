import { sql } from 'drizzle-orm';
import type { ServiceNameList } from '@/shared/api-types';
import { type Database, queryRows } from '../../db/client';

/** Distinct names of the services offered by approved salons, for the list's filter. */
export async function listServiceNames(options: { db: Database }): Promise<ServiceNameList> {
  const rows = await queryRows<{ name: string }>(
    options.db,
    sql`select distinct s.name from services s join salons on salons.id = s.salon_id
        where salons.is_approved order by s.name`,
  );
  return { names: rows.map((row) => row.name) };
}
