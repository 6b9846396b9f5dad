// The floor the salon list is measured against: node:http and the database driver, nothing else,
// answering GET /api/salons with the very SQL the app sends for its default page (its text taken
// once from the app's list query, so that both read the same rows the same way) and the same JSON,
// cursor included. The bench checks that both bodies are equal.
// Run by the bench as a child process with PORT and the app's DATA_DIR / DATABASE_URL.
import { createServer, type ServerResponse } from 'node:http';
import { fillPlaceholders } from 'drizzle-orm';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { lockDataFolder } from '../../src/server/db/data-folder-lock';
import { cityRefOf } from '../../src/server/modules/salons/city-ref';
import { salonListSql } from '../../src/server/modules/salons/find-salons';
import { cursorAfter, encodeListCursor } from '../../src/server/modules/salons/list-cursor';
import { AVAILABILITY_DAYS, marketplaceToday } from '../../src/shared/availability';
import { SALON_COUNT_LIMIT, SALONS_PAGE_SIZE } from '../../src/shared/salon-list';
import { SalonListQuerySchema } from '../../src/shared/schemas/salons';
import { addDays, timeOf, toWallClock } from '../../src/shared/time-zone';

type Row = unknown[];

const config = loadConfig();
const target = config.database;
// Same driver settings as the app (extensions, pool size); the folder lock keeps the app out meanwhile.
const releaseLock =
  target.kind === 'pglite' && target.dataDir ? await lockDataFolder(target.dataDir) : () => {};
const { db, driver, close } = await openDatabase(target);
const defaultList = salonListSql(db, SalonListQuerySchema.parse({}), new Date());
if (!defaultList.firstPages) throw new Error("The app's first list page has no one-search statement.");
const LIST = defaultList.firstPages;

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
  const values = { ...defaultList.values, now: now.toISOString(), from: days[0], to: days[1] };
  const rows = await queryArrays('bare_list', LIST.sql, fillPlaceholders(LIST.params, values));
  // The count comes on every row, after the card's columns.
  const counted = Number(rows[0]?.[14] ?? 0);
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
        _distanceKm,
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
    total: Math.min(counted, SALON_COUNT_LIMIT),
    totalCapped: counted > SALON_COUNT_LIMIT,
    page: 1,
    pageSize: SALONS_PAGE_SIZE,
    // Where "Voir plus" starts, as the app says it for a full page of the rating sort.
    nextCursor:
      last && rows.length === SALONS_PAGE_SIZE
        ? encodeListCursor(
            cursorAfter(
              // numeric(3,2) as the app reads it: "4.50"
              {
                id: last[0] as string,
                avgRating: Number(last[5]).toFixed(2),
                reviewCount: last[6] as number,
                searchName: last[7] as string,
              },
              'rating',
            ),
          )
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
