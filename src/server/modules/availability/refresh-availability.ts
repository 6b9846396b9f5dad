import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { AVAILABILITY_DAYS, marketplaceToday } from '@/shared/availability';
import { type Database, type Executor, queryRows } from '../../db/client';
import { availabilityBuilds, availabilityQueue, salons } from '../../db/schema';
import { type AvailabilityWork, rebuildAvailability } from './rebuild-availability';

/** Salons the night's roll takes in one transaction: a few queries for all of them. */
export const ROLL_BATCH = 200;
/** A round goes on while there is work, for at most this long, the queue first at each turn. */
const ROUND_BUDGET_MS = 2_000;

/**
 * One round of the availability worker (docs/product.md#where-and-when): rebuilds what the triggers
 * queued (the days of a booking or an absence, the whole salon for hours, services, the team or the
 * approval), then rolls the salons built for an earlier day onto today, a batch at a time. Each
 * salon is worked on under a per-salon advisory lock that another process skips, and each batch of
 * the night takes its salons' build rows with SKIP LOCKED, so two processes share the night without
 * doing a salon twice. A queue entry goes only if nothing queued it again meanwhile (the trigger
 * moves `queued_at`), so a change made during a rebuild is never lost. Returns how many salons
 * were worked on.
 */
export async function refreshAvailability(options: {
  db: Database;
  now: Date;
  limit?: number;
  /**
   * The worker's memory of the last day it found every salon built for (decision 056): once the
   * night's work is done, the worker stops looking for salons built for an earlier day until the
   * next day. Salons approved or created meanwhile are queued by the triggers.
   */
  staleCheck?: { doneFor: string | null };
  /** Salons per transaction of the night (ROLL_BATCH). */
  batch?: number;
}): Promise<number> {
  const { db, now, staleCheck } = options;
  const batch = options.batch ?? ROLL_BATCH;
  const limit = options.limit ?? 50;
  const today = marketplaceToday(now);
  const started = performance.now();
  let total = 0;
  for (;;) {
    const queued = await rebuildQueued(db, { now, today, limit });
    let rolled = { done: 0, complete: true };
    if (staleCheck?.doneFor !== today) {
      rolled = await rollStale(db, { now, today, batch });
      // Only once every stale salon found was rolled: a batch that skipped one looks again.
      if (rolled.complete && staleCheck) staleCheck.doneFor = today;
    }
    total += queued.done + rolled.done;
    const more = queued.found === limit || !rolled.complete;
    if (!more || queued.done + rolled.done === 0 || performance.now() - started > ROUND_BUDGET_MS)
      return total;
  }
}

/** The queued salons, oldest first, each in its own transaction. */
async function rebuildQueued(
  db: Database,
  options: { now: Date; today: string; limit: number },
): Promise<{ found: number; done: number }> {
  const { now, today, limit } = options;
  // queued_at as text: microseconds, which a JavaScript Date would drop, make the comparison exact.
  // The days as dates, only those near the window (an absence of a year is one range, not 365 days).
  const queued = await queryRows<{ salonId: string; queuedAt: string; days: string[] | null }>(
    db,
    sql`select salon_id as "salonId", queued_at::text as "queuedAt",
          case when days is null then null else array(
            select d::date::text
            from unnest(days * datemultirange(daterange(${today}::date - 1, ${today}::date + ${AVAILABILITY_DAYS + 1}::int))) r,
                 generate_series(lower(r)::timestamp, upper(r)::timestamp - interval '1 day', interval '1 day') d
            order by 1) end as days
        from availability_queue order by queued_at limit ${limit}`,
  );
  let done = 0;
  for (const { salonId, queuedAt, days } of queued) {
    const worked = await db.transaction(async (tx) => {
      await withoutWaitingForDisk(tx);
      if ((await lockedSalons(tx, [salonId])).length === 0) return false;
      const work: AvailabilityWork =
        days === null ? { salonId, kind: 'whole' } : { salonId, kind: 'days', days };
      await rebuildAvailability(tx, { work: [work], now });
      await tx
        .delete(availabilityQueue)
        .where(
          and(
            eq(availabilityQueue.salonId, salonId),
            sql`${availabilityQueue.queuedAt} = ${queuedAt}::timestamptz`,
          ),
        );
      return true;
    });
    if (worked) done += 1;
  }
  return { found: queued.length, done };
}

/**
 * One batch of the night: salons built for an earlier day (by the index on `built_for`, rows
 * another process holds skipped), then approved salons never built, rolled onto today together.
 * `complete` when the batch found fewer than it could take and worked on each.
 */
async function rollStale(db: Database, options: { now: Date; today: string; batch: number }) {
  const { now, today, batch } = options;
  return db.transaction(async (tx) => {
    await withoutWaitingForDisk(tx);
    const stale: Array<{ salonId: string }> = await tx
      .select({ salonId: availabilityBuilds.salonId })
      .from(availabilityBuilds)
      .where(lt(availabilityBuilds.builtFor, today))
      .orderBy(asc(availabilityBuilds.builtFor), asc(availabilityBuilds.salonId))
      .limit(batch)
      .for('update', { skipLocked: true });
    if (stale.length < batch) {
      const never = await tx
        .select({ salonId: salons.id })
        .from(salons)
        .where(
          and(
            eq(salons.isApproved, true),
            sql`not exists (select 1 from ${availabilityBuilds} b where b.salon_id = ${salons.id})`,
          ),
        )
        .limit(batch - stale.length);
      stale.push(...never);
    }
    const locked = new Set(
      await lockedSalons(
        tx,
        stale.map(({ salonId }) => salonId),
      ),
    );
    const work = stale.filter(({ salonId }) => locked.has(salonId));
    await rebuildAvailability(tx, {
      work: work.map(({ salonId }) => ({ salonId, kind: 'roll' as const })),
      now,
    });
    return { done: work.length, complete: stale.length < batch && work.length === stale.length };
  });
}

/**
 * The salons among `salonIds` whose advisory lock this transaction got (held to its end); another
 * process is working on the others. The ids are narrowed first (OFFSET 0 keeps the planner from
 * trying the lock on other salons).
 */
async function lockedSalons(tx: Executor, salonIds: readonly string[]): Promise<string[]> {
  if (salonIds.length === 0) return [];
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select id from (select id from ${salons} where ${inArray(salons.id, [...salonIds])} offset 0) s
        where pg_try_advisory_xact_lock(hashtext('availability:' || s.id::text))`,
  );
  return rows.map((row) => row.id);
}

/**
 * The rows are derived data and the queue entry goes in the same transaction: a crash that loses
 * such a commit loses both, and the salon is simply rebuilt again. Not waiting for the disk's flush
 * makes a rebuild about 20 ms faster (measured on the 10,000-salon bench: 23 ms to 3 ms a salon).
 */
export async function withoutWaitingForDisk(tx: Executor) {
  await tx.execute(sql`set local synchronous_commit to off`);
}

/** Drains the queue until empty, for tests and the bench that need the rows now. */
export async function refreshAllAvailability(options: { db: Database; now: Date }): Promise<number> {
  let total = 0;
  for (;;) {
    const rebuilt = await refreshAvailability({ ...options, limit: 200 });
    total += rebuilt;
    if (rebuilt === 0) return total;
  }
}

/**
 * A whole night at `now`: the worker's own rounds until every salon built for an earlier day is
 * rolled onto it, for the bench and the tests. Returns how many salons this caller worked on.
 */
export async function runNight(options: { db: Database; now: Date; batch?: number }): Promise<number> {
  const staleCheck: { doneFor: string | null } = { doneFor: null };
  let done = 0;
  while (staleCheck.doneFor !== marketplaceToday(options.now)) {
    done += await refreshAvailability({ ...options, staleCheck });
  }
  return done;
}
