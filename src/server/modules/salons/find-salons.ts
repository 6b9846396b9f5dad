import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { SalonPage } from '@/shared/api-types';
import type { SalonListQuery } from '@/shared/schemas/salons';
import { findServiceCategory, type ServiceCategory } from '@/shared/service-categories';
import type { Database } from '../../db/client';
import { salons } from '../../db/schema';

/** LIKE treats % and _ as wildcards; a search for "50%" means the text "50%". */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function serviceCondition(category: ServiceCategory | undefined): SQL {
  const matches = category
    ? sql`rdv_search_text(s.name) like any (${sql.raw(
        `array[${category.keywords.map((keyword) => `'%${keyword}%'`).join(', ')}]`,
      )})`
    : sql`rdv_search_text(s.name) = rdv_search_text(${sql.placeholder('service')})`;
  // Written out: drizzle leaves ${salons.id} unqualified in places, which the subquery would read as s.id.
  return sql`exists (select 1 from services s where s.salon_id = salons.id and ${matches})`;
}

/**
 * What decides the SQL text of a list query; the search words, the service name and the page are
 * its parameters. 2 × 6 × 2 shapes at most, whatever people type.
 */
interface Shape {
  search: boolean;
  /** No filter, an exact service name, or one of the home page's categories. */
  service: 'none' | 'name' | ServiceCategory;
  sort: SalonListQuery['sort'];
}

function shapeOf(query: SalonListQuery): Shape {
  return {
    search: query.q !== '',
    service: query.service === '' ? 'none' : (findServiceCategory(query.service) ?? 'name'),
    sort: query.sort,
  };
}

/** Also the statement names on PostgreSQL, where each connection prepares them once. */
function keyOf(shape: Shape): string {
  const service = typeof shape.service === 'string' ? shape.service : shape.service.id;
  return `salons_${shape.search ? 'search' : 'all'}_${service}_${shape.sort}`;
}

function prepareSalonList(db: Database, shape: Shape, key: string) {
  const conditions: SQL[] = [eq(salons.isApproved, true)];
  if (shape.search) {
    conditions.push(
      sql`rdv_search_text(${salons.name} || ' ' || ${salons.address}) like '%' || rdv_search_text(${sql.placeholder('search')}) || '%'`,
    );
  }
  if (shape.service !== 'none') {
    conditions.push(serviceCondition(shape.service === 'name' ? undefined : shape.service));
  }
  const where = and(...conditions);
  const order =
    shape.sort === 'name'
      ? [asc(sql`rdv_search_text(${salons.name})`), asc(salons.id)]
      : [
          desc(salons.avgRating),
          desc(salons.reviewCount),
          asc(sql`rdv_search_text(${salons.name})`),
          asc(salons.id),
        ];
  return {
    page: db
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
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`${key}_page`),
    total: db.select({ total: count() }).from(salons).where(where).prepare(`${key}_total`),
  };
}

type SalonListStatements = ReturnType<typeof prepareSalonList>;

/**
 * Built once per shape and database: drizzle's query building took about 0.1 ms per request, some
 * 8 % of this list's cost on PGlite; PostgreSQL also parses a named statement only once per
 * connection.
 */
const statements = new WeakMap<Database, Map<string, SalonListStatements>>();

function statementsFor(db: Database, query: SalonListQuery): SalonListStatements {
  let byKey = statements.get(db);
  if (!byKey) {
    byKey = new Map();
    statements.set(db, byKey);
  }
  const shape = shapeOf(query);
  const key = keyOf(shape);
  let prepared = byKey.get(key);
  if (!prepared) {
    prepared = prepareSalonList(db, shape, key);
    byKey.set(key, prepared);
  }
  return prepared;
}

/**
 * The public salon list (docs/product.md#search-and-lists): approved salons only, searched by name or address
 * without accents or case, filtered by a category or a service name, sorted by rating (default) or
 * name, one page at a time with the total count.
 */
export async function findSalons(options: { db: Database; query: SalonListQuery }): Promise<SalonPage> {
  const { db, query } = options;
  const { page, total } = statementsFor(db, query);
  const values = {
    search: escapeLike(query.q),
    service: query.service,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  };
  const [rows, [totalRow]] = await Promise.all([page.execute(values), total.execute(values)]);

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
