import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@/shared/api-types';
import { createScratchDatabase, startTestServer, type TestServer } from '../test-support/test-server';
import { onPostgres } from './fixtures';

// An overloaded PostgreSQL (decision 056): a statement that runs too long is cancelled, a request
// that finds no free connection waits in the pool's queue, and either, past its limit, gets a French
// 503 "busy" with Retry-After — never "base de données injoignable", since the database answers.
// A lock held from outside stands for the slow database.

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let server: TestServer;

beforeAll(async () => {
  if (!onPostgres) return;
  scratch = await createScratchDatabase();
  server = await startTestServer({
    DATABASE_URL: scratch.url,
    DATABASE_POOL_SIZE: '2',
    DATABASE_STATEMENT_TIMEOUT_MS: '1500',
    DATABASE_POOL_WAIT_MS: '400',
  });
});
afterAll(async () => {
  if (!onPostgres) return;
  await server?.stop();
  await scratch?.drop();
});

/** An outside transaction holding the salons table until `release()`. */
async function lockSalons() {
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  await client.query('begin');
  await client.query('lock table salons in access exclusive mode');
  return {
    async release() {
      await client.query('rollback');
      await client.end();
    },
  };
}

const BUSY = 'Le service est très sollicité en ce moment. Veuillez réessayer dans quelques instants.';

describe.skipIf(!onPostgres)('an overloaded database', () => {
  it('cancels a statement past its time: a French 503 "busy" with Retry-After, then answers again', async () => {
    const lock = await lockSalons();
    try {
      const started = Date.now();
      const response = await fetch(`${server.url}/api/salons`, { headers: { 'cache-control': 'no-cache' } });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(((await response.json()) as ApiErrorBody).error).toMatchObject({
        code: 'database_busy',
        message: BUSY,
      });
      expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    } finally {
      await lock.release();
    }
    const again = await fetch(`${server.url}/api/salons`, { headers: { 'cache-control': 'no-cache' } });
    expect(again.status).toBe(200);
  });

  it('queues requests when every connection is taken; a busy 503 only past the wait, health answers after', async () => {
    const lock = await lockSalons();
    let slow: Response[] = [];
    let queued: Response;
    try {
      // Two requests take the two connections, stuck behind the lock; the third waits for one.
      const stuck = [1, 2].map(() =>
        fetch(`${server.url}/api/salons?q=${Math.random()}`, { headers: { 'cache-control': 'no-cache' } }),
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      queued = await fetch(`${server.url}/api/salons/service-names`);
      slow = await Promise.all(stuck);
    } finally {
      await lock.release();
    }
    expect(queued.status).toBe(503);
    expect(queued.headers.get('retry-after')).toBe('5');
    expect(((await queued.json()) as ApiErrorBody).error.code).toBe('database_busy');
    for (const response of slow) expect(response.status).toBe(503);
    // A short wait in the queue is no failure: with the lock gone, a burst is served in turn.
    const burst = await Promise.all(
      Array.from({ length: 12 }, () =>
        fetch(`${server.url}/api/salons`, { headers: { 'cache-control': 'no-cache' } }),
      ),
    );
    expect(burst.map((response) => response.status)).toEqual(Array(12).fill(200));
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
