import { sql } from 'drizzle-orm';
import type { ServiceNameList } from '@/shared/api-types';
import { type Database, queryRows } from '../../db/client';

/**
 * Distinct names of the services and packages offered by approved salons, for the list's filter (a
 * package's name finds the salons offering it, docs/product.md#packages). Each name is found by
 * skipping along the name index (one index probe per distinct name, then one check that an
 * approved salon offers it), so its cost follows the number of names, not of salons.
 */
export async function listServiceNames(options: { db: Database }): Promise<ServiceNameList> {
  const rows = await queryRows<{ name: string }>(
    options.db,
    sql`with recursive
      service_names(name) as (
        (select name from services order by name limit 1)
        union all
        select (select s.name from services s where s.name > n.name order by s.name limit 1)
        from service_names n where n.name is not null
      ),
      package_names(name) as (
        (select name from service_packages order by name limit 1)
        union all
        select (select p.name from service_packages p where p.name > n.name order by p.name limit 1)
        from package_names n where n.name is not null
      )
    select n.name from service_names n
      where exists (select 1 from services s join salons on salons.id = s.salon_id
                    where s.name = n.name and salons.is_approved)
    union
    select n.name from package_names n
      where exists (select 1 from service_packages p join salons on salons.id = p.salon_id
                    where p.name = n.name and salons.is_approved)
    order by name`,
  );
  return { names: rows.map((row) => row.name) };
}
