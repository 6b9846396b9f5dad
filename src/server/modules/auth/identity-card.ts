import { and, eq, isNotNull, like, not } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { logger } from '../../lib/logger';
import { open, seal } from '../../lib/secret-box';

// A prestataire's ID card number (CIN) is stored sealed with the secret box. The additional data
// names the column rather than the person: the value is sealed before the account (and its id)
// exists, in better-auth's user-creation hook.
const PURPOSE = 'users.cin';
const SEALED_PREFIX = 'v1.';

export const isSealedCin = (value: string) => value.startsWith(SEALED_PREFIX);

export function sealCin(key: Buffer, cin: string): string {
  return isSealedCin(cin) ? cin : seal(key, cin, PURPOSE);
}

/** The number as the admin reads it; null when it cannot be opened (another key), which is logged. */
export function openCin(key: Buffer, stored: string | null): string | null {
  if (stored === null) return null;
  if (!isSealedCin(stored)) return stored;
  try {
    return open(key, stored, PURPOSE);
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
    .where(and(isNotNull(users.cin), not(like(users.cin, `${SEALED_PREFIX}%`))));
  for (const row of rows) {
    if (row.cin === null) continue;
    await db
      .update(users)
      .set({ cin: sealCin(key, row.cin) })
      .where(and(eq(users.id, row.id), eq(users.cin, row.cin)));
  }
  return rows.length;
}
