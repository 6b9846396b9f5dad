import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { sqlNow } from '../../base/clock';
import { AppError, rateLimited } from '../../base/errors';
import type { Config } from '../../config';
import { type Executor, queryRows } from '../../db/client';
import type { AppEnv } from '../../lib/context';
import { clientIp, rateLimitSubject } from '../../lib/http';
import { consumeRateLimit, waitText } from '../../lib/rate-limit';

/**
 * Codes that name no link, per IP (decision 078). A code is 8 characters, about 48 random bits: at
 * this pace guessing one is hopeless. Only misses count, so a person opening their own links never
 * waits, however many share their address (Tunisian mobile networks put many behind one), and a
 * read writes nothing.
 */
export const MESSAGE_LINK_MISSES = { max: 30, windowSeconds: 600 };

const tooMany = (wait: string) => `Trop de liens invalides. Veuillez réessayer dans ${wait}.`;

/** Runs a link's lookup and use, refused while this address has missed too often; a miss counts. */
export async function withMessageLinkLimit<T>(
  c: Context<AppEnv>,
  db: Executor,
  config: Pick<Config, 'trustProxy'>,
  run: () => Promise<T>,
): Promise<T> {
  const key = `message-link-miss:${rateLimitSubject(clientIp(c, config.trustProxy))}`;
  const window = `${MESSAGE_LINK_MISSES.windowSeconds} seconds`;
  const at = sqlNow();
  const [row] = await queryRows<{ count: number; retry_after: number }>(
    db,
    sql`select count, ceil(extract(epoch from (window_start + ${window}::interval - ${at})))::int as retry_after
        from rate_limits where key = ${key} and window_start > ${at} - ${window}::interval`,
  );
  if (row && Number(row.count) >= MESSAGE_LINK_MISSES.max) {
    const wait = Math.max(1, Number(row.retry_after));
    throw rateLimited(tooMany(waitText(wait)), wait);
  }
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError && error.code === 'link_invalid') {
      await consumeRateLimit(db, key, MESSAGE_LINK_MISSES);
    }
    throw error;
  }
}
