import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { NextSlot, SalonPage } from '@/shared/api-types';
import {
  AVAILABILITY_DATE_MESSAGE,
  AVAILABILITY_DAYS,
  availabilityDays,
  marketplaceToday,
} from '@/shared/availability';
import { SALON_COUNT_LIMIT } from '@/shared/salon-list';
import type { SalonListQuery } from '@/shared/schemas/salons';
import { findServiceCategory, type ServiceCategory } from '@/shared/service-categories';
import { addDays, timeOf, toWallClock } from '@/shared/time-zone';
import { AppError } from '../../base/errors';
import { type Database, queryRows } from '../../db/client';
import { salons, servicePackages, services } from '../../db/schema';
import { escapeLike } from '../../lib/escape-like';
import { cityRefOf } from './city-ref';
import { cursorAfter, decodeListCursor, encodeListCursor } from './list-cursor';

/** The availability rows `a` of a category's services (their categories, copied on each row). */
function serviceMatch(category: ServiceCategory): SQL {
  return sql`a.service_categories @> ${sql.raw(`array['${category.id}']`)}::text[]`;
}

/**
 * The salons offering a category or an exact service name, from what the salon row keeps of its
 * services (0017), on the partial GIN indexes.
 */
function serviceCondition(category: ServiceCategory | undefined): SQL {
  return category
    ? sql`${salons.serviceCategories} @> ${sql.raw(`array['${category.id}']`)}::text[]`
    : sql`${salons.serviceSearchNames} @> array[rdv_search_text(${sql.placeholder('service')})]`;
}

/**
 * What decides the SQL text of a list query; the search words, the service name, the city, the
 * position, the days and the page are its parameters. A bounded number of shapes, whatever people
 * type.
 */
interface Shape {
  search: boolean;
  /** No filter, an exact service name, or one of the home page's categories. */
  service: 'none' | 'name' | ServiceCategory;
  sort: SalonListQuery['sort'];
  city: boolean;
  /** A position was given: each salon's distance is computed. */
  near: boolean;
  /** "Disponibilité": only salons with a free slot between `from` and `to`. */
  available: boolean;
  /** The page starts after a cursor (rating and name sorts) instead of at an offset. */
  after: boolean;
  /**
   * With a name: whose availability rows it names, services', packages' or both (a name is
   * usually one or the other; reading both kinds' rows at once cost the planner its best plans).
   */
  names: NameKind;
}

type NameKind = 'services' | 'packages' | 'both';

function shapeOf(query: SalonListQuery, names: NameKind): Shape {
  return {
    search: query.q !== '',
    service: query.service === '' ? 'none' : (findServiceCategory(query.service) ?? 'name'),
    sort: query.sort,
    city: query.ville !== '',
    near: query.lat !== undefined && query.lng !== undefined,
    available: query.dispo !== '',
    after: query.after !== undefined && query.sort !== 'distance',
    names,
  };
}

/** Whether a name the list is filtered on is a service's, a package's or both: two index probes. */
async function nameKindOf(db: Database, query: SalonListQuery): Promise<NameKind> {
  if (query.service === '' || findServiceCategory(query.service)) return 'services';
  const [row] = await queryRows<{ service: boolean; package: boolean }>(
    db,
    sql`select exists (select 1 from ${services} where ${services.searchName} = rdv_search_text(${query.service})) as service,
      exists (select 1 from ${servicePackages} where ${servicePackages.searchName} = rdv_search_text(${query.service})) as package`,
  );
  if (row?.package) return row.service ? 'both' : 'packages';
  return 'services';
}

/** Also the statement names on PostgreSQL, where each connection prepares them once. */
function keyOf(shape: Shape): string {
  const service = typeof shape.service === 'string' ? shape.service : shape.service.id;
  const flags = `${shape.city ? 'c' : ''}${shape.near ? 'n' : ''}${shape.available ? 'a' : ''}${shape.after ? 'k' : ''}`;
  const names = shape.service === 'name' && shape.names !== 'services' ? `_${shape.names}` : '';
  return `salons_${shape.search ? 'search' : 'all'}_${service}${names}_${shape.sort}${flags ? `_${flags}` : ''}`;
}

/** Kilometres from the given position (haversine in SQL, as `distanceKm` in shared/cities.ts). */
// least() would skip a null and answer 1: a salon without a position has no distance.
const distance = sql`(case when ${salons.latitude} is null then null else 2 * 6371.0088 * asin(least(1, sqrt(
  power(sin(radians(${salons.latitude} - ${sql.placeholder('lat')}::float8) / 2), 2)
  + cos(radians(${sql.placeholder('lat')}::float8)) * cos(radians(${salons.latitude}))
  * power(sin(radians(${salons.longitude} - ${sql.placeholder('lng')}::float8) / 2), 2)))) end)`;

/**
 * The given position as a point of the unit sphere, as `salons.earth_point` keeps each salon's: the
 * straight-line distance between the two orders salons as `distance` does, nearest first, and the
 * GiST index on `earth_point` reads them in that order (decision 070).
 */
const nearPoint = sql`cube(array[
  cos(radians(${sql.placeholder('lat')}::float8)) * cos(radians(${sql.placeholder('lng')}::float8)),
  cos(radians(${sql.placeholder('lat')}::float8)) * sin(radians(${sql.placeholder('lng')}::float8)),
  sin(radians(${sql.placeholder('lat')}::float8))])`;

/**
 * Salons at exactly the same place as the page's last one: read beyond the page, so that they are
 * ordered by name whichever of them the index gives first.
 */
const DISTANCE_TIE_MARGIN = 50;

/**
 * The salons a page by distance can hold: the nearest of those `where` keeps, read from the GiST
 * index on `earth_point` (enough for the page, with a margin for salons at the same place), then
 * those without a position, by name. The page orders these few exactly (distance, then name): an
 * ORDER BY of several keys cannot be read from the index, and sorted every matching salon (70 ms
 * at 100,000 salons).
 */
function nearestCandidates(where: SQL | undefined): SQL {
  const upTo = sql`${sql.placeholder('offset')}::int + ${sql.placeholder('limit')}::int`;
  return sql`${salons.id} in (
    select placed.id from (select ${salons.id} as id from ${salons}
      where ${where} and ${salons.earthPoint} is not null
      order by ${salons.earthPoint} <-> ${nearPoint} limit ${upTo} + ${DISTANCE_TIE_MARGIN}) placed
    union all
    select unplaced.id from (select ${salons.id} as id from ${salons}
      where ${where} and ${salons.earthPoint} is null
      order by ${salons.searchName}, ${salons.id} limit ${upTo}) unplaced)`;
}

/** An availability row `a` of the asked days, still free after `now`. */
const days = sql`a.day between ${sql.placeholder('from')}::date and ${sql.placeholder('to')}::date
    and a.last_start > ${sql.placeholder('now')}::timestamptz`;

/**
 * The availability rows of the listed salon in the asked days, still free after `now`; with a
 * service filter, those of the matching services, by the name and categories each row carries
 * (decision 070: reading each row's service made a salon's check several index probes). A service
 * name may also be a package's (docs/product.md#packages): its rows then join the services' as
 * `a`, with the package's first service as `service_id`; other rows have a null `package_id`.
 */
function availabilityRows(shape: Shape): SQL {
  if (shape.service === 'name' && shape.names !== 'services') {
    const name = sql`rdv_search_text(${sql.placeholder('service')})`;
    const packageRows = sql`select a.salon_id, a.day, a.starts, a.last_start, i.service_id, a.package_id
        from package_availability a
        join service_package_items i on i.package_id = a.package_id and i.position = 0
        where a.package_search_name = ${name}`;
    if (shape.names === 'packages') return sql`(${packageRows}) a where a.salon_id = salons.id and ${days}`;
    return sql`(select a.salon_id, a.day, a.starts, a.last_start, a.service_id, null::uuid as package_id
        from salon_availability a where a.service_search_name = ${name}
      union all
      ${packageRows}) a
      where a.salon_id = salons.id and ${days}`;
  }
  // The service's name and categories are on the row itself: no row's service is read.
  const serviceRows =
    shape.service === 'none'
      ? sql``
      : sql` and ${
          shape.service === 'name'
            ? sql`a.service_search_name = rdv_search_text(${sql.placeholder('service')})`
            : serviceMatch(shape.service)
        }`;
  return sql`salon_availability a where a.salon_id = salons.id${serviceRows} and ${days}`;
}

/**
 * "Free in the asked days": an availability row exists. For a name, the rows that carry it, a
 * package's without its first service (read for the card's next slot only: joining it cost each
 * salon walked one more index probe). For a name both services and packages carry, the services'
 * rows or the packages' rows, as two lookups of the salon's own rows: written as one over their
 * union, the planner built the whole union of the day's rows and compared it with every salon it
 * walked (48 ms at 100,000 salons against 2 ms at 100, measured by the scale bench on a day with
 * rows).
 */
function availableCondition(shape: Shape): SQL {
  if (shape.service !== 'name' || shape.names === 'services') {
    return sql`exists (select 1 from ${availabilityRows(shape)})`;
  }
  const name = sql`rdv_search_text(${sql.placeholder('service')})`;
  const packageRows = sql`select 1 from package_availability a where a.package_search_name = ${name}
      and a.salon_id = salons.id and ${days}`;
  if (shape.names === 'packages') return sql`exists (${packageRows})`;
  // OFFSET 0 keeps each a lookup per salon walked: without it, the planner hashed every row of the
  // day for each side (SubPlan "hashed"), 45 ms at 100,000 salons for a page of 12.
  return sql`(exists (select 1 from salon_availability a where a.service_search_name = ${name}
      and a.salon_id = salons.id and ${days} offset 0)
    or exists (${packageRows} offset 0))`;
}

/** The package of an availability row, where the rows can be a package's (`availabilityRows`). */
const packageColumn = (shape: Shape) =>
  shape.service === 'name' && shape.names !== 'services' ? sql`a.package_id` : sql`null::uuid`;

/** The list's two queries for a shape, unprepared (the plans test reads their SQL). */
function salonListQueries(db: Database, shape: Shape) {
  // A literal, not a parameter: prepared plans may then use the partial indexes (decision 056).
  const conditions: SQL[] = [sql`${salons.isApproved}`];
  if (shape.search) {
    conditions.push(
      sql`${salons.searchText} like '%' || rdv_search_text(${sql.placeholder('search')}) || '%'`,
    );
  }
  // Kept with availability asked too, though its rows already belong to matching services: the
  // salon's own condition, on its index, narrows the salons before any availability row is read
  // (without it, a category with "dispo" checked the category row by row at 100,000 salons).
  if (shape.service !== 'none') {
    conditions.push(serviceCondition(shape.service === 'name' ? undefined : shape.service));
  }
  if (shape.city) conditions.push(sql`${salons.city} = ${sql.placeholder('city')}`);
  if (shape.available) conditions.push(availableCondition(shape));
  const where = and(...conditions);
  const byName = asc(salons.searchName);
  // The best rated first: negated, so that the whole key ascends as salons_public_rating_idx orders
  // it, and a cursor is one row comparison the index starts from (both columns are never null).
  const ratingKey = sql`(-${salons.avgRating}), (-${salons.reviewCount}), ${salons.searchName}, ${salons.id}`;
  const order =
    shape.sort === 'name'
      ? [byName, asc(salons.id)]
      : shape.sort === 'distance'
        ? [sql`${distance} asc nulls last`, byName, asc(salons.id)]
        : [ratingKey];
  const pageWhere = shape.after
    ? and(
        where,
        shape.sort === 'name'
          ? sql`(${salons.searchName}, ${salons.id}) > (${sql.placeholder('afterName')}, ${sql.placeholder('afterId')}::uuid)`
          : sql`(${ratingKey}) > (-(${sql.placeholder('afterRating')}::numeric), -(${sql.placeholder('afterReviews')}::int), ${sql.placeholder('afterName')}, ${sql.placeholder('afterId')}::uuid)`,
      )
    : shape.sort === 'distance'
      ? // The candidates were chosen under `where`: checking it again read each one's availability twice.
        nearestCandidates(where)
      : where;
  // What a card shows, computed for the page's salons only (the next slot above all), not for every
  // row an OFFSET skips or the count reads (decision 056).
  const cardColumns = {
    id: salons.id,
    name: salons.name,
    address: salons.address,
    description: salons.description,
    coverImageUrl: salons.coverImageUrl,
    avgRating: salons.avgRating,
    reviewCount: salons.reviewCount,
    searchName: salons.searchName,
    city: salons.city,
    timeZone: salons.timeZone,
    minPrice: sql<string | null>`${salons.minPrice}::text`,
    serviceNames: salons.serviceNames,
    distanceKm: shape.near ? sql<number | null>`${distance}` : sql<null>`null::float8`,
    // The earliest start after now among the asked days' rows: [ISO instant, service id]. Only
    // the first day with one is unpacked (a day's starts all come before the next day's): about
    // 5 rows a salon instead of 14 days of them.
    nextSlot: sql<string[] | null>`(select array[
        to_char(first.start at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), first.service_id::text,
        first.package_id::text]
      from (select a.service_id, ${packageColumn(shape)} as package_id, (select min(x) from unnest(a.starts) x where x > ${sql.placeholder('now')}::timestamptz) as start
        from ${availabilityRows(shape)}
        and a.day = (select a.day from ${availabilityRows(shape)} order by a.day limit 1)) first
      order by first.start limit 1)`,
  };
  // The page's ids first, from the sort's index on approved salons, then the salons themselves.
  const paged = db
    .select({ id: salons.id })
    .from(salons)
    .where(pageWhere)
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('paged');
  // The first pages and their count from one search: the matches up to one past the count's limit,
  // in the list's order, numbered. A rare word's trigram lookup, the costliest part of its list at
  // 100,000 salons, is then done once instead of once for the page and once for the count.
  const matched = db.$with('matched').as(
    db
      .select({
        id: salons.id,
        position: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('position'),
      })
      .from(salons)
      .where(where)
      .orderBy(...order)
      .limit(SALON_COUNT_LIMIT + 1),
  );
  return {
    page: db
      .select(cardColumns)
      .from(salons)
      .innerJoin(paged, eq(paged.id, salons.id))
      .orderBy(...order),
    // Counted up to one past the limit: the exact number when small, "more than" when large. In the
    // list's order, so that a common word or category is counted along the sort's index and stops
    // at the limit, where a bitmap of every match would read them all.
    total:
      shape.sort === 'distance'
        ? // Counted along the same index as the page (the nearest first, then those without a
          // position): the salons the page's candidates were read from are counted again, not
          // others at the other end of the country.
          db.select({ total: sql<number>`least(count(*), ${SALON_COUNT_LIMIT + 1})::int` }).from(
            sql`(select 1 from (select 1 from ${salons} where ${where} and ${salons.earthPoint} is not null
                order by ${salons.earthPoint} <-> ${nearPoint} limit ${SALON_COUNT_LIMIT + 1}) placed
              union all
              select 1 from (select 1 from ${salons} where ${where} and ${salons.earthPoint} is null
                limit ${SALON_COUNT_LIMIT + 1}) unplaced) counted`,
          )
        : db.select({ total: sql<number>`count(*)::int` }).from(
            db
              .select({ one: sql`1`.as('one') })
              .from(salons)
              .where(where)
              // Any order an index gives stops the count at its limit.
              .orderBy(...order)
              .limit(SALON_COUNT_LIMIT + 1)
              .as('counted'),
          ),
    /** A page within the counted matches (no cursor), with the count on each of its rows. */
    firstPages: db
      .with(matched)
      .select({ ...cardColumns, total: sql<number>`(select count(*)::int from ${matched})` })
      .from(salons)
      .innerJoin(matched, eq(matched.id, salons.id))
      .where(
        sql`${matched.position} > ${sql.placeholder('offset')}::int
          and ${matched.position} <= ${sql.placeholder('offset')}::int + ${sql.placeholder('limit')}::int`,
      )
      .orderBy(matched.position),
  };
}

function prepareSalonList(db: Database, shape: Shape, key: string) {
  const { page, total, firstPages } = salonListQueries(db, shape);
  return {
    page: page.prepare(`${key}_page`),
    total: total.prepare(`${key}_total`),
    // A page after a cursor may lie anywhere: it never comes from the counted matches. Nor a page
    // by distance, whose salons come from the nearest candidates (`nearestCandidates`).
    firstPages: shape.after || shape.sort === 'distance' ? null : firstPages.prepare(`${key}_first`),
  };
}

type SalonListStatements = ReturnType<typeof prepareSalonList>;

/**
 * Built once per shape and database: drizzle's query building took about 0.1 ms per request, some
 * 8 % of this list's cost on PGlite; PostgreSQL also parses a named statement only once per
 * connection.
 */
const statements = new WeakMap<Database, Map<string, SalonListStatements>>();

function statementsFor(db: Database, query: SalonListQuery, names: NameKind): SalonListStatements {
  let byKey = statements.get(db);
  if (!byKey) {
    byKey = new Map();
    statements.set(db, byKey);
  }
  const shape = shapeOf(query, names);
  const key = keyOf(shape);
  let prepared = byKey.get(key);
  if (!prepared) {
    prepared = prepareSalonList(db, shape, key);
    byKey.set(key, prepared);
  }
  return prepared;
}

/**
 * The public salon list (docs/product.md#search-and-lists, #where-and-when): approved salons only,
 * searched by name or address without accents or case, filtered by a category or a service name, a
 * city and the days with a free slot, sorted by rating (default), name or distance, one page at a
 * time with the total count; each salon with its next free slot.
 */
export async function findSalons(options: {
  db: Database;
  query: SalonListQuery;
  now: Date;
}): Promise<SalonPage> {
  const { db, query, now } = options;
  const { page, total, firstPages } = statementsFor(db, query, await nameKindOf(db, query));
  const values = listValues(query, now);
  let rows: Awaited<ReturnType<typeof page.execute>>;
  let counted: number;
  if (firstPages && withinCounted(values.offset, query.pageSize)) {
    const numbered = await firstPages.execute(values);
    rows = numbered;
    // No row: no match at all, or a page past the last one, whose count is asked apart.
    counted =
      numbered[0]?.total ?? (values.offset === 0 ? 0 : ((await total.execute(values))[0]?.total ?? 0));
  } else {
    const [pageRows, [totalRow]] = await Promise.all([page.execute(values), total.execute(values)]);
    rows = pageRows;
    counted = totalRow?.total ?? 0;
  }

  const last = rows.at(-1);
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      address: row.address,
      description: row.description,
      coverImageUrl: row.coverImageUrl,
      avgRating: Number(row.avgRating),
      reviewCount: row.reviewCount,
      minPrice: row.minPrice,
      serviceNames: row.serviceNames ?? [],
      city: cityRefOf(row.city),
      distanceKm: row.distanceKm === null ? null : Number(row.distanceKm),
      nextSlot: nextSlotOf(row.nextSlot, row.timeZone),
    })),
    total: Math.min(Number(counted), SALON_COUNT_LIMIT),
    totalCapped: Number(counted) > SALON_COUNT_LIMIT,
    page: query.page,
    pageSize: query.pageSize,
    nextCursor:
      last && rows.length === query.pageSize && query.sort !== 'distance'
        ? encodeListCursor(cursorAfter(last, query.sort))
        : null,
  };
}

/** A page that ends within the matches the count reads (SALON_COUNT_LIMIT + 1). */
function withinCounted(offset: number, pageSize: number): boolean {
  return offset + pageSize <= SALON_COUNT_LIMIT + 1;
}

/** The values of a list query's parameters; a date beyond the days kept ready is a French 400. */
function listValues(query: SalonListQuery, now: Date) {
  const today = marketplaceToday(now);
  const days =
    query.dispo === ''
      ? { from: today, to: addDays(today, AVAILABILITY_DAYS - 1) }
      : availabilityDays(query.dispo, today);
  if (!days)
    throw new AppError(400, 'validation_failed', AVAILABILITY_DATE_MESSAGE, {
      dispo: AVAILABILITY_DATE_MESSAGE,
    });
  return {
    search: escapeLike(query.q),
    service: query.service,
    city: query.ville,
    lat: query.lat ?? 0,
    lng: query.lng ?? 0,
    from: days.from,
    to: days.to,
    now: now.toISOString(),
    limit: query.pageSize,
    ...pagePosition(query),
  };
}

/**
 * The SQL text and parameters of a list request's statements: for EXPLAIN in the plans test, and
 * for the bench's bare server, which sends the app's own SQL.
 */
export function salonListSql(db: Database, query: SalonListQuery, now: Date, names: NameKind = 'services') {
  const shape = shapeOf(query, names);
  const { page, total, firstPages } = salonListQueries(db, shape);
  const values = listValues(query, now);
  return {
    page: page.toSQL(),
    total: total.toSQL(),
    firstPages:
      shape.after || shape.sort === 'distance' || !withinCounted(values.offset, query.pageSize)
        ? null
        : firstPages.toSQL(),
    values,
  };
}

/** Where a page starts: right after its cursor, or at its number's offset. */
function pagePosition(query: SalonListQuery) {
  const none = {
    offset: (query.page - 1) * query.pageSize,
    afterRating: '0',
    afterReviews: 0,
    afterName: '',
    afterId: '',
  };
  if (query.after === undefined) return none;
  // A distance is computed for every matching salon anyway: that sort has no cursor (a 400).
  const cursor = decodeListCursor(query.after, query.sort);
  return {
    offset: 0,
    afterRating: cursor.sort === 'rating' ? cursor.avgRating : '0',
    afterReviews: cursor.sort === 'rating' ? cursor.reviewCount : 0,
    afterName: cursor.searchName,
    afterId: cursor.id,
  };
}

function nextSlotOf(value: (string | null)[] | null, timeZone: string): NextSlot | null {
  const [start, serviceId, packageId] = value ?? [];
  if (!start || !serviceId) return null;
  const wall = toWallClock(new Date(start), timeZone);
  return {
    start,
    date: wall.date,
    time: timeOf(wall.minutes),
    serviceId,
    ...(packageId ? { packageId } : {}),
  };
}
