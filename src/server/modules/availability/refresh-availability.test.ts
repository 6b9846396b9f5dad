import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVAILABILITY_DAYS, marketplaceToday } from '@/shared/availability';
import { must } from '@/shared/must';
import { addDays, weekdayOf } from '@/shared/time-zone';
import { DAYS } from '@/shared/weekdays';
import { type Database, openDatabase, queryRows } from '../../db/client';
import { availabilityBuilds, availabilityQueue, employeeAbsences, openingHours } from '../../db/schema';
import { createEmployee, createSalon, createUser } from '../../test-support/factories';
import { insertBooking } from '../../test-support/stored-bookings';
import { startTestServer, type TestServer, testDatabaseKind } from '../../test-support/test-server';
import { tunis, workday } from '../../test-support/tunis-dates';
import { refreshAllAvailability, refreshAvailability, runNight } from './refresh-availability';

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

/** Each day's rows of a salon as a version (their xmin): a row rewritten gets a new one. */
async function versions(db: Database, salonId: string) {
  const rows = await queryRows<{ day: string; version: string }>(
    db,
    sql`select day::text as day, string_agg(xmin::text, ',' order by service_id) as version
        from salon_availability where salon_id = ${salonId} group by day`,
  );
  return new Map(rows.map((row) => [row.day, row]));
}

/** Whether the salon's rows offer a slot starting at `instant`. */
async function offers(db: Database, salonId: string, instant: string) {
  const [row] = await queryRows<{ offered: boolean }>(
    db,
    sql`select exists (select 1 from salon_availability
          where salon_id = ${salonId} and ${instant}::timestamptz = any(starts)) as offered`,
  );
  return row?.offered;
}

/** The days whose rows were rewritten, or appeared or went, between two readings. */
function rewritten(
  before: Awaited<ReturnType<typeof versions>>,
  after: Awaited<ReturnType<typeof versions>>,
) {
  const days = new Set([...before.keys(), ...after.keys()]);
  return [...days].filter((day) => before.get(day)?.version !== after.get(day)?.version).sort();
}

describe('a booking or an absence', () => {
  it("rebuilds only its own days of its own salon; a weekday's hours that weekday's; a service every day", async () => {
    const { db } = server.deps;
    const owner = await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' });
    const client = await createUser(server.deps, { role: 'client' });
    const booked = await createSalon(server.deps, { ownerId: owner.id });
    const other = await createSalon(server.deps, { ownerId: owner.id });
    const employeeId = await createEmployee(server.deps, { salonId: booked.id, fullName: 'Amira Ben Ali' });
    const now = new Date();
    await refreshAllAvailability({ db, now });
    const day = workday(1);
    const before = await versions(db, booked.id);
    const otherBefore = await versions(db, other.id);
    expect(await offers(db, booked.id, tunis(day, '10:00'))).toBe(true);

    await insertBooking(server.deps, {
      clientId: client.id,
      prestataireId: owner.id,
      salonId: booked.id,
      serviceId: must(booked.serviceIds[0], 'service'),
      employeeId,
      status: 'confirmed',
      start: tunis(day, '10:00'),
      minutes: 45,
    });
    const [queued] = await queryRows<{ days: string }>(
      db,
      sql`select days::text as days from availability_queue where salon_id = ${booked.id}`,
    );
    expect(queued?.days).toBe(`{[${day},${addDays(day, 1)})}`);
    expect(await refreshAvailability({ db, now })).toBe(1);
    const afterBooking = await versions(db, booked.id);
    expect(rewritten(before, afterBooking)).toEqual([day]);
    // The one employee is taken at 10:00 that day: the slot is no longer offered.
    expect(await offers(db, booked.id, tunis(day, '10:00'))).toBe(false);
    expect(rewritten(otherBefore, await versions(db, other.id))).toEqual([]);

    const absent = workday(3);
    await db.insert(employeeAbsences).values({
      employeeId,
      kind: 'absence',
      reason: 'Formation',
      startTime: new Date(tunis(absent, '09:00')),
      endTime: new Date(tunis(addDays(absent, 1), '18:00')),
    });
    expect(await refreshAvailability({ db, now })).toBe(1);
    const afterAbsence = await versions(db, booked.id);
    expect(rewritten(afterBooking, afterAbsence)).toEqual(
      [absent, addDays(absent, 1)].filter((d) => before.has(d) || afterAbsence.has(d)),
    );
    // Absent two days and alone: the salon offers nothing on either.
    expect(afterAbsence.has(absent)).toBe(false);
    expect(rewritten(otherBefore, await versions(db, other.id))).toEqual([]);

    // The booked day's weekday closes earlier: every such weekday of the window, and nothing else.
    // That weekday, not a fixed one: the booked day still offers its other times, so at least one day
    // of it is in the window whatever the date (a fixed Tuesday could be today after closing time and
    // the absent day, and so have no row at all).
    const shorterDay = must(DAYS[(weekdayOf(day) + 6) % 7], 'weekday');
    await db.insert(openingHours).values({
      salonId: booked.id,
      day: shorterDay,
      openTime: '09:00',
      closeTime: '17:00',
    });
    expect(await refreshAvailability({ db, now })).toBe(1);
    const afterHours = await versions(db, booked.id);
    // Today's rows may go (past 17:00): the days before the change and after it.
    const sameWeekday = [...new Set([...afterAbsence.keys(), ...afterHours.keys()])]
      .filter((d) => weekdayOf(d) === weekdayOf(day))
      .sort();
    expect(sameWeekday).toContain(day);
    expect(rewritten(afterAbsence, afterHours)).toEqual(sameWeekday);
    expect(rewritten(otherBefore, await versions(db, other.id))).toEqual([]);

    // A service changes what every day offers: the whole salon.
    await db.execute(sql`update services set duration = 60 where salon_id = ${booked.id}`);
    expect(await refreshAvailability({ db, now })).toBe(1);
    const afterService = await versions(db, booked.id);
    expect(rewritten(afterHours, afterService)).toEqual([...afterService.keys()].sort());
  });
});

describe.skipIf(testDatabaseKind() !== 'postgres')('the night on two processes', () => {
  it('rolls each salon once, whichever process takes it', async () => {
    const { db, config } = server.deps;
    const owner = await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' });
    for (let i = 0; i < 12; i++) await createSalon(server.deps, { ownerId: owner.id });
    const now = new Date();
    await refreshAllAvailability({ db, now });
    const tomorrow = new Date(now.getTime() + 24 * 3_600_000);
    const stale = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from availability_builds where built_for < ${marketplaceToday(tomorrow)}`,
    );
    const url = config.database.kind === 'postgres' ? config.database.url : '';
    const second = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
    try {
      const [first, other] = await Promise.all([
        runNight({ db, now: tomorrow, batch: 3 }),
        runNight({ db: second.db, now: tomorrow, batch: 3 }),
      ]);
      // Each stale salon worked on by one of the two, never by both (which one depends on timing).
      expect(first + other).toBe(must(stale[0], 'count').count);
      const [late] = await queryRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from availability_builds where built_for < ${marketplaceToday(tomorrow)}`,
      );
      expect(late?.count).toBe(0);
    } finally {
      await second.close();
    }
  });
});
