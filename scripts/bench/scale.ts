import http from 'node:http';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { queryRows } from '../../src/server/db/client';
import type { AppDeps } from '../../src/server/lib/context';
import { runNight } from '../../src/server/modules/availability/refresh-availability';
import { openApp } from '../../src/server/open-app';
import { createUser } from '../../src/server/test-support/factories';
import { marketplaceToday } from '../../src/shared/availability';
import { CITIES } from '../../src/shared/cities';
import { must } from '../../src/shared/must';
import { SALONS_MAX_PAGE_NUMBER } from '../../src/shared/salon-list';
import { addDays, fromWallClock, weekdayOf } from '../../src/shared/time-zone';
import { type BenchDatabase, createBenchDatabase } from './bench-database';
import { insertBulkActivity } from './bulk-activity';
import { BENCH_SERVICES, citiesValues, insertBulkPackages } from './bulk-catalogue';
import { spawnServer } from './server-process';
import { median, round } from './stats';
import { buildBenchWeb } from './web';

/** The small marketplace every size is compared with, in the same run. */
export const SCALE_BASE_SALONS = 100;
/** Each endpoint's p50 at the large size is at most this many times its p50 at SCALE_BASE_SALONS. */
export const SCALE_RATIO_TARGET = 1.5;
/** Concurrent requests of the load: one per core, so latency is service time rather than queueing. */
const CONNECTIONS = 2;
/** The busy salon's upcoming bookings and the reviewed salon's reviews (decision 056). */
const UPCOMING_BOOKINGS = 2000;
const REVIEWS = 5000;
/**
 * A word in RARE_SALONS salon names at every size (the "rare" search), and one in every other name.
 * The same number of matches at both sizes, so that both pages carry as many salons and the ratio
 * measures the search alone: a word in one name in 5,000 matched 1 salon at 100 and 20 at 100,000,
 * and compared a page of 1 salon with a page of 12.
 */
const RARE_WORD = 'zenith';
const RARE_SALONS = 3;
const COMMON_WORD = 'coiffure';

const SERVICE_NAME = encodeURIComponent('Soin du visage');

/**
 * The first day after today the salons open (not a Sunday, which the bench's hours close): "demain"
 * on a Saturday matched no salon at all, and an empty answer measures nothing. Sunday itself has
 * its line: the filter's cost when nothing is free.
 */
const OPEN_DAY = (() => {
  let day = addDays(marketplaceToday(new Date()), 1);
  while (weekdayOf(day) === 0) day = addDays(day, 1);
  return day;
})();
const SUNDAY = (() => {
  let day = addDays(marketplaceToday(new Date()), 1);
  while (weekdayOf(day) !== 0) day = addDays(day, 1);
  return day;
})();

/** Every combination of city, category, service name and availability the list's filters make. */
const FILTER_LINES = [
  { label: 'ville', path: '/api/salons?ville=tunis' },
  { label: 'ville et catégorie', path: '/api/salons?ville=tunis&service=haircut' },
  { label: 'ville et service', path: `/api/salons?ville=tunis&service=${SERVICE_NAME}` },
  { label: 'autour de moi (distance)', path: '/api/salons?sort=distance&lat=36.8065&lng=10.1815' },
  {
    label: 'autour de moi, page 5',
    path: '/api/salons?sort=distance&lat=36.8065&lng=10.1815&page=5',
  },
  {
    label: 'autour de moi, catégorie, disponibles un jour ouvert',
    path: `/api/salons?sort=distance&lat=36.8065&lng=10.1815&service=haircut&dispo=${OPEN_DAY}`,
  },
  { label: 'disponibles aujourd’hui', path: '/api/salons?dispo=today' },
  { label: 'disponibles un jour ouvert', path: `/api/salons?dispo=${OPEN_DAY}` },
  {
    label: 'service, un dimanche (aucun créneau)',
    path: `/api/salons?service=${SERVICE_NAME}&dispo=${SUNDAY}`,
  },
  { label: 'ville, disponibles aujourd’hui', path: '/api/salons?ville=tunis&dispo=today' },
  { label: 'catégorie ongles, disponibles aujourd’hui', path: '/api/salons?service=nails&dispo=today' },
  {
    label: 'service, disponibles un jour ouvert',
    path: `/api/salons?service=${SERVICE_NAME}&dispo=${OPEN_DAY}`,
  },
  {
    label: 'ville et catégorie, disponibles un jour ouvert',
    path: `/api/salons?ville=tunis&service=haircut&dispo=${OPEN_DAY}`,
  },
  {
    label: 'ville et service, disponibles un jour ouvert',
    path: `/api/salons?ville=tunis&service=${SERVICE_NAME}&dispo=${OPEN_DAY}`,
  },
  {
    label: 'forfait, disponibles un jour ouvert',
    path: `/api/salons?service=${encodeURIComponent('Forfait mariée')}&dispo=${OPEN_DAY}`,
  },
];

const WORDS = [
  'Jasmin',
  'Carthage',
  'Médina',
  'Corail',
  'Olivier',
  'Saphir',
  'Atlas',
  'Étoile',
  'Palmier',
  'Lotus',
];

export interface ScaleLine {
  label: string;
  small: { p50Ms: number; p95Ms: number; p99Ms: number; requestsPerSecond: number };
  large: { p50Ms: number; p95Ms: number; p99Ms: number; requestsPerSecond: number };
  /** large p50 / small p50. */
  ratio: number;
  /** large p95 / small p95. */
  p95Ratio: number;
}

/** The first page at the large size while something commits every WRITE_EVERY_MS (the cache's test). */
export interface UnderWrites {
  writeEveryMs: number;
  cached: { p50Ms: number; p95Ms: number; p99Ms: number; requestsPerSecond: number };
  uncached: { p50Ms: number; p95Ms: number; p99Ms: number; requestsPerSecond: number };
  /** The same two without writes, measured just before. */
  quietCached: { p50Ms: number; p95Ms: number; p99Ms: number; requestsPerSecond: number };
}

/** A commit this often, from outside the app, during the "under writes" series. */
const WRITE_EVERY_MS = 10;

export interface ScaleResult {
  /** PostgreSQL's version, for the report's machine line. */
  version: string;
  smallSalons: number;
  largeSalons: number;
  /** Seconds to build the large marketplace (salons, services, summaries, statistics). */
  buildSeconds: number;
  lines: ScaleLine[];
  underWrites: UnderWrites;
  /** A file of the sitemap's salons at each size: how many addresses, and its p50. */
  sitemapFile: { small: SitemapFileFigures; large: SitemapFileFigures };
  /**
   * The availability worker's night at each size: every salon rolled onto tomorrow by the worker's
   * own rounds, one process; `ratio` is the large size's time per salon against the small one's.
   */
  night: { small: NightFigures; large: NightFigures; ratio: number };
}

export interface SitemapFileFigures {
  path: string;
  addresses: number;
  p50Ms: number;
  p99Ms: number;
}

export interface NightFigures {
  salons: number;
  seconds: number;
  perSalonMs: number;
}

/** What the series need to name: a salon in the middle of the list, the reviewed one, the busy one. */
interface Landmarks {
  detailSalonId: string;
  reviewedSalonId: string;
  busySalonId: string;
  busyServiceId: string;
  busyDate: string;
}

/**
 * `count` approved salons over the 31 cities, a fifth of them in Tunis (the capital's share, and a
 * city with full pages at both sizes, so that its lines compare pages of as many salons), names with a common word in one of two and a rare
 * one in RARE_SALONS, 5 of 10 services each, their team, bookings and availability rows in a live
 * marketplace's proportions (insertBulkActivity); one salon with REVIEWS reviews and one with
 * UPCOMING_BOOKINGS upcoming bookings (the same two in every size). Bulk statements run without
 * triggers (session_replication_role = replica); what the triggers keep is then computed once.
 */
export async function buildMarketplace(deps: AppDeps, count: number): Promise<Landmarks> {
  const { db } = deps;
  const owner = await createUser(deps, { role: 'prestataire', providerStatus: 'approved' });
  const client = await createUser(deps, { role: 'client' });
  const cities = citiesValues();
  const words = sql.raw(`array[${WORDS.map((word) => `'${word}'`).join(', ')}]`);
  const services = sql.raw(
    BENCH_SERVICES.map(
      ([name, price, duration], index) => `(${index}, '${name}', ${price}, ${duration})`,
    ).join(', '),
  );
  const today = marketplaceToday(new Date());
  return db.transaction(async (tx) => {
    // A bulk build may outlast a request's statement timeout.
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into salons (name, address, owner_id, is_approved, city, latitude, longitude, avg_rating, review_count)
      select case when i % ${Math.floor(count / RARE_SALONS)} = 7 then 'Zénith ' when i % 2 = 0 then 'Coiffure ' else 'Institut ' end
          || (${words})[1 + i % 10] || ' ' || lpad(i::text, 6, '0'),
        i || ' rue du Banc, ' || c.name, ${owner.id}, true, c.slug,
        c.lat + ((i::bigint * 7919) % 200 - 100) / 5000.0, c.lng + ((i::bigint * 104729) % 200 - 100) / 5000.0,
        round(((i % 41) / 10.0 + 1)::numeric, 2), i % 57
      from generate_series(1, ${count}) as i
      join (values ${cities}) as c(idx, slug, name, lat, lng)
        on c.idx = case when i % 5 = 0 then 0 else i % ${CITIES.length} end`);
    await tx.execute(sql`
      insert into services (salon_id, name, price, duration)
      select s.id, v.name, v.price, v.duration
      from (select id, row_number() over (order by id) as n from salons) s
      join (values ${services}) as v(idx, name, price, duration) on ((v.idx - s.n) % 10 + 10) % 10 < 5`);
    await insertBulkPackages(tx, sql`true`);
    const [first, second] = await queryRows<{ id: string }>(
      tx,
      sql`select id from salons order by name limit 2`,
    );
    const reviewed = must(first, 'a first salon to review');
    const busy = must(second, 'a second salon to book');
    // Every salon but the busy one (its own bookings follow) lives its days.
    await insertBulkActivity(tx, { salons: sql`s.id <> ${busy.id}`, clientId: client.id, today });
    // The reviewed salon: REVIEWS clients, one review each, spread over two years.
    await tx.execute(sql`
      insert into users (full_name, email, email_verified, role)
      select 'Client banc ' || i, 'client-banc-' || i || '@bench.rendezvous.tn', true, 'client'
      from generate_series(1, ${REVIEWS}) as i`);
    await tx.execute(sql`
      insert into reviews (salon_id, client_id, rating, comment, created_at)
      select ${reviewed.id}, u.id, 1 + (row_number() over (order by u.id)) % 5, 'Très bien, je reviendrai.',
        now() - ((row_number() over (order by u.id)) * interval '3 hours')
      from users u where u.email like 'client-banc-%'`);
    await tx.execute(sql`
      update salons set (avg_rating, review_count) =
        (select round(avg(rating)::numeric, 2), count(*) from reviews where salon_id = ${reviewed.id})
      where id = ${reviewed.id}`);
    // The busy salon: a 30-minute booking at every hour from 09:00 to 19:00 for as many days as needed.
    const service = must(
      (
        await queryRows<{ id: string; name: string; price: string }>(
          tx,
          sql`select id, name, price::text as price from services where salon_id = ${busy.id} order by duration, id limit 1`,
        )
      )[0],
      'service',
    );
    const days = Math.ceil(UPCOMING_BOOKINGS / 11);
    const firstStart = must(
      fromWallClock(addDays(today, 1), 9 * 60, 'Africa/Tunis'),
      'firstStart',
    ).toISOString();
    await tx.execute(sql`
      insert into bookings (client_id, prestataire_id, salon_id, service_id, service_name, service_price, status, start_time, end_time)
      select ${client.id}, ${owner.id}, ${busy.id}, ${service.id}, ${service.name}, ${service.price}, 'confirmed',
        ${firstStart}::timestamptz + d * interval '1 day' + h * interval '1 hour',
        ${firstStart}::timestamptz + d * interval '1 day' + h * interval '1 hour' + interval '30 minutes'
      from generate_series(0, ${days - 1}) as d, generate_series(0, 10) as h
      limit ${UPCOMING_BOOKINGS}`);
    await tx.execute(sql`set local session_replication_role = origin`);
    await tx.execute(sql`select rdv_refresh_salon_services(array(select id from salons))`);
    // The rows stand for the worker's (insertBulkActivity): every salon counts as built today.
    await tx.execute(sql`
      insert into availability_builds (salon_id, built_for) select id, ${today}::date from salons
      on conflict (salon_id) do update set built_for = excluded.built_for`);
    await tx.execute(sql`delete from availability_queue`);
    const middle = must(
      (
        await queryRows<{ id: string }>(
          tx,
          sql`select id from salons order by search_name offset ${Math.floor(count / 2)} limit 1`,
        )
      )[0],
      'middle',
    );
    return {
      detailSalonId: middle.id,
      reviewedSalonId: reviewed.id,
      busySalonId: busy.id,
      busyServiceId: service.id,
      busyDate: addDays(today, 3),
    };
  });
}

/** A keep-alive load of CONNECTIONS requests at a time for `seconds`, latencies to the microsecond. */
async function load(url: string, seconds: number, options: { cached?: boolean } = {}) {
  const [figures] = await loadInTurn([url], seconds, options);
  return must(figures, 'the one address');
}

/**
 * CONNECTIONS keep-alive connections for `seconds`, each asking the addresses in turn (one request
 * to the first, then one to the second, …), each address's latencies apart. Two servers compared so
 * are measured in the same moments: on this shared machine a few seconds of a neighbour's load,
 * which measuring one server after the other gave to one side only, now fall on both.
 */
async function loadInTurn(urls: readonly string[], seconds: number, options: { cached?: boolean } = {}) {
  const headers: Record<string, string> = options.cached ? {} : { 'cache-control': 'no-cache' };
  const agents = urls.map(() => new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS }));
  const latencies = urls.map((): number[] => []);
  const deadline = performance.now() + seconds * 1000;
  const once = (index: number) =>
    new Promise<void>((resolve, reject) => {
      const url = must(urls[index], 'an address');
      const started = performance.now();
      const request = http.get(url, { agent: agents[index], headers }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`${response.statusCode} sur ${url}`));
          else {
            latencies[index]?.push(performance.now() - started);
            resolve();
          }
        });
      });
      request.on('error', reject);
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, connection) => {
      // The connections start on different addresses: at any moment each is being asked.
      for (let turn = connection; performance.now() < deadline; turn++) await once(turn % urls.length);
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  for (const agent of agents) agent.destroy();
  return latencies.map((measured) => {
    measured.sort((a, b) => a - b);
    const at = (q: number) => measured[Math.min(measured.length - 1, Math.floor(q * measured.length))] ?? 0;
    return {
      p50Ms: round(at(0.5), 2),
      p95Ms: round(at(0.95), 2),
      p99Ms: round(at(0.99), 2),
      requestsPerSecond: round(measured.length / elapsed, 1),
    };
  });
}

async function prepare(database: BenchDatabase, count: number) {
  const opened = await openApp(database.config());
  try {
    const started = performance.now();
    const landmarks = await buildMarketplace(opened.deps, count);
    // As autovacuum keeps a live table: statistics, and a visibility map for index-only scans. On a
    // connection of its own: the app's statement timeout is for requests, not for a whole database.
    const maintenance = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await maintenance.connect();
    try {
      await maintenance.query('vacuum analyze');
    } finally {
      await maintenance.end();
    }
    const [row] = await queryRows<{ version: string }>(
      opened.deps.db,
      sql`select current_setting('server_version') as version`,
    );
    return {
      landmarks,
      seconds: round((performance.now() - started) / 1000, 1),
      version: row?.version ?? '',
    };
  } finally {
    await opened.close();
  }
}

/**
 * The public endpoints at SCALE_BASE_SALONS and at `salons` approved salons on PostgreSQL, uncached,
 * both servers up at once and measured side by side (`loadInTurn`), `rounds` times; the figures are medians and each
 * line's ratios are large p50 / small p50 and large p95 / small p95 (target SCALE_RATIO_TARGET).
 */
export async function benchScale(options: {
  salons: number;
  rounds: number;
  seconds: number;
}): Promise<ScaleResult> {
  if (!process.env.DATABASE_URL?.trim())
    throw new Error('Le banc « --salons » demande PostgreSQL (DATABASE_URL).');
  const smallDb = await createBenchDatabase();
  const largeDb = await createBenchDatabase();
  try {
    const small = await prepare(smallDb, SCALE_BASE_SALONS);
    const large = await prepare(largeDb, options.salons);
    console.log(`  ${options.salons} salons construits en ${large.seconds} s`);
    // The public pages drawn by the server, as in production.
    const env = { OUTBOX_INTERVAL_MS: '0', WEB_CONCURRENCY: '1', WEB_DIST_DIR: buildBenchWeb() };
    const servers = [
      await spawnServer('src/server/index.ts', { ...smallDb.env, ...env }),
      await spawnServer('src/server/index.ts', { ...largeDb.env, ...env }),
    ] as const;
    try {
      // "Voir plus" 199 times: the page after the cursor that page 199 ends with (followed from the
      // first page, not measured; a page number alone reaches only SALONS_MAX_PAGE_NUMBER). The small
      // marketplace has 8 full pages: its last cursor stands in.
      const deepCursor = async (url: string, salons: number) => {
        const page = Math.min(199, Math.floor(salons / 12));
        let after = '';
        for (let at = 1; at <= page; at++) {
          const query = at === 1 ? '' : `?page=${at}&after=${after}`;
          const body = (await (await fetch(`${url}/api/salons${query}`)).json()) as { nextCursor: string };
          after = body.nextCursor;
        }
        return { page: page + 1, after };
      };
      const deep = [
        await deepCursor(servers[0].url, SCALE_BASE_SALONS),
        await deepCursor(servers[1].url, options.salons),
      ] as const;
      const series = (marks: Landmarks, size: 0 | 1) => [
        { label: 'liste, 1re page (note)', path: '/api/salons' },
        { label: 'liste, 1re page (nom)', path: '/api/salons?sort=name' },
        {
          label: 'liste, page 200 (« Voir plus »)',
          path: `/api/salons?page=${deep[size].page}&after=${deep[size].after}`,
        },
        {
          // The small marketplace has 8 full pages: its last full one stands in (page 20 would be
          // empty there, and an empty page is no comparison).
          label: `liste, page ${SALONS_MAX_PAGE_NUMBER} par son numéro (la plus lointaine)`,
          path: `/api/salons?page=${size === 0 ? Math.floor(SCALE_BASE_SALONS / 12) : SALONS_MAX_PAGE_NUMBER}`,
        },
        { label: `recherche « ${COMMON_WORD} » (fréquent)`, path: `/api/salons?q=${COMMON_WORD}` },
        {
          label: `recherche « ${RARE_WORD} » (rare, ${RARE_SALONS} salons)`,
          path: `/api/salons?q=${RARE_WORD}`,
        },
        { label: 'catégorie coiffure', path: '/api/salons?service=haircut' },
        {
          label: 'service « Soin du visage »',
          path: `/api/salons?service=${SERVICE_NAME}`,
        },
        ...FILTER_LINES,
        { label: 'fiche d’un salon', path: `/api/salons/${marks.detailSalonId}` },
        { label: 'noms des services et forfaits (filtre)', path: '/api/salons/service-names' },
        { label: 'page d’accueil (dessinée par le serveur)', path: '/' },
        { label: 'page /providers (dessinée par le serveur)', path: '/providers' },
        { label: 'page /providers?ville=tunis (dessinée par le serveur)', path: '/providers?ville=tunis' },
        {
          label: 'page d’un salon (dessinée par le serveur)',
          path: `/providers/${marks.detailSalonId}`,
        },
        { label: 'plan du site (index)', path: '/sitemap.xml' },
        { label: 'plan du site (pages et villes)', path: '/sitemap-pages.xml' },
        { label: 'horaires d’un salon', path: `/api/salons/${marks.detailSalonId}/opening-hours` },
        { label: `avis, 1re page (${REVIEWS} avis)`, path: `/api/salons/${marks.reviewedSalonId}/reviews` },
        {
          label: `créneaux d’un jour (${UPCOMING_BOOKINGS} rendez-vous à venir)`,
          path: `/api/salons/${marks.busySalonId}/slots?serviceId=${marks.busyServiceId}&date=${marks.busyDate}`,
        },
        {
          label: `jours libres d’un mois (${UPCOMING_BOOKINGS} rendez-vous à venir)`,
          path: `/api/salons/${marks.busySalonId}/free-days?serviceId=${marks.busyServiceId}&month=${marks.busyDate.slice(0, 7)}`,
        },
      ];
      const largeSeries = series(large.landmarks, 1);
      // Each line with its path on both databases, and what each run of it measured.
      const measured = series(small.landmarks, 0).map((line, index) => ({
        label: line.label,
        smallPath: line.path,
        largePath: must(largeSeries[index], 'the same line on the large database').path,
        small: [] as Awaited<ReturnType<typeof load>>[],
        large: [] as Awaited<ReturnType<typeof load>>[],
      }));
      // Warm both: plans, caches, connections.
      for (const line of measured) {
        await loadInTurn([servers[0].url + line.smallPath, servers[1].url + line.largePath], 1);
      }
      // Both sizes side by side, in the same seconds (`loadInTurn`): twice the time, half to each.
      for (let round = 0; round < options.rounds; round++) {
        for (const line of measured) {
          const [small, large] = await loadInTurn(
            [servers[0].url + line.smallPath, servers[1].url + line.largePath],
            2 * options.seconds,
          );
          line.small.push(must(small, 'the small marketplace'));
          line.large.push(must(large, 'the large marketplace'));
        }
      }
      const underWrites = await measureUnderWrites(largeDb, servers[1].url, options);
      const sitemapFile = {
        small: await measureSitemapFile(servers[0].url, options),
        large: await measureSitemapFile(servers[1].url, options),
      };
      // Last: the night moves the rows the lines read.
      const night = {
        small: await measureNight(smallDb, SCALE_BASE_SALONS),
        large: await measureNight(largeDb, options.salons),
      };
      return {
        version: large.version,
        smallSalons: SCALE_BASE_SALONS,
        largeSalons: options.salons,
        buildSeconds: large.seconds,
        underWrites,
        sitemapFile,
        night: { ...night, ratio: round(night.large.perSalonMs / (night.small.perSalonMs || 1), 2) },
        lines: measured.map((line) => {
          const smallFigures = summary(line.small);
          const largeFigures = summary(line.large);
          return {
            label: line.label,
            small: smallFigures,
            large: largeFigures,
            ratio: round(largeFigures.p50Ms / (smallFigures.p50Ms || 1), 2),
            p95Ratio: round(largeFigures.p95Ms / (smallFigures.p95Ms || 1), 2),
          };
        }),
      };
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  } finally {
    await smallDb.drop();
    await largeDb.drop();
  }
}

/**
 * The list cache under a live marketplace's writes (decision 040 keys it on the database snapshot,
 * which any commit moves): the large marketplace's first page, cached and uncached, quiet and then
 * while another connection commits a small write every WRITE_EVERY_MS.
 */
async function measureUnderWrites(
  database: BenchDatabase,
  serverUrl: string,
  options: { rounds: number; seconds: number },
): Promise<UnderWrites> {
  const url = `${serverUrl}/api/salons`;
  const runs = { quietCached: [] as Run[], cached: [] as Run[], uncached: [] as Run[] };
  const writer = new pg.Client({ connectionString: database.env.DATABASE_URL });
  await writer.connect();
  try {
    await writer.query('create table if not exists bench_writes (at timestamptz not null default now())');
    for (let round = 0; round < options.rounds; round++) {
      runs.quietCached.push(await load(url, options.seconds, { cached: true }));
      let writing = true;
      const writes = (async () => {
        while (writing) {
          await writer.query('insert into bench_writes default values');
          await new Promise((resolve) => setTimeout(resolve, WRITE_EVERY_MS));
        }
      })();
      try {
        runs.cached.push(await load(url, options.seconds, { cached: true }));
        runs.uncached.push(await load(url, options.seconds));
      } finally {
        writing = false;
        await writes;
      }
    }
  } finally {
    await writer.end();
  }
  return {
    writeEveryMs: WRITE_EVERY_MS,
    quietCached: summary(runs.quietCached),
    cached: summary(runs.cached),
    uncached: summary(runs.uncached),
  };
}

type Run = Awaited<ReturnType<typeof load>>;

/** The medians of several rounds of one series. */
function summary(runs: readonly Run[]) {
  return {
    p50Ms: median(runs.map((run) => run.p50Ms)),
    p95Ms: median(runs.map((run) => run.p95Ms)),
    p99Ms: median(runs.map((run) => run.p99Ms)),
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
  };
}

/**
 * The first salons' file the sitemap index names, timed: it holds at most SALONS_PER_FILE addresses
 * whatever the marketplace, so its time is bounded, though not equal at both sizes (100 addresses
 * against thousands); the report gives it per address.
 */
async function measureSitemapFile(
  serverUrl: string,
  options: { rounds: number; seconds: number },
): Promise<SitemapFileFigures> {
  const index = await (await fetch(`${serverUrl}/sitemap.xml`)).text();
  const url = must(
    [...index.matchAll(/<loc>([^<]*sitemap-salons[^<]*)<\/loc>/g)].map((match) => match[1])[0],
    'a salons file in the index',
  );
  const path = new URL(url).pathname;
  const file = await (await fetch(serverUrl + path)).text();
  const addresses = file.split('<url>').length - 1;
  await load(serverUrl + path, 1);
  const runs: Run[] = [];
  for (let round = 0; round < options.rounds; round++)
    runs.push(await load(serverUrl + path, options.seconds));
  const figures = summary(runs);
  return { path, addresses, p50Ms: figures.p50Ms, p99Ms: figures.p99Ms };
}

/** The worker's rounds at tomorrow's date until every salon of the database is rolled onto it. */
async function measureNight(database: BenchDatabase, salons: number): Promise<NightFigures> {
  const opened = await openApp(database.config());
  try {
    const tomorrow = new Date(Date.now() + 24 * 3_600_000);
    const started = performance.now();
    const rolled = await runNight({ db: opened.deps.db, now: tomorrow });
    const seconds = (performance.now() - started) / 1000;
    if (rolled < salons) throw new Error(`${rolled} salons passés au jour suivant sur ${salons}`);
    return { salons: rolled, seconds: round(seconds, 1), perSalonMs: round((seconds * 1000) / rolled, 3) };
  } finally {
    await opened.close();
  }
}
