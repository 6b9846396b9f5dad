import { asc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { users } from '../../db/schema';

/**
 * Every admin's row, locked in one order, and their ids. Whatever may take an admin away (a role
 * change, an admin deleting an account, an admin deleting their own) takes these locks before
 * anything else: two such changes at once take turns and the second sees the first's result, so the
 * platform never loses its last admin, and an admin removed a moment ago no longer acts as one.
 */
export async function lockAdmins(tx: Transaction): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}
