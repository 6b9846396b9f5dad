import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';

// Vitest's global setup: the migrated database every test server starts from, built once per run
// instead of once per test file (docs/decisions/061-test-world-built-once.md). PGlite: a dump of a
// migrated in-memory database, which each server loads (about 1.5 s, against 5 to 8 s to create and
// migrate one). PostgreSQL: a migrated template database, which `create database … template` copies.

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump (PGlite's dumpDataDir, uncompressed tar) of a migrated database, or '' when absent. */
    migratedPgliteDump: string;
    /** The name of a migrated PostgreSQL database to copy, or '' when absent. */
    migratedPostgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  return project.name === 'postgres' ? provideTemplate(project) : provideDump(project);
}

/**
 * A run started by a command that runs Vitest many times over the same code (the calendar sweep,
 * eleven runs) names the dump it built once in this variable; the dump is then the caller's to remove.
 */
export const MIGRATED_PGLITE_DUMP_VARIABLE = 'RDV_MIGRATED_PGLITE_DUMP';

async function provideDump(project: TestProject) {
  const given = process.env[MIGRATED_PGLITE_DUMP_VARIABLE];
  project.provide('migratedPostgresTemplate', '');
  if (given) {
    project.provide('migratedPgliteDump', given);
    return;
  }
  const folder = mkdtempSync(path.join(os.tmpdir(), 'rdv-world-'));
  const file = path.join(folder, 'migrated.tar');
  await writeMigratedPgliteDump(file);
  project.provide('migratedPgliteDump', file);
  return () => rmSync(folder, { recursive: true, force: true });
}

/** Creates an in-memory PGlite, migrates it, and writes its data folder to `file` (uncompressed tar). */
export async function writeMigratedPgliteDump(file: string): Promise<void> {
  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    await migrateDatabase(handle);
    if (handle.driver.kind !== 'pglite') throw new Error('PGlite attendu');
    const dump = await handle.driver.client.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
}

async function provideTemplate(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL est requis pour les tests sur PostgreSQL.');
  const name = `rdv_world_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await onAdmin(adminUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
  try {
    await migrateDatabase(handle);
  } finally {
    await handle.close();
  }
  project.provide('migratedPostgresTemplate', name);
  project.provide('migratedPgliteDump', '');
  return () =>
    onAdmin(adminUrl, async (admin) => {
      // The shared servers' databases (sharedTestServer) live as long as their workers: dropped here.
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`${name}_shared_%`],
      );
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.query(`drop database if exists ${name} with (force)`);
    });
}

async function onAdmin(url: string, work: (client: pg.Client) => Promise<unknown>) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}
