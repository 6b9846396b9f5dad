import type { Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../lib/pg-errors';
import { createScratchDatabase, testDatabaseKind } from '../test-support/test-server';
import { type DatabaseHandle, openDatabase, queryRows } from './client';

/**
 * The PostgreSQL pool when connections die under it (decision 039): deterministic versions of
 * what faults/postgres-restart.test.ts saw now and then under load.
 */

const onPostgres = testDatabaseKind() === 'postgres';
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let handle: DatabaseHandle;
let pool: pg.Pool;

beforeAll(async () => {
  if (!onPostgres) return;
  scratch = await createScratchDatabase();
  handle = await openDatabase({ kind: 'postgres', url: scratch.url });
  if (handle.driver.kind !== 'postgres') throw new Error('PostgreSQL attendu');
  pool = handle.driver.pool;
});

afterAll(async () => {
  if (!onPostgres) return;
  await handle?.close();
  await scratch?.drop();
});

describe.skipIf(!onPostgres)('the PostgreSQL pool when connections die', () => {
  it('gives back a client whose transaction could not even begin (else 10 such failures exhaust the pool)', async () => {
    // The connection dies right after the pool lends it out, before drizzle sends BEGIN.
    let toBreak = 12;
    const breakIt = (client: pg.PoolClient) => {
      if (toBreak-- > 0)
        (client as unknown as { connection: { stream: Socket } }).connection.stream.destroy();
    };
    pool.on('acquire', breakIt);
    try {
      for (let i = 0; i < 12; i++) {
        const failure = await handle.db.transaction(async (tx) => tx.execute(sql`select 1`)).catch((e) => e);
        expect(isDatabaseUnavailable(failure), String(failure)).toBe(true);
      }
    } finally {
      pool.off('acquire', breakIt);
    }
    expect(pool.totalCount - pool.idleCount, 'clients jamais rendus').toBe(0);
    const rows = await handle.db.transaction((tx) => queryRows(tx, sql`select 1 as ok`));
    expect(rows).toEqual([{ ok: 1 }]);
  });

  it('survives a connection killed between two statements of a transaction (a restart sends 57P01)', async () => {
    const failure = await handle.db
      .transaction(async (tx) => {
        const [{ pid }] = (await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`)) as [
          { pid: number },
        ];
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        await admin.query('select pg_terminate_backend($1)', [pid]);
        await admin.end();
        // The FATAL message arrives while no statement runs: it used to be thrown from the socket,
        // an uncaught exception that ends the process (Vitest reports it and fails the run).
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
      })
      .catch((e) => e);
    expect(isDatabaseUnavailable(failure), String(failure)).toBe(true);
    expect(pool.totalCount - pool.idleCount).toBe(0);
    expect(await queryRows(handle.db, sql`select 1 as ok`)).toEqual([{ ok: 1 }]);
  });
});
