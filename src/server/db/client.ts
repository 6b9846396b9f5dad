import { readFileSync } from 'node:fs';
import { PGlite, type Transaction as PGliteTransaction, types } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { ensurePrivateDir } from '../base/private-files';
import type { DatabaseTarget } from '../config';
import { schema } from './schema';

/** The one database type the app codes against, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or an open transaction: functions that write take this so callers can compose. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  kind: DatabaseTarget['kind'];
  db: Database;
  /** Raw driver, for LISTEN/NOTIFY and maintenance (PGlite's answers dates as text, like drizzle's). */
  driver: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };
  close(): Promise<void>;
}

/** Extensions must be loaded on every open, not only when created (a known PGlite trap). */
const PGLITE_EXTENSIONS = { btree_gist, cube, pg_trgm, unaccent };

/**
 * The types drizzle wants as PostgreSQL's text, because it maps them itself (drizzle-orm/pglite's
 * session): timestamp, timestamptz, interval, date, and the arrays numeric[], timestamp[],
 * timestamptz[], date[], interval[].
 */
const KEPT_AS_TEXT: Record<number, (value: string) => string> = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1182, 1187].map(
    (oid) => [oid, (value: string) => value],
  ),
);

type QueryOptions = Parameters<PGlite['query']>[2];

/**
 * drizzle sends those parsers with every query, and PGlite then copies its 300-odd default parsers
 * to merge them: about 0.1 ms per query, some 15 % of a salon-list request. They are set once on the
 * instance (KEPT_AS_TEXT) and drizzle talks to this view, which drops the per-query copy when the
 * instance already does the same; any other parser still goes through.
 */
function queryWithoutParsers(client: PGlite | PGliteTransaction, isOpen: () => boolean): PGlite['query'] {
  return ((text: string, params?: unknown[], options?: QueryOptions) => {
    if (!isOpen()) return Promise.reject(new Error('PGlite is closed'));
    const parsers = options?.parsers;
    const redundant =
      parsers !== undefined && Object.keys(parsers).every((oid) => Number(oid) in KEPT_AS_TEXT);
    return client.query(text, params, redundant ? { ...options, parsers: undefined } : options);
  }) as PGlite['query'];
}

/** What drizzle uses of the client: queries, and transactions whose own queries get the same view. */
function withoutQueryParsers(client: PGlite, isOpen: () => boolean): Pick<PGlite, 'query' | 'transaction'> {
  return {
    query: queryWithoutParsers(client, isOpen),
    transaction: ((run: (tx: PGliteTransaction) => Promise<unknown>) => {
      if (!isOpen()) return Promise.reject(new Error('PGlite is closed'));
      return client.transaction((tx) => {
        // The transaction's methods are closures: the view inherits them and replaces only query.
        const view: PGliteTransaction = Object.create(tx);
        return run(Object.assign(view, { query: queryWithoutParsers(tx, isOpen) }));
      });
    }) as PGlite['transaction'],
  };
}

/**
 * A new embedded database, in `dataDir` or in memory. In memory it may start from `copyOf`, a dump of
 * a database (PGlite's dumpDataDir, uncompressed): the integration tests copy the run's migrated
 * database instead of creating and migrating each one (test-support/pglite-copies.ts).
 */
export async function createPglite(dataDir: string | null, copyOf?: string): Promise<PGlite> {
  if (dataDir) ensurePrivateDir(dataDir);
  const copy = !dataDir && copyOf ? new Blob([readFileSync(copyOf)]) : undefined;
  return PGlite.create(dataDir ?? undefined, {
    extensions: PGLITE_EXTENSIONS,
    ...(copy ? { loadDataDir: copy } : {}),
  });
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'pglite') {
    const client = target.lent?.client ?? (await createPglite(target.dataDir));
    // Set after create: PGlite's start-up replaces every array type's parser.
    Object.assign(client.parsers, KEPT_AS_TEXT);
    let open = true;
    // One connection only: PGlite crashes behind a pool, so drizzle talks to it directly.
    const db = drizzlePglite({
      client: withoutQueryParsers(client, () => open) as PGlite,
      schema,
    }) as unknown as Database;
    const { lent } = target;
    return {
      kind: 'pglite',
      db,
      driver: { kind: 'pglite', client },
      async close() {
        if (!open) return;
        open = false;
        await (lent ? lent.giveBack() : client.close());
      },
    };
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolSize ?? 10,
    // A restarted server leaves dead connections behind; the pool drops them and reconnects.
    idleTimeoutMillis: 30_000,
    // Both the wait for a free connection (a busy pool queues its requests: decision 056) and the
    // opening of a new one.
    connectionTimeoutMillis: target.poolWaitMs ?? 10_000,
    // One slow statement cannot hold a connection for ever; migrations lift it (migrate.ts).
    ...(target.statementTimeoutMs ? { statement_timeout: target.statementTimeoutMs } : {}),
    // The only named statements are the salon list's (find-salons.ts): planned for their values
    // every time, since a generic plan cannot tell a common search word or category from a rare one
    // and read every match of a common one (measured: 57 ms against 3 ms at 10,000 salons).
    // No parallel workers and no JIT: a request's query costs a few milliseconds, and on this
    // two-core machine launching workers for it (15 ms against 2 ms serial, a name filter with
    // "dispo" at 100,000 salons) or compiling it (83 ms of JIT for one estimated costly plan)
    // costs more than it saves (decision 070).
    options: '-c plan_cache_mode=force_custom_plan -c max_parallel_workers_per_gather=0 -c jit=off',
  });
  // Without a listener, an idle connection killed by a server restart would crash the process.
  pool.on('error', () => {});
  // A client lent out (a transaction, the migration lock) has no pool listener: a connection killed
  // between two of its queries (a restart sends 57P01, then closes) threw from the socket and ended
  // the process. Its next query still fails (answered 503), and the pool drops it on release.
  pool.on('connect', (client) => {
    client.on('error', () => {});
    releaseOnFailedBegin(client);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return { kind: 'postgres', db, driver: { kind: 'postgres', pool }, close: () => pool.end() };
}

/**
 * drizzle's node-postgres transaction() sends BEGIN before the try/finally that gives the client back
 * to the pool (drizzle-orm issues #6023 and #6241, open): when BEGIN fails because the connection had
 * just been closed (a restart, a failover), the client is never released. Measured here: two clients
 * lost per 3-second restart under load, so a pool of 10 runs dry after a few restarts and every
 * request then waits 5 s for a 503, until the process is restarted. This gives such a client back
 * (as broken, so the pool drops it), once: a drizzle that releases it itself meets a no-op.
 */
function releaseOnFailedBegin(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    const config = args[0] as string | { text?: unknown } | undefined;
    const text = typeof config === 'string' ? config : config?.text;
    if (!(result instanceof Promise) || typeof text !== 'string' || !/^\s*begin\b/i.test(text)) return result;
    return result.catch((error: unknown) => {
      client.release(error instanceof Error ? error : true);
      client.release = () => {};
      throw error;
    });
  }) as typeof client.query;
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`, which drizzle's types leave open. */
export async function queryRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
