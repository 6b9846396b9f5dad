import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client';

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counter in the database, so every API process sees the same count (decision 003).
 * One atomic upsert: concurrent requests cannot both read the old count.
 */
export async function consumeRateLimit(
  db: Database,
  key: string,
  limit: { max: number; windowSeconds: number },
): Promise<RateLimitResult> {
  const window = `${limit.windowSeconds} seconds`;
  const [row] = await queryRows<{ count: number; retry_after: number }>(
    db,
    sql`
    insert into rate_limits (key, count, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - ${window}::interval then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - ${window}::interval then now() else rate_limits.window_start end
    returning count, ceil(extract(epoch from (window_start + ${window}::interval - now())))::int as retry_after`,
  );
  if (!row) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: Number(row.count) <= limit.max, retryAfterSeconds: Math.max(1, Number(row.retry_after)) };
}

/** Old windows are useless; dropping them keeps the table small. */
export async function pruneRateLimits(db: Database, olderThanSeconds = 86_400): Promise<void> {
  await db.execute(
    sql`delete from rate_limits where window_start < now() - ${`${olderThanSeconds} seconds`}::interval`,
  );
}
