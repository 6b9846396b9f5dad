import { eq } from 'drizzle-orm';
import { NOT_ENABLED_MESSAGE, RESET_OWN_MESSAGE } from '@/shared/two-factor';
import { AppError, notFound } from '../../base/errors';
import type { Database } from '../../db/client';
import { sessions, twoFactors, users } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { recordSecurityEvent, type SecurityActor } from '../../lib/security-log';
import { USER_NOT_FOUND } from './user-not-found';

/**
 * Someone lost their app and their recovery codes (decision 074): an admin removes their second
 * factor, with a reason the security log keeps. Every session of theirs ends; they sign in with the
 * password alone, and an admin among them is held to enrol again before anything else.
 */
export async function resetTwoFactor(options: {
  db: Database;
  viewer: Viewer;
  userId: string;
  reason: string;
  actor: SecurityActor;
}): Promise<{ reset: true }> {
  const { db, userId } = options;
  if (userId === options.viewer.id) throw new AppError(409, 'self_change', RESET_OWN_MESSAGE);
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ email: users.email, role: users.role, enabled: users.twoFactorEnabled })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!account) throw notFound(USER_NOT_FOUND);
    const removed = await tx
      .delete(twoFactors)
      .where(eq(twoFactors.userId, userId))
      .returning({ id: twoFactors.id });
    if (!account.enabled && removed.length === 0)
      throw new AppError(409, 'two_factor_not_enabled', NOT_ENABLED_MESSAGE);
    await tx.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await recordSecurityEvent(tx, options.actor, {
      type: 'two_factor_reset_by_admin',
      target: userId,
      details: { email: account.email, role: account.role, reason: options.reason },
    });
    return { reset: true as const };
  });
}
