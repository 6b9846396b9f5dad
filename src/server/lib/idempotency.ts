import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Context } from 'hono';
import { AppError } from '../base/errors';
import type { Database } from '../db/client';
import { idempotentRequests } from '../db/schema';
import type { AppEnv, Viewer } from './context';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY = /^[A-Za-z0-9_-]{8,100}$/;
export const IDEMPOTENCY_KEY_INVALID = "L'en-tête Idempotency-Key est invalide.";
export const IDEMPOTENCY_KEY_REUSED = 'Cette clé a déjà servi pour une autre requête.';
export const IDEMPOTENCY_BODY_CHANGED =
  'Cette clé a déjà servi pour une demande au contenu différent : envoyez une nouvelle clé pour une nouvelle demande.';
/** A key answers its retries for a day; after that it is forgotten. */
export const IDEMPOTENCY_RETENTION_HOURS = 24;

/**
 * Runs a create once per Idempotency-Key (decision 049). The key is claimed in the create's own
 * transaction: a second request with the same key waits for the first to commit, then gets its
 * answer; if the first failed, nothing was claimed and the retry runs afresh. Without the header the
 * create simply runs.
 */
export async function onceForKey<T>(
  c: Context<AppEnv>,
  options: { db: Database; viewer: Viewer },
  create: (tx: Database) => Promise<T>,
): Promise<T> {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return create(options.db);
  if (!KEY.test(key)) throw new AppError(400, 'bad_request', IDEMPOTENCY_KEY_INVALID);
  const request = `${c.req.method} ${c.req.path}`;
  // The body as sent (the route has read it already; the text is kept), not as understood: a retry
  // sends the same bytes.
  const bodyHash = createHash('sha256')
    .update(await c.req.text().catch(() => ''))
    .digest('base64url');
  return options.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotentRequests)
      .values({ userId: options.viewer.id, key, request, bodyHash })
      .onConflictDoNothing()
      .returning({ key: idempotentRequests.key });
    if (claimed.length === 0) {
      const [earlier] = await tx
        .select({
          request: idempotentRequests.request,
          bodyHash: idempotentRequests.bodyHash,
          answer: idempotentRequests.answer,
        })
        .from(idempotentRequests)
        .where(and(eq(idempotentRequests.userId, options.viewer.id), eq(idempotentRequests.key, key)));
      if (!earlier || earlier.request !== request || earlier.answer === null) {
        throw new AppError(409, 'idempotency_key_reused', IDEMPOTENCY_KEY_REUSED);
      }
      if (earlier.bodyHash !== null && earlier.bodyHash !== bodyHash) {
        throw new AppError(422, 'idempotency_key_mismatch', IDEMPOTENCY_BODY_CHANGED);
      }
      return earlier.answer as T;
    }
    const answer = await create(tx);
    await tx
      .update(idempotentRequests)
      .set({ answer })
      .where(and(eq(idempotentRequests.userId, options.viewer.id), eq(idempotentRequests.key, key)));
    return answer;
  });
}

/** Forgets the keys older than the retention. One statement: safe from several processes. */
export async function pruneIdempotentRequests(db: Database, now: Date): Promise<number> {
  const limit = new Date(now.getTime() - IDEMPOTENCY_RETENTION_HOURS * 3_600_000);
  const deleted = await db
    .delete(idempotentRequests)
    .where(lt(idempotentRequests.createdAt, limit))
    .returning({ key: idempotentRequests.key });
  return deleted.length;
}
