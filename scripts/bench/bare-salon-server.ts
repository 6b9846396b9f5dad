// The floor the salon list is measured against: node:http and the database driver, nothing else,
// answering GET /api/salons with the very SQL the app sends for its default page (copied from
// drizzle's log of findSalons: the page's ids first, the count bounded, the rating key negated as
// its index orders it) and the same JSON, cursor included. The bench checks that both bodies are equal.
// Run by the bench as a child process with PORT and the app's DATA_DIR / DATABASE_URL.
import { createServer, type ServerResponse } from 'node:http';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { lockDataFolder } from '../../src/server/db/data-folder-lock';
import { cityRefOf } from '../../src/server/modules/salons/city-ref';
import { encodeListCursor } from '../../src/server/modules/salons/list-cursor';
import { AVAILABILITY_DAYS, marketplaceToday } from '../../src/shared/availability';
import { SALON_COUNT_LIMIT, SALONS_PAGE_SIZE } from '../../src/shared/salon-list';
import { addDays, timeOf, toWallClock } from '../../src/shared/time-zone';

const ORDER = '(-"salons"."avg_rating"), (-"salons"."review_count"), "salons"."search_name", "salons"."id"';
const PAGE_SQL =
  'select "salons"."id", "salons"."name", "salons"."address", "salons"."description", "salons"."cover_image_url", ' +
  '"salons"."avg_rating", "salons"."review_count", "salons"."search_name", "salons"."city", "salons"."time_zone", ' +
  '"salons"."min_price"::text, ' +
  '"salons"."service_names", ' +
  `(select array[to_char(first.start at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), first.service_id::text] ` +
  'from (select a.service_id, (select min(x) from unnest(a.starts) x where x > $3::timestamptz) as start ' +
  'from salon_availability a where a.salon_id = salons.id and a.day between $4::date and $5::date ' +
  'and a.last_start > $3::timestamptz and a.day = (select a.day from salon_availability a where ' +
  'a.salon_id = salons.id and a.day between $4::date and $5::date and a.last_start > $3::timestamptz ' +
  'order by a.day limit 1)) first order by first.start limit 1) ' +
  `from "salons" inner join (select "id" from "salons" where "salons"."is_approved" order by ${ORDER} ` +
  `limit $1 offset $2) "paged" on "paged"."id" = "salons"."id" order by ${ORDER}`;
const COUNT_SQL = `select count(*)::int from (select 1 from "salons" where "salons"."is_approved" order by ${ORDER} limit ${SALON_COUNT_LIMIT + 1}) "counted"`;

type Row = unknown[];

const config = loadConfig();
const target = config.database;
// Same driver settings as the app (extensions, pool size); the folder lock keeps the app out meanwhile.
const releaseLock =
  target.kind === 'pglite' && target.dataDir ? await lockDataFolder(target.dataDir) : () => {};
const { driver, close } = await openDatabase(target);

/** As the app's prepared statements: named on PostgreSQL (parsed once per connection), plain on PGlite. */
async function queryArrays(name: string, text: string, values: unknown[]): Promise<Row[]> {
  if (driver.kind === 'pglite') {
    return (await driver.client.query<Row>(text, values, { rowMode: 'array' })).rows;
  }
  return (await driver.pool.query<Row>({ name, text, values, rowMode: 'array' })).rows;
}

/** The next free slot as the app answers it: the instant, the salon's day and time, the service. */
function nextSlotOf(value: unknown, timeZone: string) {
  const [start, serviceId] = (value as string[] | null) ?? [];
  if (!start || !serviceId) return null;
  const wall = toWallClock(new Date(start), timeZone);
  return { start, date: wall.date, time: timeOf(wall.minutes), serviceId };
}

async function salonPage(): Promise<string> {
  // The app's clock for the list: the current minute; its days: the next AVAILABILITY_DAYS.
  const now = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  const today = marketplaceToday(now);
  const days = [today, addDays(today, AVAILABILITY_DAYS - 1)];
  // Both at once, as the app does: one after the other on PGlite's one connection, two on PostgreSQL.
  const [rows, [countRow]] = await Promise.all([
    queryArrays('bare_page', PAGE_SQL, [SALONS_PAGE_SIZE, 0, now.toISOString(), ...days]),
    queryArrays('bare_total', COUNT_SQL, []),
  ]);
  const last = rows.at(-1);
  return JSON.stringify({
    items: rows.map(
      ([
        id,
        name,
        address,
        description,
        coverImageUrl,
        avgRating,
        reviewCount,
        _searchName,
        city,
        timeZone,
        minPrice,
        serviceNames,
        nextSlot,
      ]) => ({
        id,
        name,
        address,
        description,
        coverImageUrl,
        avgRating: Number(avgRating),
        reviewCount,
        minPrice,
        serviceNames: serviceNames ?? [],
        city: cityRefOf(city as string | null),
        distanceKm: null,
        nextSlot: nextSlotOf(nextSlot, timeZone as string),
      }),
    ),
    total: Math.min(Number(countRow?.[0] ?? 0), SALON_COUNT_LIMIT),
    totalCapped: Number(countRow?.[0] ?? 0) > SALON_COUNT_LIMIT,
    page: 1,
    pageSize: SALONS_PAGE_SIZE,
    // Where "Voir plus" starts, as the app says it for a full page of the rating sort.
    nextCursor:
      last && rows.length === SALONS_PAGE_SIZE
        ? encodeListCursor({
            sort: 'rating',
            // numeric(3,2) as the app reads it: "4.50"
            avgRating: Number(last[5]).toFixed(2),
            reviewCount: last[6] as number,
            searchName: last[7] as string,
            id: last[0] as string,
          })
        : null,
  });
}

function send(response: ServerResponse, status: number, body: string) {
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}

const server = createServer((request, response) => {
  const answer =
    request.url === '/api/salons'
      ? salonPage()
      : request.url === '/api/health'
        ? queryArrays('bare_health', 'select 1', []).then(() => '{"status":"ok"}')
        : null;
  if (!answer) return send(response, 404, '{}');
  answer.then(
    (body) => send(response, 200, body),
    (error: unknown) => send(response, 500, JSON.stringify({ error: String(error) })),
  );
});
server.listen(config.port);

process.once('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void close().finally(() => {
    releaseLock();
    process.exit(0);
  });
});
