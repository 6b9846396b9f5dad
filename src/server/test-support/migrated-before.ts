import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { MIGRATIONS_FOLDER } from '../db/migrate';
import type { schema } from '../db/schema';

/**
 * A new embedded database with every migration before `tag` applied (`'0036'`: up to 0035), for the
 * tests that put a migration's old data in and replay it with `migrateDatabase`. `close` removes it.
 */
export async function databaseMigratedBefore(
  tag: string,
): Promise<{ handle: DatabaseHandle; pglite: PGlite; close: () => Promise<void> }> {
  const folder = mkdtempSync(path.join(os.tmpdir(), `rdv-migrations-before-${tag}-`));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag < tag);
  writeFileSync(journalPath, JSON.stringify(journal));
  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  if (handle.driver.kind !== 'pglite') throw new Error('PGlite expected');
  await migrate(handle.db as unknown as PgliteDatabase<typeof schema>, { migrationsFolder: folder });
  return {
    handle,
    pglite: handle.driver.client,
    async close() {
      await handle.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
