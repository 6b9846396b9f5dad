import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVAILABILITY_DAYS, marketplaceToday } from '@/shared/availability';
import { addDays, weekdayOf } from '@/shared/time-zone';
import { queryRows } from '../../db/client';
import { availabilityBuilds, availabilityQueue } from '../../db/schema';
import { createSalon, createUser } from '../../test-support/factories';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { refreshAllAvailability, refreshAvailability } from './refresh-availability';

// The worker looks for salons built for an earlier day once per day, not at every round (decision
// 056): that scan reads every salon, which at 100,000 salons cost every process a query per second.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const builtFor = async (salonId: string) =>
  (await server.deps.db.select().from(availabilityBuilds).where(eq(availabilityBuilds.salonId, salonId)))[0]
    ?.builtFor;

describe('the availability worker', () => {
  it('scans for salons built for an earlier day once a day, and again the next day', async () => {
    const { db } = server.deps;
    const owner = await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' });
    const salon = await createSalon(server.deps, { ownerId: owner.id });
    const now = new Date();
    const today = marketplaceToday(now);
    await refreshAllAvailability({ db, now });
    expect(await builtFor(salon.id)).toBe(today);

    const staleCheck: { doneFor: string | null } = { doneFor: null };
    await refreshAvailability({ db, now, staleCheck });
    expect(staleCheck.doneFor).toBe(today);

    // Rows left from yesterday (as if the day had turned without this worker): not seen again today...
    await db
      .update(availabilityBuilds)
      .set({ builtFor: addDays(today, -1) })
      .where(eq(availabilityBuilds.salonId, salon.id));
    await db.delete(availabilityQueue);
    expect(await refreshAvailability({ db, now, staleCheck })).toBe(0);
    expect(await builtFor(salon.id)).toBe(addDays(today, -1));

    // ...while a change the triggers queue is rebuilt at once...
    await db.execute(sql`update services set price = price + 1 where salon_id = ${salon.id}`);
    expect(await refreshAvailability({ db, now, staleCheck })).toBe(1);
    expect(await builtFor(salon.id)).toBe(today);

    // ...and the next day's first round finds every salon built for the day before.
    const tomorrow = new Date(now.getTime() + 24 * 3_600_000);
    expect(await refreshAvailability({ db, now: tomorrow, staleCheck })).toBeGreaterThanOrEqual(1);
    expect(await builtFor(salon.id)).toBe(marketplaceToday(tomorrow));
    expect(staleCheck.doneFor).toBe(marketplaceToday(tomorrow));
  });

  it('rolls an unchanged salon onto the new day: the past day goes, the new one comes, the days between stay as they were', async () => {
    const { db } = server.deps;
    const owner = await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' });
    const salon = await createSalon(server.deps, { ownerId: owner.id });
    const now = new Date();
    await refreshAllAvailability({ db, now });
    const rows = async () =>
      new Map(
        (
          await queryRows<{ day: string; version: string }>(
            db,
            sql`select day::text as day, xmin::text as version from salon_availability where salon_id = ${salon.id}`,
          )
        ).map((row) => [row.day, row.version]),
      );
    const before = await rows();
    const today = marketplaceToday(now);
    const tomorrow = new Date(now.getTime() + 24 * 3_600_000);
    const nextToday = marketplaceToday(tomorrow);
    expect(
      await refreshAvailability({ db, now: tomorrow, staleCheck: { doneFor: null } }),
    ).toBeGreaterThanOrEqual(1);
    const after = await rows();
    expect(after.has(today)).toBe(false);
    const newDay = addDays(nextToday, AVAILABILITY_DAYS - 1);
    // Sundays are closed by default: no row then.
    expect(after.has(newDay)).toBe(weekdayOf(newDay) !== 0);
    for (const [day, version] of after) {
      if (day !== newDay) expect(version, day).toBe(before.get(day));
    }
    expect(await builtFor(salon.id)).toBe(nextToday);
  });
});
