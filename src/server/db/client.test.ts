import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type DatabaseHandle, openDatabase, queryRows } from './client';

// Every type drizzle keeps as text, their arrays, and a few it leaves to PGlite.
const VALUES = sql`select timestamp '2024-03-31 01:30:00' as ts, timestamptz '2024-03-31 01:30:00+01' as tstz,
  interval '1 day 2 hours' as iv, date '2024-03-31' as d, array[1.50, 2]::numeric[] as nums, 12.5::numeric as num,
  array[timestamp '2024-01-01 10:00']::timestamp[] as tss, array[date '2024-01-01']::date[] as ds,
  array[timestamptz '2024-01-01 10:00+00']::timestamptz[] as tstzs, array[interval '1 hour']::interval[] as ivs,
  7::int as n, 9::bigint as big, true as b, '{"a":[1]}'::jsonb as j, array['é', 'b'] as texts, array[1, 2] as ints`;

describe('the embedded database client', () => {
  let ours: DatabaseHandle;
  let plainClient: PGlite;
  beforeAll(async () => {
    ours = await openDatabase({ kind: 'pglite', dataDir: null });
    plainClient = await PGlite.create();
  });
  /** drizzle on a PGlite left as it comes: the reference. */
  const plain = () => drizzle(plainClient) as unknown as Database;
  afterAll(async () => {
    await ours?.close();
    await plainClient?.close();
  });

  it('answers exactly what drizzle answers on a plain PGlite, in and out of transactions', async () => {
    const expected = await queryRows(plain(), VALUES);
    expect(await queryRows(ours.db, VALUES)).toEqual(expected);
    expect(expected[0]).toMatchObject({ ts: '2024-03-31 01:30:00', d: '2024-03-31', nums: '{1.50,2}' });
    const inTransaction = await ours.db.transaction(async (tx) => {
      const nested = await tx.transaction((inner) => queryRows(inner, VALUES));
      return { rows: await queryRows(tx, VALUES), nested };
    });
    expect(inTransaction).toEqual({ rows: expected, nested: expected });
  });

  it('maps selected fields the same way', async () => {
    const select = (db: Database) =>
      db
        .select({
          at: sql<string>`timestamptz '2024-03-31 01:30:00+01'`.mapWith(String),
          total: sql<number>`count(*)`.mapWith(Number),
        })
        .from(sql`(values (1), (2)) as v(x)`);
    expect(await select(ours.db)).toEqual(await select(plain()));
  });

  it('still rolls a failed transaction back', async () => {
    await ours.db.execute(sql`create table if not exists rollback_probe (x int)`);
    await expect(
      ours.db.transaction(async (tx) => {
        await tx.execute(sql`insert into rollback_probe values (1)`);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await queryRows(ours.db, sql`select count(*)::int as n from rollback_probe`)).toEqual([{ n: 0 }]);
  });
});
