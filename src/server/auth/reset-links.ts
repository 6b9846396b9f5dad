import { createHash } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { verifications } from '../db/schema';

// Password reset links (decision 050: only a hash of each token is stored). Their stored name keeps
// a prefix of its own before the hash, so that an account's outstanding links can be found and
// voided when its password or address changes (decision 073).

const PREFIX = 'reset-password:';

const storedName = (identifier: string) =>
  `${PREFIX}${createHash('sha256').update(identifier).digest('base64url')}`;

/** How better-auth stores a reset token's identifier (`reset-password:<token>`): prefix, then hash. */
export const resetLinkStorage = {
  [PREFIX]: { hash: async (identifier: string) => storedName(identifier) },
};

/** The account a reset token belongs to, if the link is still outstanding. */
export async function resetLinkAccount(db: Executor, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: verifications.value })
    .from(verifications)
    .where(eq(verifications.identifier, storedName(`${PREFIX}${token}`)));
  return row?.userId ?? null;
}

/** Every reset link the account was sent and has not used stops working. */
export async function voidResetLinks(db: Executor, userId: string): Promise<void> {
  await db
    .delete(verifications)
    .where(and(like(verifications.identifier, `${PREFIX}%`), eq(verifications.value, userId)));
}
