import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client';

/**
 * The database's current snapshot: oldest running transaction, next transaction id, running ones.
 * Reads get no transaction id; anything that writes does, so the snapshot is the same twice only if
 * nothing has committed in between, in this process or in any other sharing the database.
 */
export async function currentSnapshot(db: Database): Promise<string> {
  const [row] = await queryRows<{ snapshot: string }>(
    db,
    sql`select pg_current_snapshot()::text as snapshot`,
  );
  if (!row) throw new Error('pg_current_snapshot() sans réponse');
  return row.snapshot;
}

export interface SnapshotCache<T> {
  /** The answer for `key` computed under the current snapshot, or `compute()`'s, kept for the next ones. */
  get(key: string, compute: () => Promise<T>): Promise<T>;
}

/**
 * Answers kept while the database does not change, for read-mostly public data: every request asks
 * for the snapshot (one tiny query) and gets the answer computed under that same snapshot, so never
 * anything older than what it would have read itself. Any committed write, through the API, a
 * script or another process, starts a new generation. Requests that miss together share one
 * computation. Answers are shared: callers must not change them.
 */
export function createSnapshotCache<T>(options: {
  snapshot: () => Promise<string>;
  maxEntries: number;
}): SnapshotCache<T> {
  let generation: { snapshot: string; answers: Map<string, Promise<T>> } | null = null;
  return {
    async get(key, compute) {
      const snapshot = await options.snapshot();
      // A request whose snapshot is older than the generation's (it asked before a write, answered
      // after) simply starts over: answers only ever go to requests of their own snapshot.
      if (generation?.snapshot !== snapshot) generation = { snapshot, answers: new Map() };
      const { answers } = generation;
      const known = answers.get(key);
      if (known) return known;
      if (answers.size >= options.maxEntries) {
        const oldest = answers.keys().next().value;
        if (oldest !== undefined) answers.delete(oldest);
      }
      const answer = compute();
      answers.set(key, answer);
      // A failure is not kept: the next request tries again.
      answer.catch(() => {
        if (answers.get(key) === answer) answers.delete(key);
      });
      return answer;
    },
  };
}
