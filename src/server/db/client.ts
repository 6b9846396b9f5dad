import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { schema } from './schema';

/** The one database type the app codes against, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or an open transaction: functions that write take this so callers can compose. */
export type Executor = Database | Transaction;

export type DatabaseTarget = { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };

export interface DatabaseHandle {
  kind: DatabaseTarget['kind'];
  db: Database;
  /** Raw driver, for LISTEN/NOTIFY and maintenance. */
  driver: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };
  close(): Promise<void>;
}

/** Extensions must be loaded on every open, not only when created (STACK.md "Traps"). */
const PGLITE_EXTENSIONS = { btree_gist, pg_trgm, unaccent };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'pglite') {
    if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
    const client = await PGlite.create(target.dataDir ?? undefined, { extensions: PGLITE_EXTENSIONS });
    // One connection only: PGlite crashes behind a pool (STACK.md), so drizzle talks to it directly.
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    return { kind: 'pglite', db, driver: { kind: 'pglite', client }, close: () => client.close() };
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    // A restarted server leaves dead connections behind; the pool drops them and reconnects.
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  });
  // Without a listener, an idle connection killed by a server restart would crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return { kind: 'postgres', db, driver: { kind: 'postgres', pool }, close: () => pool.end() };
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`, which drizzle's types leave open. */
export async function queryRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
