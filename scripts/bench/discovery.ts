import autocannon from 'autocannon';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import type { Config } from '../../src/server/config';
import { type Database, type Executor, queryRows } from '../../src/server/db/client';
import { availabilityQueue, publicHolidays } from '../../src/server/db/schema';
import { rebuildSalonAvailability } from '../../src/server/modules/availability/rebuild-availability';
import { runNight, withoutWaitingForDisk } from '../../src/server/modules/availability/refresh-availability';
import { addHoliday, updateHoliday } from '../../src/server/modules/hours/admin-holidays';
import { remindHolidays } from '../../src/server/modules/hours/holiday-reminders';
import { openApp } from '../../src/server/open-app';
import { createUser } from '../../src/server/test-support/factories';
import { marketplaceToday } from '../../src/shared/availability';
import { CITIES } from '../../src/shared/cities';
import { must } from '../../src/shared/must';
import { addDays, fromWallClock } from '../../src/shared/time-zone';
import type { BenchDatabase } from './bench-database';
import { BENCH_SERVICES, citiesValues, insertBulkPackages } from './bulk-catalogue';
import { spawnServer } from './server-process';
import { median, round } from './stats';

/** The marketplace the discovery figures are taken on: 10,000 approved salons (decision 052). */
export const DISCOVERY_SALONS = 10_000;
/** Connections of the load: one per core of this machine, so latency is service time, not queueing. */
const CONNECTIONS = 2;

export interface DiscoveryLine {
  label: string;
  path: string;
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
}

export interface DiscoveryResult {
  salons: number;
  buildSeconds: number;
  availabilitySeconds: number;
  /**
   * The worker's night: every salon rolled onto the new day by the worker's rounds (seconds, and ms
   * per salon), against one salon rebuilt whole (median, ms).
   */
  night: {
    salons: number;
    seconds: number;
    rollMs: number;
    rebuildMs: number;
    ratio: number;
    nightAt100kSeconds: number;
  };
  /**
   * The public holidays' work on the whole marketplace (decision 077), each rolled back: an admin
   * moving a holiday (every salon's days queued, the salons with appointments told) and the owners'
   * reminder 7 days before (one notification per salon); ms, and per salon.
   */
  holidays: { salons: number; moveMs: number; remindMs: number; remindAt100kSeconds: number };
  /** The unfiltered first page first, then the filtered ones; every series uncached. */
  lines: DiscoveryLine[];
  /** Each filtered line's p50 against the unfiltered list's, in the same run. */
  ratios: { label: string; ratio: number }[];
}

const SERVICES = BENCH_SERVICES.slice(0, 5);

/**
 * 10,000 approved salons over the 31 cities, 5 services each (a package of two in one salon in four), default hours, in a handful of SQL
 * statements (generate_series); a third of them busy tomorrow morning, one in ten booked the whole
 * of tomorrow, so the availability filter has work to do.
 */
async function buildMarketplace(db: Executor, ownerId: string, clientId: string, count: number) {
  const cities = citiesValues();
  await db.execute(sql`
    insert into salons (name, address, owner_id, is_approved, city, latitude, longitude, avg_rating, review_count)
    select 'Salon banc ' || lpad(i::text, 6, '0'), i || ' rue du Banc, ' || c.name, ${ownerId}, true, c.slug,
      c.lat + ((i * 7919) % 200 - 100) / 5000.0, c.lng + ((i * 104729) % 200 - 100) / 5000.0,
      round(((i % 41) / 10.0 + 1)::numeric, 2), i % 57
    from generate_series(1, ${count}) as i
    join (values ${cities}) as c(idx, slug, name, lat, lng) on c.idx = i % ${CITIES.length}`);
  const services = sql.raw(
    SERVICES.map(([name, price, duration]) => `('${name}', ${price}, ${duration})`).join(', '),
  );
  await db.execute(sql`
    insert into services (salon_id, name, price, duration)
    select s.id, v.name, v.price, v.duration from salons s cross join (values ${services}) as v(name, price, duration)
    where s.name like 'Salon banc %'`);
  await insertBulkPackages(db, sql`s.name like 'Salon banc %'`);
  const tomorrow = addDays(marketplaceToday(new Date()), 1);
  const at = (time: number) =>
    must(
      fromWallClock(tomorrow, time, 'Africa/Tunis'),
      'fromWallClock(tomorrow, time, "Africa/Tunis")',
    ).toISOString();
  // Busy mornings (09:00-12:00) for one salon in three; whole days (09:00-18:00) for one in ten.
  await db.execute(sql`
    insert into bookings (client_id, prestataire_id, salon_id, service_id, service_name, service_price, status, start_time, end_time)
    select ${clientId}, ${ownerId}, s.id, null, 'Coupe femme', 35, 'confirmed', ${at(9 * 60)}::timestamptz,
      case when row_number() over (order by s.id) % 10 = 0 then ${at(18 * 60)}::timestamptz else ${at(12 * 60)}::timestamptz end
    from salons s where s.name like 'Salon banc %' and (hashtext(s.id::text) % 3 = 0 or hashtext(s.id::text) % 10 = 0)`);
}

/** Salons rebuilt whole, each in a transaction rolled back, for the night's comparison. */
const REBUILD_SAMPLE = 200;

/**
 * The availability worker's night on the whole marketplace: the worker's own rounds at tomorrow's
 * date until every salon is rolled onto it (a batch of ROLL_BATCH salons per transaction), timed
 * from outside; per salon, against a whole rebuild of one salon at a time (a sample, rolled back).
 * The night of 100,000 salons is the per-salon time times 100,000. Run last: it moves the rows.
 */
async function measureNight(config: Config) {
  const opened = await openApp(config);
  try {
    const { db } = opened.deps;
    const sample = await queryRows<{ id: string }>(
      db,
      sql`select s.id from salons s where s.name like 'Salon banc %' order by s.id limit ${REBUILD_SAMPLE}`,
    );
    const tomorrow = new Date(Date.now() + 24 * 3_600_000);
    const rebuild: number[] = [];
    for (const salon of sample) {
      const started = performance.now();
      await db
        .transaction(async (tx) => {
          await withoutWaitingForDisk(tx);
          await rebuildSalonAvailability(tx, { salonId: salon.id, now: tomorrow });
          tx.rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof TransactionRollbackError)) throw error;
        });
      rebuild.push(performance.now() - started);
    }
    const started = performance.now();
    const rolled = await runNight({ db, now: tomorrow });
    const nightMs = performance.now() - started;
    const rollMs = round(nightMs / Math.max(rolled, 1), 2);
    const rebuildMs = round(median(rebuild), 2);
    return {
      salons: rolled,
      seconds: round(nightMs / 1000, 1),
      rollMs,
      rebuildMs,
      ratio: round(rollMs / rebuildMs, 2),
      nightAt100kSeconds: round((rollMs * 100_000) / 1000),
    };
  } finally {
    await opened.close();
  }
}

/** Runs `work` in a transaction rolled back, and answers its duration (ms). */
async function timedRollback(db: Database, work: (tx: Executor) => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await db
    .transaction(async (tx) => {
      await withoutWaitingForDisk(tx);
      await work(tx);
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  return performance.now() - started;
}

/**
 * A holiday moved by an admin and its reminder, on the whole marketplace (medians of 3, rolled
 * back): both grow with the number of salons by nature (each salon's days, each owner's note), so
 * the figure is the time per salon and its projection to 100,000.
 */
async function measureHolidays(config: Config) {
  const opened = await openApp(config);
  try {
    const { db } = opened.deps;
    const actor = { id: null, email: null, ip: null, userAgent: null };
    const tomorrow = addDays(marketplaceToday(new Date()), 1);
    const inSix = addDays(marketplaceToday(new Date()), 6);
    const [salons] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from salons where is_approved`,
    );
    const count = salons?.n ?? 0;
    const moves: number[] = [];
    const reminders: number[] = [];
    for (let round = 0; round < 3; round++) {
      moves.push(
        await timedRollback(db, async (tx) => {
          const holiday = await addHoliday(tx, {
            input: { name: 'Jour du banc', startDate: inSix, endDate: inSix, status: 'provisional' },
            actor,
            now: new Date(),
          });
          await updateHoliday(tx, {
            holidayId: holiday.id,
            input: { name: 'Jour du banc', startDate: tomorrow, endDate: tomorrow, status: 'confirmed' },
            actor,
            now: new Date(),
          });
        }),
      );
      reminders.push(
        await timedRollback(db, async (tx) => {
          await tx
            .insert(publicHolidays)
            .values({ name: 'Rappel du banc', startDate: inSix, endDate: inSix });
          await remindHolidays({ db: tx, now: new Date() });
        }),
      );
    }
    const remindMs = round(median(reminders));
    return {
      salons: count,
      moveMs: round(median(moves)),
      remindMs,
      remindAt100kSeconds: round((remindMs * (100_000 / Math.max(count, 1))) / 1000, 1),
    };
  } finally {
    await opened.close();
  }
}

/** Every queued salon rebuilt, `parallel` at a time (the pool's connections). */
async function buildAvailability(db: Database, parallel: number) {
  const queued = await db.select({ salonId: availabilityQueue.salonId }).from(availabilityQueue);
  const now = new Date();
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < queued.length) {
        const { salonId } = must(queued[next++], 'queued[next++]');
        await db.transaction(async (tx) => {
          await withoutWaitingForDisk(tx);
          await rebuildSalonAvailability(tx, { salonId, now });
        });
      }
    }),
  );
  await db.delete(availabilityQueue);
}

async function load(url: string, seconds: number) {
  const result = await autocannon({
    url,
    headers: { 'cache-control': 'no-cache' },
    connections: CONNECTIONS,
    duration: seconds,
  });
  if (result.errors + result.non2xx > 0)
    throw new Error(`${result.errors + result.non2xx} erreurs sur ${url}`);
  return {
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requestsPerSecond: round(result.requests.total / result.duration, 1),
  };
}

/** The large marketplace and its availability, in the database `config` names. */
export async function buildDiscoveryData(config: Config) {
  const opened = await openApp(config);
  try {
    const { db } = opened.deps;
    const owner = await createUser(opened.deps, { role: 'prestataire', providerStatus: 'approved' });
    const client = await createUser(opened.deps, { role: 'client' });
    const started = performance.now();
    await db.transaction(async (tx) => {
      // A bulk build may outlast a request's statement timeout (its triggers refresh every salon).
      await tx.execute(sql`set local statement_timeout = 0`);
      await buildMarketplace(tx, owner.id, client.id, DISCOVERY_SALONS);
    });
    const buildSeconds = round((performance.now() - started) / 1000, 1);
    const availabilityStarted = performance.now();
    await buildAvailability(db, 4);
    const availabilitySeconds = round((performance.now() - availabilityStarted) / 1000, 1);
    // As autovacuum keeps a live table: statistics, and a visibility map for index-only scans.
    await db.execute(sql`vacuum analyze`);
    const [rows] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from salon_availability`,
    );
    console.log(
      `  ${DISCOVERY_SALONS} salons en ${buildSeconds} s, disponibilités en ${availabilitySeconds} s (${rows?.count} lignes)`,
    );
    return { buildSeconds, availabilitySeconds };
  } finally {
    await opened.close();
  }
}

/**
 * The salon list at DISCOVERY_SALONS approved salons on PostgreSQL, uncached (what a live
 * marketplace gets): the first page unfiltered, then filtered by availability ("Demain"), by city
 * and availability, by category and availability. Each series runs `rounds` times in turn; the
 * figures are the medians.
 */
export async function benchDiscovery(
  database: BenchDatabase,
  options: { rounds: number; seconds: number },
): Promise<DiscoveryResult> {
  if (database.kind !== 'postgres')
    throw new Error('Le banc « discovery » demande PostgreSQL (DATABASE_URL).');
  const { buildSeconds, availabilitySeconds } = await buildDiscoveryData(database.config());
  const server = await spawnServer('src/server/index.ts', { ...database.env, OUTBOX_INTERVAL_MS: '0' });
  const lines = await measureLines(server.url, options).finally(() => server.stop());
  const base = must(lines[0], 'a first line').p50Ms || 1;
  const holidays = await measureHolidays(database.config());
  // Last: the night moves the rows the lines read.
  const night = await measureNight(database.config());
  return {
    salons: DISCOVERY_SALONS,
    buildSeconds,
    availabilitySeconds,
    night,
    holidays,
    lines,
    ratios: lines.slice(1).map((line) => ({ label: line.label, ratio: round(line.p50Ms / base, 2) })),
  };
}

async function measureLines(url: string, options: { rounds: number; seconds: number }) {
  const series = [
    { label: 'liste, 1re page', path: '/api/salons' },
    { label: 'disponibles demain', path: '/api/salons?dispo=tomorrow' },
    { label: 'à Sousse, disponibles demain', path: '/api/salons?ville=sousse&dispo=tomorrow' },
    { label: 'coiffure, disponibles demain', path: '/api/salons?service=haircut&dispo=tomorrow' },
    {
      label: 'forfait « Forfait mariée », disponibles demain',
      path: `/api/salons?service=${encodeURIComponent('Forfait mariée')}&dispo=tomorrow`,
    },
  ];
  for (const line of series) await load(url + line.path, 1);
  const measured = series.map((line) => ({ line, runs: [] as Awaited<ReturnType<typeof load>>[] }));
  for (let round = 0; round < options.rounds; round++) {
    for (const { line, runs } of measured) runs.push(await load(url + line.path, options.seconds));
  }
  return measured.map(({ line, runs }) => ({
    ...line,
    p50Ms: median(runs.map((m) => m.p50Ms)),
    p99Ms: median(runs.map((m) => m.p99Ms)),
    requestsPerSecond: median(runs.map((m) => m.requestsPerSecond)),
  }));
}
