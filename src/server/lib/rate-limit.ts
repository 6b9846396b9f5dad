import { sql } from 'drizzle-orm';
import { sqlNow } from '../base/clock';
import { rateLimited } from '../base/errors';
import { type Executor, queryRows } from '../db/client';

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counter in the database, so every API process sees the same count (decision 003).
 * One atomic upsert: concurrent requests cannot both read the old count.
 */
export async function consumeRateLimit(
  db: Executor,
  key: string,
  limit: { max: number; windowSeconds: number },
): Promise<RateLimitResult> {
  const window = `${limit.windowSeconds} seconds`;
  const at = sqlNow();
  const [row] = await queryRows<{ count: number; retry_after: number }>(
    db,
    sql`
    insert into rate_limits (key, count, window_start) values (${key}, 1, ${at})
    on conflict (key) do update set
      count = case when rate_limits.window_start <= ${at} - ${window}::interval then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= ${at} - ${window}::interval then ${at} else rate_limits.window_start end
    returning count, ceil(extract(epoch from (window_start + ${window}::interval - ${at})))::int as retry_after`,
  );
  if (!row) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: Number(row.count) <= limit.max, retryAfterSeconds: Math.max(1, Number(row.retry_after)) };
}

/** "1 minute", "5 minutes", "2 heures": how long until a limit lets the person try again. */
export function waitText(seconds: number): string {
  if (seconds > 3600) {
    const hours = Math.ceil(seconds / 3600);
    return `${hours} heure${hours > 1 ? 's' : ''}`;
  }
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes > 1 ? 's' : ''}`;
}

/**
 * Counts one attempt under `key` and refuses past the limit: a French 429 whose message names the
 * wait (`message` receives "5 minutes") and Retry-After. Pass the transaction to count only an
 * attempt that commits.
 */
export async function enforceRateLimit(
  db: Executor,
  key: string,
  limit: { max: number; windowSeconds: number },
  message: (wait: string) => string,
): Promise<void> {
  const { allowed, retryAfterSeconds } = await consumeRateLimit(db, key, limit);
  if (!allowed) throw rateLimited(message(waitText(retryAfterSeconds)), retryAfterSeconds);
}

/** Old windows are useless; dropping them keeps the table small. */
export async function pruneRateLimits(db: Executor, olderThanSeconds = 86_400): Promise<void> {
  await db.execute(
    sql`delete from rate_limits where window_start < ${sqlNow()} - ${`${olderThanSeconds} seconds`}::interval`,
  );
}
