import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { SalonPage } from '@/shared/api-types';
import type { SalonListQuery } from '@/shared/schemas/salons';
import { findServiceCategory } from '@/shared/service-categories';
import type { Database } from '../../db/client';
import { salons } from '../../db/schema';

/** LIKE treats % and _ as wildcards; a search for "50%" means the text "50%". */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function serviceCondition(service: string): SQL {
  const category = findServiceCategory(service);
  const matches = category
    ? sql`rdv_search_text(s.name) like any (${sql.raw(
        `array[${category.keywords.map((keyword) => `'%${keyword}%'`).join(', ')}]`,
      )})`
    : sql`rdv_search_text(s.name) = rdv_search_text(${service})`;
  // Written out: drizzle leaves ${salons.id} unqualified in places, which the subquery would read as s.id.
  return sql`exists (select 1 from services s where s.salon_id = salons.id and ${matches})`;
}

/**
 * The public salon list (SPEC §2 "Salon list"): approved salons only, searched by name or address
 * without accents or case, filtered by a category or a service name, sorted by rating (default) or
 * name, one page at a time with the total count.
 */
export async function findSalons(options: { db: Database; query: SalonListQuery }): Promise<SalonPage> {
  const { db, query } = options;
  const conditions: SQL[] = [eq(salons.isApproved, true)];
  if (query.q) {
    conditions.push(
      sql`rdv_search_text(${salons.name} || ' ' || ${salons.address}) like '%' || rdv_search_text(${escapeLike(query.q)}) || '%'`,
    );
  }
  if (query.service) conditions.push(serviceCondition(query.service));
  const where = and(...conditions);
  const order =
    query.sort === 'name'
      ? [asc(sql`rdv_search_text(${salons.name})`), asc(salons.id)]
      : [
          desc(salons.avgRating),
          desc(salons.reviewCount),
          asc(sql`rdv_search_text(${salons.name})`),
          asc(salons.id),
        ];

  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: salons.id,
        name: salons.name,
        address: salons.address,
        description: salons.description,
        coverImageUrl: salons.coverImageUrl,
        avgRating: salons.avgRating,
        reviewCount: salons.reviewCount,
        minPrice: sql<
          string | null
        >`(select min(sv.price)::text from services sv where sv.salon_id = salons.id)`,
        serviceNames: sql<
          string[]
        >`array(select distinct sv.name from services sv where sv.salon_id = salons.id order by 1 limit 4)`,
      })
      .from(salons)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(salons).where(where),
  ]);

  return {
    items: rows.map((row) => ({
      ...row,
      avgRating: Number(row.avgRating),
      serviceNames: row.serviceNames ?? [],
    })),
    total: totalRow?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
