import { sql } from 'drizzle-orm';
import type { ServiceNameList } from '@/shared/api-types';
import { type Database, queryRows } from '../../db/client';

/**
 * How many services (or packages) of one name are looked at, in index order, for one of an approved
 * salon: the check stays an index range of bounded length whatever the marketplace (decision 069).
 * A name whose first this many entries all belong to salons awaiting approval is left out.
 */
const NAME_CHECK_WINDOW = 1_000;

/**
 * Distinct names of the services and packages offered by approved salons, for the list's filter (a
 * package's name finds the salons offering it, docs/product.md#packages); a service an admin has
 * not accepted yet, or a package holding one, is not offered (decision 075). Each name is found by
 * skipping along the name index (one probe per distinct name), then checked against the first
 * entries of that name, so its cost follows the number of names, not of salons. The checks are
 * written as ordered, limited ranges: an equality would let the planner read a whole table.
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
      cross join lateral (
        select 1 from (select s.salon_id from services s where s.name >= n.name and s.name <= n.name
                         and s.approved_at is not null
                       order by s.name limit ${NAME_CHECK_WINDOW}) entry
        join salons on salons.id = entry.salon_id and salons.is_approved limit 1) offered
      where n.name is not null
    union
    select n.name from package_names n
      cross join lateral (
        select 1 from (select p.salon_id from service_packages p where p.name >= n.name and p.name <= n.name
                         and not exists (select 1 from service_package_items i join services w on w.id = i.service_id
                                         where i.package_id = p.id and w.approved_at is null)
                       order by p.name limit ${NAME_CHECK_WINDOW}) entry
        join salons on salons.id = entry.salon_id and salons.is_approved limit 1) offered
      where n.name is not null
    order by name`,
  );
  return { names: rows.map((row) => row.name) };
}
