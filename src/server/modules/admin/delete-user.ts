import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { salons, users } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { recordSecurityEvent, type SecurityActor } from '../../lib/security-log';
import { keyFromUrl, type Storage } from '../../lib/storage/storage';
import { lockAdmins } from '../core/lock-admins';
import { USER_NOT_FOUND } from './user-not-found';

export const OWNS_SALONS = 'Suppression impossible : cet utilisateur possède des salons.';

/**
 * Deletes an account with its sessions, sign-in data, notifications and reviews (foreign keys) in
 * one statement; past bookings stay with the salons without the person. Refused for an owner of
 * salons and for oneself (docs/product.md#administration).
 */
export async function deleteUser(options: {
  db: Database;
  storage: Storage;
  viewer: Viewer;
  userId: string;
  actor: SecurityActor;
}): Promise<void> {
  const { db, viewer, userId } = options;
  if (userId === viewer.id)
    throw new AppError(409, 'self_delete', 'Vous ne pouvez pas supprimer votre propre compte.');
  const [owned] = await db.select({ n: count() }).from(salons).where(eq(salons.ownerId, userId));
  if ((owned?.n ?? 0) > 0) throw new AppError(409, 'owns_salons', OWNS_SALONS);
  const deleted = await db.transaction(async (tx) => {
    // Two admins deleting each other at once: the second is no longer an admin.
    if (!(await lockAdmins(tx)).includes(viewer.id)) throw forbidden();
    const [row] = await tx
      .delete(users)
      .where(and(eq(users.id, userId)))
      .returning({ avatarUrl: users.avatarUrl, email: users.email, role: users.role });
    if (!row) throw notFound(USER_NOT_FOUND);
    await recordSecurityEvent(tx, options.actor, {
      type: 'user_deleted',
      target: userId,
      details: { email: row.email, role: row.role },
    });
    return row;
  });
  const key = keyFromUrl(deleted.avatarUrl);
  if (key) await options.storage.delete(key);
}
