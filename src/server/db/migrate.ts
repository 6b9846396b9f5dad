import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client';
import type { schema } from './schema';

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any number for pg_advisory_lock, fixed so that every process of this app agrees on it. */
const MIGRATION_LOCK_KEY = 7_416_201;

/**
 * Applies the pending migrations. Already-applied ones are skipped (drizzle records them), so
 * running it at every start is safe. On PostgreSQL an advisory lock keeps two processes that start
 * together from migrating at the same time (docs/product.md#platform-guarantees).
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.driver.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<typeof schema>, config);
    return;
  }
  const lockClient = await handle.driver.pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(handle.db as unknown as NodePgDatabase<typeof schema>, config);
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
}
