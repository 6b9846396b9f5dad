import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingStatus } from '@/shared/booking-status';
import { must } from '@/shared/must';
import { insertPlainBookings } from '../modules/core/booking-parts';
import { createUser } from '../test-support/factories';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { queryRows } from './client';
import { migrateDatabase } from './migrate';
import { bookingParts, bookings, employees, reviews, salons } from './schema';

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

  it('lets the database refuse two active bookings overlapping in one salon, their poses aside', async () => {
    const { db } = server.deps;
    const owner = await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' });
    const client = await createUser(server.deps, { role: 'client' });
    const salon = must(
      (
        await db
          .insert(salons)
          .values({ name: 'Salon Test', address: 'Tunis', ownerId: owner.id, isApproved: true })
          .returning()
      )[0],
      'salon',
    );
    const booking = (start: string, end: string, status: BookingStatus = 'pending') => ({
      clientId: client.id,
      prestataireId: owner.id,
      salonId: salon.id,
      serviceName: 'Coupe',
      servicePrice: '25.00',
      startTime: new Date(start),
      endTime: new Date(end),
      status,
    });
    const store = (start: string, end: string, status: BookingStatus = 'pending') =>
      insertPlainBookings(db, [booking(start, end, status)]);
    await store('2030-01-07T09:00:00Z', '2030-01-07T10:00:00Z');
    await expect(store('2030-01-07T09:30:00Z', '2030-01-07T10:30:00Z')).rejects.toMatchObject({
      cause: { code: '23P01' },
    });
    // Back-to-back is fine, and a cancelled booking frees its slot.
    await store('2030-01-07T10:00:00Z', '2030-01-07T11:00:00Z');
    await store('2030-01-07T09:15:00Z', '2030-01-07T09:45:00Z', 'cancelled');
    // Cancelling a booking frees its time (its parts follow its status), and a pose is free time.
    const [later] = await store('2030-01-07T12:00:00Z', '2030-01-07T13:00:00Z');
    await expect(store('2030-01-07T12:30:00Z', '2030-01-07T12:45:00Z')).rejects.toMatchObject({
      cause: { code: '23P01' },
    });
    await db
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(eq(bookings.id, must(later, 'later').id));
    const [colour] = await store('2030-01-07T12:00:00Z', '2030-01-07T13:00:00Z');
    await db
      .update(bookingParts)
      .set({
        poseStart: new Date('2030-01-07T12:20:00Z'),
        poseEnd: new Date('2030-01-07T12:50:00Z'),
        busyEnd: new Date('2030-01-07T13:10:00Z'),
      })
      .where(eq(bookingParts.bookingId, must(colour, 'colour').id));
    await store('2030-01-07T12:20:00Z', '2030-01-07T12:50:00Z');
    // Its cleanup is not.
    await expect(store('2030-01-07T13:00:00Z', '2030-01-07T13:30:00Z')).rejects.toMatchObject({
      cause: { code: '23P01' },
    });
  });

  it('keeps money exact', async () => {
    const [row] = await queryRows<{ total: string }>(
      server.deps.db,
      sql`select (0.1::numeric(10,2) + 0.2::numeric(10,2))::text as total`,
    );
    expect(row?.total).toBe('0.30');
  });
});

describe('database rules under concurrency and deletion', () => {
  async function makeSalon() {
    const { db } = server.deps;
    const owner = await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' });
    const salon = must(
      (
        await db
          .insert(salons)
          .values({ name: 'Salon Concurrence', address: 'Sfax', ownerId: owner.id, isApproved: true })
          .returning()
      )[0],
      'salon',
    );
    return { owner, salon: salon };
  }

  it('keeps the review average exact when many reviews are written at once', async () => {
    const { db } = server.deps;
    const { salon } = await makeSalon();
    const authors = await Promise.all(
      Array.from({ length: 20 }, () => createUser(server.deps, { role: 'client' })),
    );
    const ratings = authors.map((_, i) => (i % 5) + 1);
    await Promise.all(
      authors.map((author, i) =>
        db.transaction(async (tx) => {
          await tx
            .insert(reviews)
            .values({ salonId: salon.id, clientId: author.id, rating: must(ratings[i], 'ratings[i]') });
        }),
      ),
    );
    const [row] = await db.select().from(salons).where(eq(salons.id, salon.id));
    const expected = ratings.reduce((sum, r) => sum + r, 0) / ratings.length;
    expect(row?.reviewCount).toBe(20);
    expect(row?.avgRating).toBe(expected.toFixed(2));
    await db.delete(reviews).where(eq(reviews.salonId, salon.id));
    const [emptied] = await db.select().from(salons).where(eq(salons.id, salon.id));
    expect(emptied).toMatchObject({ reviewCount: 0, avgRating: '0.00' });
  });

  it('refuses a booking whose employee works in another salon, and keeps bookings when an employee leaves', async () => {
    const { db } = server.deps;
    const first = await makeSalon();
    const second = await makeSalon();
    const client = await createUser(server.deps, { role: 'client' });
    const employee = must(
      (
        await db
          .insert(employees)
          .values({ salonId: first.salon.id, fullName: 'Nadia Kefi', position: 'Coiffeuse' })
          .returning()
      )[0],
      'employee',
    );
    const booking = (salonId: string, prestataireId: string) => ({
      clientId: client.id,
      prestataireId,
      salonId,
      employeeId: employee.id,
      serviceName: 'Brushing',
      servicePrice: '20.00',
      startTime: new Date('2030-02-04T09:00:00Z'),
      endTime: new Date('2030-02-04T09:30:00Z'),
    });
    await expect(db.insert(bookings).values(booking(second.salon.id, second.owner.id))).rejects.toMatchObject(
      {
        cause: { code: '23503' },
      },
    );
    const kept = must(
      (await db.insert(bookings).values(booking(first.salon.id, first.owner.id)).returning())[0],
      'kept',
    );
    await db.delete(employees).where(eq(employees.id, employee.id));
    const [after] = await db.select().from(bookings).where(eq(bookings.id, kept.id));
    expect(after).toMatchObject({ employeeId: null, status: 'pending' });
  });
});
