import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, inject, it } from 'vitest';
import { createPglite } from '../db/client';
import { snapshotDatabase } from './db-snapshot';
import { createSalon, createUser } from './factories';
import { lendMigratedCopy } from './pglite-copies';
import { startTestServer, testDatabaseKind } from './test-server';

/** Every table's rows, as text, sorted: what a test could read from the database. */
async function contents(client: PGlite): Promise<Record<string, string[]>> {
  const { rows } = await client.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const all: Record<string, string[]> = {};
  for (const { name } of rows) {
    const found = await client.query<{ row: string }>(`select t::text as row from "${name}" t`);
    all[name] = found.rows.map((row) => row.row).sort();
  }
  return all;
}

describe.skipIf(testDatabaseKind() === 'postgres')('the recycled PGlite copies of the test servers', () => {
  const dump = () => inject('migratedPgliteDump');

  it('lend the next server the database a stopped server used, emptied back to the migrated state', async () => {
    const fresh = await createPglite(null, dump());
    const migrated = await contents(fresh);
    await fresh.close();
    expect(migrated.public_holidays?.length).toBeGreaterThan(10);

    const first = await startTestServer();
    const used = first.database.driver.kind === 'pglite' ? first.database.driver.client : null;
    const owner = await createUser(first.deps, { role: 'prestataire', providerStatus: 'approved' });
    await createSalon(first.deps, { ownerId: owner.id });
    // The snapshot's write counters are added to every table on first use, and must go too.
    await snapshotDatabase(first.deps.db);
    await first.stop();
    // The stopped server's handle no longer reaches the database.
    await expect(first.deps.db.execute('select 1')).rejects.toThrow();

    const next = await lendMigratedCopy(dump());
    try {
      expect(next.client).toBe(used);
      expect(await contents(next.client)).toEqual(migrated);
    } finally {
      await next.giveBack();
    }
  });

  it('close a copy whose schema a test changed instead of lending it again', async () => {
    const lent = await lendMigratedCopy(dump());
    await lent.client.exec('create table un_ajout (id int)');
    await lent.giveBack();
    expect(lent.client.closed).toBe(true);
    const next = await lendMigratedCopy(dump());
    try {
      expect(next.client).not.toBe(lent.client);
      const { rows } = await next.client.query(`select 1 from pg_tables where tablename = 'un_ajout'`);
      expect(rows).toEqual([]);
    } finally {
      await next.giveBack();
    }
  });
});
