import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/db/client';
import { refreshAllAvailability } from '../../src/server/modules/availability/refresh-availability';
import { openApp } from '../../src/server/open-app';
import { seedDemoMarketplace } from '../../src/server/seed';
import { prepareDemoSeed } from '../../src/server/seed/prepare-demo-seed';
import type { BenchDatabase } from './bench-database';

/**
 * Fills the bench database with the demo marketplace (what `npm start` shows a first visitor:
 * 16 approved salons, more than one page, with services, reviews and bookings) and reads the
 * database's version for the report.
 */
export async function seedDemoData(database: BenchDatabase): Promise<{ version: string; seedMs: number }> {
  const opened = await openApp(database.config());
  try {
    const started = performance.now();
    if (!(await prepareDemoSeed(opened.deps.db))) throw new Error('La base du banc n’est pas vide.');
    await seedDemoMarketplace(opened.deps);
    // Built now rather than by the servers' workers: every series reads the same rows from the start.
    await refreshAllAvailability({ db: opened.deps.db, now: new Date() });
    const seedMs = performance.now() - started;
    const [row] = await queryRows<{ version: string }>(
      opened.deps.db,
      sql`select current_setting('server_version') as version`,
    );
    return { version: row?.version ?? 'inconnue', seedMs };
  } finally {
    await opened.close();
  }
}
