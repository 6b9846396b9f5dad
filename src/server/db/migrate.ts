import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
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
    // On the lock's own connection, without the pool's statement timeout: a migration may rewrite a
    // large table (the service summaries of every salon, 0017) for longer than a request may take.
    await lockClient.query('set statement_timeout = 0');
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(lockClient), config);
  } finally {
    await lockClient.query('reset statement_timeout').catch(() => {});
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
}
