import { eq } from 'drizzle-orm';
import type { RoleChange } from '@/shared/api-types';
import { must } from '@/shared/must';
import type { Role } from '@/shared/roles';
import { AppError, forbidden, notFound } from '../../base/errors';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { recordSecurityEvent, type SecurityActor } from '../../lib/security-log';
import { lockAdmins } from '../core/lock-admins';
import { USER_NOT_FOUND } from './user-not-found';

/**
 * Changes a role; it applies from that user's next request (sessions are read fresh). An admin
 * cannot change their own role, and two admins changing each other's at once take turns (the second
 * is no longer an admin), so the platform never loses its last admin. Making someone a prestataire
 * validates them: an admin chose it.
 */
export async function setUserRole(options: {
  db: Database;
  viewer: Viewer;
  userId: string;
  role: Role;
  actor: SecurityActor;
}): Promise<RoleChange> {
  const { db, viewer, userId, role } = options;
  if (userId === viewer.id)
    throw new AppError(409, 'self_change', 'Vous ne pouvez pas modifier votre propre rôle.');
  return db.transaction(async (tx) => {
    if (!(await lockAdmins(tx)).includes(viewer.id)) throw forbidden();
    const [before] = await tx
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!before) throw notFound(USER_NOT_FOUND);
    const [updated] = await tx
      .update(users)
      .set({ role, providerStatus: role === 'prestataire' ? 'approved' : null })
      .where(eq(users.id, userId))
      .returning({ id: users.id, role: users.role });
    await recordSecurityEvent(tx, options.actor, {
      type: 'role_changed',
      target: userId,
      details: { from: before.role, to: role },
    });
    return must(updated, 'the user locked above, updated');
  });
}
