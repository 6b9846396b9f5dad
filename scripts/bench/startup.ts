import os from 'node:os';
import { buildServer, SERVER_BUNDLE } from '../build-server-if-needed';
import type { BenchDatabase } from './bench-database';
import { spawnServer } from './server-process';
import { median, round } from './stats';

export interface StartupResult {
  /** Empty data folder or database: every migration runs. */
  coldMs: number;
  /** Median of three restarts on the same data. */
  warmMs: number;
  /** The compilation `npm start` runs first when the server's sources changed (esbuild). */
  buildMs: number;
  /** Server processes started (WEB_CONCURRENCY's default on this database). */
  processes: number;
}

/**
 * The server's start, as `npm start` runs it: the compiled dist/server/index.js on plain Node,
 * production settings, as many processes as WEB_CONCURRENCY's default gives (one on PGlite, one per
 * core on PostgreSQL). From the spawn to the first 200 of /api/health once every process listens
 * (the start's "Rendezvous : <url>" line): once on the bench's empty database, then three restarts
 * on it. The compilation is timed apart: `npm start` skips it while the sources are unchanged.
 */
export async function benchStartup(database: BenchDatabase): Promise<StartupResult> {
  const buildStarted = performance.now();
  await buildServer();
  const buildMs = performance.now() - buildStarted;
  // Empty: the setting's own default, as with `npm start` and no WEB_CONCURRENCY.
  const env = { ...database.env, WEB_CONCURRENCY: '' };
  const start = async () => {
    const server = await spawnServer(SERVER_BUNDLE, env, { readyOutput: /Rendezvous : / });
    await server.stop();
    return server.startupMs;
  };
  const coldMs = await start();
  const warm = [await start(), await start(), await start()];
  return {
    coldMs: round(coldMs, 0),
    warmMs: round(median(warm), 0),
    buildMs: round(buildMs, 0),
    // WEB_CONCURRENCY's default (src/server/config/index.ts).
    processes: database.kind === 'pglite' ? 1 : os.availableParallelism(),
  };
}
