import { type SQL, sql } from 'drizzle-orm';
import { sqlNow } from '../../base/clock';
import { type Database, type Executor, queryRows } from '../../db/client';
import { logger } from '../logger';

// The one way a queued job is taken and settled (decision 086). A queue is a table whose rows are
// both the domain's record (the mail, the SMS and its receipts, the calendar event's version) and
// the job: every such table carries `attempts`, `next_attempt_at`, `locked_until` and `last_error`.
// A claim takes one due row with SKIP LOCKED, so two processes (or the worker and a request) never
// take the same one, gives it a lease, and counts the attempt, which is the claim's fencing token:
// an outcome is written only while that count is still the claim's.

export interface JobQueue<Row extends { attempts: number }> {
  /** The table, as written in SQL. */
  table: string;
  /** Its key column, and how a claimed row names it. */
  key: string;
  keyOf(row: Row): string;
  /** What makes a row wait for a worker, besides being due and not leased. */
  waiting: SQL;
  /** Which waiting row goes first. */
  order: SQL;
  /** What a claim returns: `attempts` and the key among them. */
  returning: SQL;
  /** How long a claimed row is left to its worker before another process may take it. */
  leaseSeconds: number;
  /** Seconds before the next try, after `attempts` tries that failed. */
  backoffSeconds(attempts: number): number;
  /** A further condition on a claim (a message in doubt waits for its receipt). */
  claimable?: (at: SQL) => SQL;
  /** Further columns a claim sets, and what settling a row clears of them. */
  onClaim?: (at: SQL) => SQL;
  onSettle?: SQL;
  /**
   * Which rows an outcome may write: by default the claimed row while its attempt count is the
   * claim's and it still waits. A queue whose producer starts the count again (a calendar event
   * changed meanwhile) fences by its key only.
   */
  fence?: (row: Row) => SQL;
}

/** Exponential back-off: `first` seconds, doubled at each failed try, never more than `most`. */
export const doubling =
  (first: number, most: number) =>
  (attempts: number): number =>
    Math.min(most, first * 2 ** Math.max(0, attempts - 1));

const settles = (queue: { onSettle?: SQL }) => (queue.onSettle ? sql`, ${queue.onSettle}` : sql``);

export function ours<Row extends { attempts: number }>(queue: JobQueue<Row>, row: Row): SQL {
  if (queue.fence) return queue.fence(row);
  return sql`${sql.identifier(queue.key)} = ${queue.keyOf(row)} and attempts = ${row.attempts} and ${queue.waiting}`;
}

/**
 * Claims the oldest due row, or the one named by `key` if it waits (a request sending its own mail
 * right after its commit); none when every due row is taken or leased.
 */
export async function claimJob<Row extends { attempts: number }>(
  db: Executor,
  queue: JobQueue<Row>,
  key?: string,
): Promise<Row | undefined> {
  const at = sqlNow();
  const table = sql.identifier(queue.table);
  const keyColumn = sql.identifier(queue.key);
  const extra = queue.claimable ? sql` and ${queue.claimable(at)}` : sql``;
  const target =
    key === undefined
      ? sql`select ${keyColumn} from ${table} where ${queue.waiting} and next_attempt_at <= ${at}
            and (locked_until is null or locked_until < ${at})${extra}
            order by ${queue.order} limit 1 for update skip locked`
      : sql`select ${keyColumn} from ${table} where ${keyColumn} = ${key} and ${queue.waiting}
            and (locked_until is null or locked_until < ${at})${extra} for update skip locked`;
  const claimSets = queue.onClaim ? sql`, ${queue.onClaim(at)}` : sql``;
  const [row] = await queryRows<Row>(
    db,
    sql`update ${table} set locked_until = ${at} + ${`${queue.leaseSeconds} seconds`}::interval,
          attempts = attempts + 1${claimSets}
        where ${keyColumn} = (${target}) returning ${queue.returning}`,
  );
  return row;
}

/** A job done: `set` records its outcome, the lease and the last error are cleared. True if ours. */
export async function settleJob<Row extends { attempts: number }>(
  executor: Executor,
  queue: JobQueue<Row>,
  row: Row,
  set: SQL,
): Promise<boolean> {
  const done = await queryRows<{ n: number }>(
    executor,
    sql`update ${sql.identifier(queue.table)} set ${set}, locked_until = null, last_error = null${settles(queue)}
        where ${ours(queue, row)} returning 1 as n`,
  );
  return done.length > 0;
}

export const errorText = (error: unknown) =>
  String((error as Error | undefined)?.message ?? error).slice(0, 500);

/** The SQL that frees a failed job for its next try, after the queue's back-off. */
export function retryStatement<Row extends { attempts: number }>(
  queue: JobQueue<Row>,
  row: Row,
  error: unknown,
): SQL {
  const delay = `${queue.backoffSeconds(row.attempts)} seconds`;
  return sql`update ${sql.identifier(queue.table)} set locked_until = null,
      next_attempt_at = ${sqlNow()} + ${delay}::interval, last_error = ${errorText(error)}${settles(queue)}
      where ${ours(queue, row)}`;
}

/** A job that failed this time: it waits for its next try (the queue's back-off). */
export async function retryJob<Row extends { attempts: number }>(
  executor: Executor,
  queue: JobQueue<Row>,
  row: Row,
  error: unknown,
): Promise<void> {
  await executor.execute(retryStatement(queue, row, error));
}

/** A claim handed back unspent (not the moment yet): the job waits until `at`, its try not counted. */
export async function handBackJob<Row extends { attempts: number }>(
  executor: Executor,
  queue: JobQueue<Row>,
  row: Row,
  at: Date,
): Promise<void> {
  await executor.execute(
    sql`update ${sql.identifier(queue.table)} set locked_until = null, attempts = attempts - 1,
          next_attempt_at = ${at.toISOString()}::timestamptz${settles(queue)}
        where ${ours(queue, row)}`,
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writes what became of a claimed job when the database may be away (a restart): tries again until
 * 15 s before the lease ends, so no other process can have taken the job meanwhile. Past that, the
 * job is left to the lease: done again once after it, or retried then instead of after its back-off.
 */
export async function recordWithinLease(
  db: Database,
  queue: { leaseSeconds: number },
  claimedAt: number,
  /** Built for each try: its "now" is the try's. */
  statement: () => SQL,
  context: Record<string, unknown>,
  whenLost: string,
): Promise<void> {
  const recordWithinMs = queue.leaseSeconds * 1_000 - 15_000;
  for (let wait = 250; ; wait = Math.min(wait * 2, 4_000)) {
    try {
      await db.execute(statement());
      return;
    } catch (error) {
      if (performance.now() + wait > claimedAt + recordWithinMs) {
        logger.error({ ...context, err: error }, whenLost);
        return;
      }
      await sleep(wait);
    }
  }
}
