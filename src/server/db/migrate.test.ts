import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test-support/factories';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { queryRows } from './client';
import { migrateDatabase } from './migrate';
import { bookings, salons } from './schema';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

/** Everything a migration could change: columns, constraints, indexes, triggers, applied migrations. */
async function schemaFingerprint() {
  const { db } = server.deps;
  const columns = await queryRows(
    db,
    sql`select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
        where table_schema = 'public' order by table_name, column_name`,
  );
  const constraints = await queryRows(
    db,
    sql`select conrelid::regclass::text as tbl, conname, pg_get_constraintdef(oid) as def from pg_constraint
        where connamespace = 'public'::regnamespace order by 1, 2`,
  );
  const indexes = await queryRows(
    db,
    sql`select indexname, indexdef from pg_indexes where schemaname = 'public' order by 1`,
  );
  const triggers = await queryRows(db, sql`select tgname from pg_trigger where not tgisinternal order by 1`);
  const applied = await queryRows(db, sql`select hash from drizzle.__drizzle_migrations order by id`);
  return { columns, constraints, indexes, triggers, applied };
}

describe('migrations', () => {
  it('applied at start, a second run changes nothing', async () => {
    const before = await schemaFingerprint();
    expect(before.applied.length).toBeGreaterThan(0);
    await migrateDatabase(server.database);
    expect(await schemaFingerprint()).toEqual(before);
  });

  it('stores every time as timestamptz', async () => {
    const naive = await queryRows(
      server.deps.db,
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and data_type = 'timestamp without time zone'`,
    );
    expect(naive).toEqual([]);
  });

  it('lets the database refuse two active bookings overlapping in one salon (DECISIONS R2)', async () => {
    const { db } = server.deps;
    const owner = await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' });
    const client = await createUser(server.deps, { role: 'client' });
    const [salon] = await db
      .insert(salons)
      .values({ name: 'Salon Test', address: 'Tunis', ownerId: owner.id, isApproved: true })
      .returning();
    const booking = (start: string, end: string, status = 'pending') => ({
      clientId: client.id,
      prestataireId: owner.id,
      salonId: salon!.id,
      serviceName: 'Coupe',
      servicePrice: '25.00',
      startTime: new Date(start),
      endTime: new Date(end),
      status,
    });
    await db.insert(bookings).values(booking('2030-01-07T09:00:00Z', '2030-01-07T10:00:00Z'));
    const overlapping = db.insert(bookings).values(booking('2030-01-07T09:30:00Z', '2030-01-07T10:30:00Z'));
    await expect(overlapping).rejects.toMatchObject({ cause: { code: '23P01' } });
    // Back-to-back is fine, and a cancelled booking frees its slot.
    await db.insert(bookings).values(booking('2030-01-07T10:00:00Z', '2030-01-07T11:00:00Z'));
    await db.insert(bookings).values(booking('2030-01-07T09:15:00Z', '2030-01-07T09:45:00Z', 'cancelled'));
  });

  it('keeps money exact', async () => {
    const [row] = await queryRows<{ total: string }>(
      server.deps.db,
      sql`select (0.1::numeric(10,2) + 0.2::numeric(10,2))::text as total`,
    );
    expect(row?.total).toBe('0.30');
  });
});
