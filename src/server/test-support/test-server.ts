import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type Config, loadConfig } from '../config';
import { type RunningServer, startServer } from '../server';
import { lendMigratedCopy } from './pglite-copies';
import { TestClient } from './test-client';

export interface TestServer extends RunningServer {
  /** A new "browser": its own cookie jar. */
  client(): TestClient;
}

/** Which database the integration suite runs on: PGlite by default, PostgreSQL in the postgres project. */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/**
 * The run's migrated database (test-world.ts) under Vitest; elsewhere (a browser test that starts a
 * server of its own) there is none, and the server creates and migrates its database itself.
 */
function migratedWorld(key: 'migratedPgliteDump' | 'migratedPostgresTemplate'): string {
  return process.env.VITEST ? inject(key) : '';
}

/**
 * A PostgreSQL database of its own for one test file, dropped when the file is done: a copy of the
 * run's migrated template (test-world.ts), or an empty database with `{ migrated: false }`.
 */
export async function createScratchDatabase(
  options: { migrated?: boolean; shared?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL est requis pour les tests sur PostgreSQL.');
  const template = (options.migrated ?? true) ? migratedWorld('migratedPostgresTemplate') : '';
  // A shared server's database is named after the run's template, whose end drops it (test-world.ts).
  const name = `${options.shared && template ? `${template}_shared` : 'rdv_test'}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * Starts the real server (same code path as `npm start`) on a free port, with a fresh database:
 * an in-memory PGlite, or a scratch PostgreSQL database when TEST_DB=postgres; both are copies of
 * the database the run migrated once (test-world.ts), and the server's own migration finds nothing
 * left to apply. A PGlite copy a stopped server used is emptied and lent to the next one
 * (pglite-copies.ts).
 */
/**
 * What every server a test starts runs with, in-process or spawned: a fresh secret, a sign-in limit
 * no test meets unless it sets its own, real scrypt at a lower work factor (test accounts by the
 * thousand paid the production cost in CPU), and mails left in the outbox for the test to read.
 */
export function testServerSettings(): Record<string, string> {
  return {
    AUTH_SECRET: randomBytes(32).toString('hex'),
    AUTH_RATE_LIMIT_MAX: '1000',
    PASSWORD_HASH_COST: '10',
    OUTBOX_INTERVAL_MS: '0',
  };
}

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rdv-test-'));
  // A test that brings its own DATABASE_URL (a relay in front of its scratch database) manages it.
  const ownDatabase = Boolean(env.DATABASE_URL);
  const scratch = testDatabaseKind() === 'postgres' && !ownDatabase ? await createScratchDatabase() : null;
  const base = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: scratch?.url ?? '',
    ...testServerSettings(),
    // A test of the production settings keeps the production cost, the only one they accept.
    ...(env.NODE_ENV === 'production' ? { PASSWORD_HASH_COST: '' } : {}),
    // Test files create many salons with one owner; the limit's own test sets it low.
    SALONS_PER_DAY: '1000',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const dump = migratedWorld('migratedPgliteDump');
  const lent = !scratch && !ownDatabase && dump ? await lendMigratedCopy(dump) : undefined;
  const config: Config =
    scratch || ownDatabase
      ? base
      : { ...base, database: { kind: 'pglite', dataDir: null, ...(lent ? { lent } : {}) } };
  let running: RunningServer;
  try {
    running = await startServer(config);
  } catch (error) {
    await lent?.giveBack();
    await scratch?.drop();
    throw error;
  }
  return {
    ...running,
    client: () => new TestClient(running.url),
    async stop() {
      await running.stop();
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const shared = new Map<string, Promise<TestServer>>();

/**
 * The server that the test files of one Vitest worker share, started by the first that asks
 * (decision 089): a file whose tests only read and count what they wrote themselves needs no
 * database of its own, and the worker pays one start instead of one per file. Its `stop` does
 * nothing; the worker's end takes the server with it, and the run's end its PostgreSQL database
 * (test-world.ts). The sign-in limit is out of reach, since every
 * file signs its people in from the same address; a file that needs other settings, an empty
 * database or whole-table counts starts its own server.
 */
export function sharedTestServer(): Promise<TestServer> {
  const kind = testDatabaseKind();
  let server = shared.get(kind);
  if (!server) {
    server = startShared(kind);
    // A start that failed is not kept: the next file tries again instead of failing the same way.
    server.catch(() => shared.delete(kind));
    shared.set(kind, server);
  }
  return server;
}

async function startShared(kind: 'pglite' | 'postgres'): Promise<TestServer> {
  const scratch = kind === 'postgres' ? await createScratchDatabase({ shared: true }) : null;
  const running = await startTestServer({
    AUTH_RATE_LIMIT_MAX: '1000000',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  });
  // The worker's end closes the server; its files go with the process.
  const dataDir = running.deps.config.dataDir;
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  return { ...running, stop: async () => {} };
}
