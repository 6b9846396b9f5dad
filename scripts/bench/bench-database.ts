import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Config, loadConfig } from '../../src/server/config';

/**
 * A database of the bench's own, thrown away at the end: a fresh PGlite folder by default, or a
 * `bench_<random>` database created next to DATABASE_URL's, so a run never touches real data.
 */
export interface BenchDatabase {
  kind: 'pglite' | 'postgres';
  /** The environment of a server on this database (any process: the folder lock keeps one at a time). */
  env: Record<string, string>;
  /** The same settings for code running inside the bench process. */
  config(): Config;
  drop(): Promise<void>;
}

export async function createBenchDatabase(): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rdv-bench-'));
  const adminUrl = process.env.DATABASE_URL?.trim();
  const name = `bench_${Date.now()}_${randomBytes(4).toString('hex')}`;
  let url = '';
  if (adminUrl) {
    await withClient(adminUrl, (client) => client.query(`create database ${name}`));
    const target = new URL(adminUrl);
    target.pathname = `/${name}`;
    url = target.toString();
  }
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // One secret and one key for every process of the run (required in production on PostgreSQL),
    // so that what one process signs or encrypts, the next can read.
    AUTH_SECRET: randomBytes(32).toString('hex'),
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    SEED_DEMO: 'false',
    // The booking race signs 50 clients in from one address.
    AUTH_RATE_LIMIT_MAX: '100000',
  };
  return {
    kind: adminUrl ? 'postgres' : 'pglite',
    env,
    config: () =>
      loadConfig({
        ...process.env,
        ...env,
        PORT: '0',
        BASE_URL: 'http://localhost:3000',
        OUTBOX_INTERVAL_MS: '0',
      }),
    async drop() {
      if (adminUrl) {
        await withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
