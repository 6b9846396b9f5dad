import { type SQL, sql } from 'drizzle-orm';
import type { AdminJobKind } from '@/shared/api-types';
import { now, sqlNow } from '../../base/clock';
import { type Executor, queryRows } from '../../db/client';
import { logger } from '../logger';
import type { JobQueue } from './queue';

// Every background job of a process, run by one engine (decision 086). A kind is either a queue
// (rows claimed one at a time, with a lease, retries and back-off: `queue.ts`) or a sweep (one
// statement or transaction that claims what is due with SKIP LOCKED and does it in the same commit,
// so a process killed halfway leaves nothing done and nothing lost). Either way the work is done
// once across processes and restarts: the database says what is due, not the process's memory.

/** What waits for one kind, as the admins' "Tâches de fond" shows it (the answer's own fields). */
export type JobBacklog = Pick<
  AdminJobKind,
  'due' | 'later' | 'running' | 'retrying' | 'failed' | 'lastError'
>;

export interface JobKind {
  /** Its name in the logs and on the admins' page. */
  name: string;
  /** What it does, in French, for the person reading the status. */
  label: string;
  /** How often a round starts (ms); 0: this process does not run it. */
  everyMs: number;
  /** One round: does what is due, returns how many jobs it settled. */
  run(): Promise<number>;
  /** The queue it works through (lease, retries, back-off), for a queue kind. */
  queue?: JobQueue<never>;
  /** For a queue that gives up: its rows given up since `since` (an index keeps it to the day's). */
  failedSince?: (since: SQL) => SQL;
  /** For a sweep: how many of its jobs are due now. */
  dueCount?: (db: Executor) => Promise<number>;
}

/**
 * Whether a round due at `nextAt` starts at the tick of `at`. Timers fire on whole milliseconds, a
 * little before or after their time: half a tick of slack keeps a kind whose rhythm is the tick's
 * from waiting a whole tick more, which would double its period.
 */
export const isDue = (at: number, nextAt: number, tick: number) => at + tick / 2 >= nextAt;

/**
 * Starts every kind on one timer: a kind's round starts `everyMs` after its previous one began,
 * never two rounds of one kind at once (a slow round makes the next wait), and a failing round is
 * logged without stopping the others. The timer does not keep the process alive.
 */
export function startJobs(kinds: readonly JobKind[]): () => void {
  const active = kinds.filter((kind) => kind.everyMs > 0);
  if (active.length === 0) return () => {};
  const startedAt = performance.now();
  const state = active.map((kind) => ({ kind, nextAt: startedAt + kind.everyMs, running: false }));
  const tick = Math.max(10, Math.min(...active.map((kind) => kind.everyMs)));
  const timer = setInterval(() => {
    const at = performance.now();
    for (const entry of state) {
      if (entry.running || !isDue(at, entry.nextAt, tick)) continue;
      entry.running = true;
      entry.nextAt = at + entry.kind.everyMs;
      entry.kind
        .run()
        .catch((error) => logger.error({ err: error, job: entry.kind.name }, 'tâche de fond en échec'))
        .finally(() => {
          entry.running = false;
        });
    }
  }, tick);
  timer.unref();
  return () => clearInterval(timer);
}

const DAY_MS = 86_400_000;

/**
 * What waits in one queue, on the product's clock. Only the waiting rows are read (each queue's
 * partial index of them), and the failures of the last day: never the queue's whole history.
 */
async function queueBacklog(db: Executor, kind: JobKind & { queue: JobQueue<never> }): Promise<JobBacklog> {
  const at = sqlNow();
  const table = sql.identifier(kind.queue.table);
  // A row the queue will not take yet though free (a message in doubt, waiting for its receipt) is
  // counted as being worked on: it is, by the process that died or the provider.
  const claimable = kind.queue.claimable ? kind.queue.claimable(at) : sql`true`;
  const free = sql`(locked_until is null or locked_until < ${at}) and ${claimable}`;
  const [waiting] = await queryRows<{ due: number; later: number; running: number; retrying: number }>(
    db,
    sql`select
        count(*) filter (where next_attempt_at <= ${at} and ${free})::int as due,
        count(*) filter (where next_attempt_at > ${at} and ${free})::int as later,
        count(*) filter (where not (${free}))::int as running,
        count(*) filter (where last_error is not null)::int as retrying
      from ${table} where ${kind.queue.waiting}`,
  );
  const [error] = await queryRows<{ last_error: string }>(
    db,
    sql`select last_error from ${table} where ${kind.queue.waiting} and last_error is not null
        order by next_attempt_at desc limit 1`,
  );
  let failed: number | null = null;
  let failedError: string | null = null;
  if (kind.failedSince) {
    const since = kind.failedSince(sql`${new Date(now().getTime() - DAY_MS).toISOString()}::timestamptz`);
    const [row] = await queryRows<{ n: number; last_error: string | null }>(
      db,
      sql`select count(*)::int as n, (array_agg(last_error order by failed_at desc))[1] as last_error
          from ${table} where ${since}`,
    );
    failed = row?.n ?? 0;
    failedError = row?.last_error ?? null;
  }
  return {
    due: waiting?.due ?? 0,
    later: waiting?.later ?? 0,
    running: waiting?.running ?? 0,
    retrying: waiting?.retrying ?? 0,
    failed,
    lastError: error?.last_error ?? failedError,
  };
}

/** What waits for every kind: the one place to see what is queued and what failed. */
export async function jobBacklogs(
  db: Executor,
  kinds: readonly JobKind[],
): Promise<{ kind: JobKind; backlog: JobBacklog }[]> {
  const none: JobBacklog = { due: 0, later: 0, running: 0, retrying: 0, failed: null, lastError: null };
  const out: { kind: JobKind; backlog: JobBacklog }[] = [];
  for (const kind of kinds) {
    const { queue } = kind;
    if (queue) out.push({ kind, backlog: await queueBacklog(db, { ...kind, queue }) });
    else out.push({ kind, backlog: { ...none, due: kind.dueCount ? await kind.dueCount(db) : 0 } });
  }
  return out;
}
