import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Role } from '@/shared/roles';
import type { Database } from '../../db/client';
import { salons, users } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { keyFromUrl, type Storage } from '../../lib/storage/storage';

export const USERS_PAGE_SIZE = 20;
export const USER_NOT_FOUND = 'Utilisateur introuvable.';
export const OWNS_SALONS = 'Suppression impossible : cet utilisateur possède des salons.';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** All accounts, newest first, searchable by name or e-mail, a page at a time. */
export async function listUsers(db: Database, options: { q: string; page: number }) {
  const where: SQL | undefined = options.q
    ? or(
        ilike(users.fullName, `%${escapeLike(options.q)}%`),
        ilike(users.email, `%${escapeLike(options.q)}%`),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        full_name: users.fullName,
        email: users.email,
        role: users.role,
        avatar_url: users.avatarUrl,
        providerStatus: users.providerStatus,
        created_at: users.createdAt,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(USERS_PAGE_SIZE)
      .offset((options.page - 1) * USERS_PAGE_SIZE),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items: rows, total: total?.n ?? 0, page: options.page, pageSize: USERS_PAGE_SIZE };
}

/**
 * Changes a role; it applies from that user's next request (sessions are read fresh). An admin
 * cannot change their own role, so the platform never loses its last admin. Making someone a
 * prestataire validates them: an admin chose it.
 */
export async function setUserRole(db: Database, viewer: Viewer, userId: string, role: Role) {
  if (userId === viewer.id)
    throw new AppError(409, 'self_change', 'Vous ne pouvez pas modifier votre propre rôle.');
  const [updated] = await db
    .update(users)
    .set({ role, providerStatus: role === 'prestataire' ? 'approved' : null })
    .where(eq(users.id, userId))
    .returning({ id: users.id, role: users.role });
  if (!updated) throw notFound(USER_NOT_FOUND);
  return updated;
}

/**
 * Deletes an account with its sessions, sign-in data, notifications and reviews (foreign keys) in
 * one statement; past bookings stay with the salons without the person. Refused for an owner of
 * salons (SPEC §5) and for oneself.
 */
export async function deleteUser(db: Database, storage: Storage, viewer: Viewer, userId: string) {
  if (userId === viewer.id)
    throw new AppError(409, 'self_delete', 'Vous ne pouvez pas supprimer votre propre compte.');
  const [owned] = await db.select({ n: count() }).from(salons).where(eq(salons.ownerId, userId));
  if ((owned?.n ?? 0) > 0) throw new AppError(409, 'owns_salons', OWNS_SALONS);
  const [deleted] = await db
    .delete(users)
    .where(and(eq(users.id, userId)))
    .returning({ avatarUrl: users.avatarUrl });
  if (!deleted) throw notFound(USER_NOT_FOUND);
  const key = keyFromUrl(deleted.avatarUrl);
  if (key) await storage.delete(key);
}
