import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVE_BOOKING_STATUSES, BOOKING_STATUSES } from '@/shared/booking-status';
import { must } from '@/shared/must';
import { sharedTestServer, type TestServer } from '../test-support/test-server';
import { queryRows } from './client';

// The migrations are SQL and cannot import the shared status lists: this test keeps them equal.

let server: TestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});
afterAll(async () => {
  await server?.stop();
});

async function statusesIn(constraint: string): Promise<string[]> {
  const [row] = await queryRows<{ def: string }>(
    server.deps.db,
    sql`select pg_get_constraintdef(oid) as def from pg_constraint where conname = ${constraint}`,
  );
  expect(row, constraint).toBeDefined();
  return [...(row?.def ?? '').matchAll(/'([a-z_]+)'/g)].map((match) => must(match[1], 'match[1]')).sort();
}

async function statusesInFunction(name: string): Promise<string[]> {
  const [row] = await queryRows<{ src: string }>(
    server.deps.db,
    sql`select prosrc as src from pg_proc where proname = ${name}`,
  );
  expect(row, name).toBeDefined();
  return [...(row?.src ?? '').matchAll(/'([a-z_]+)'/g)].map((match) => must(match[1], 'match[1]')).sort();
}

describe('booking statuses in the database', () => {
  it('allows exactly the shared statuses', async () => {
    expect(await statusesIn('bookings_status_check')).toEqual([...BOOKING_STATUSES].sort());
  });

  it('forbids overlaps between exactly the shared active statuses, per employee and per salon', async () => {
    // The no-overlap constraints hold the active parts; a part is active while its booking's status is.
    for (const constraint of ['booking_parts_no_overlap_employee', 'booking_parts_no_overlap_salon']) {
      const [row] = await queryRows<{ def: string }>(
        server.deps.db,
        sql`select pg_get_constraintdef(oid) as def from pg_constraint where conname = ${constraint}`,
      );
      expect(row?.def, constraint).toContain('WHERE ((active');
    }
    for (const fn of ['rdv_booking_part_active', 'rdv_booking_parts_follow_status']) {
      expect(await statusesInFunction(fn)).toEqual([...ACTIVE_BOOKING_STATUSES].sort());
    }
  });
});
