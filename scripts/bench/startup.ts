import type { BenchDatabase } from './bench-database';
import { spawnServer } from './server-process';
import { median, round } from './stats';

export interface StartupResult {
  /** Empty data folder or database: every migration runs. */
  coldMs: number;
  /** Median of three restarts on the same data. */
  warmMs: number;
}

/**
 * The server's start, as `npm start` runs it (Node with tsx, production settings), from the spawn to
 * the first 200 of /api/health: once on the bench's empty database, then three restarts on it.
 */
export async function benchStartup(database: BenchDatabase): Promise<StartupResult> {
  const start = async () => {
    const server = await spawnServer('src/server/index.ts', database.env);
    await server.stop();
    return server.startupMs;
  };
  const coldMs = await start();
  const warm = [await start(), await start(), await start()];
  return { coldMs: round(coldMs, 0), warmMs: round(median(warm), 0) };
}
