import { and, eq, isNotNull, like, not } from 'drizzle-orm';
import { CIN_PURPOSE, isSealedCin, SEALED_CIN_PREFIX, sealCin } from '../../auth/identity-card-seal';
import { open } from '../../base/secret-box';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { logger } from '../../lib/logger';

// The sealing itself is auth/identity-card-seal.ts, which the account's creation hook uses.

/** The number as the admin reads it; null when it cannot be opened (another key), which is logged. */
export function openCin(key: Buffer, stored: string | null): string | null {
  if (stored === null) return null;
  if (!isSealedCin(stored)) return stored;
  try {
    return open(key, stored, CIN_PURPOSE);
  } catch (error) {
    logger.warn({ err: error }, 'numéro de CIN illisible avec la clé de chiffrement actuelle');
    return null;
  }
}

/**
 * Seals the numbers stored in clear by earlier versions. Run at every start; each row is changed only
 * while it still holds the clear value, so processes starting together cannot seal one twice.
 */
export async function sealStoredCins(db: Database, key: Buffer): Promise<number> {
  const rows = await db
    .select({ id: users.id, cin: users.cin })
    .from(users)
    .where(and(isNotNull(users.cin), not(like(users.cin, `${SEALED_CIN_PREFIX}%`))));
  for (const row of rows) {
    if (row.cin === null) continue;
    await db
      .update(users)
      .set({ cin: sealCin(key, row.cin) })
      .where(and(eq(users.id, row.id), eq(users.cin, row.cin)));
  }
  return rows.length;
}
