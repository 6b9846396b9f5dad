import { count, desc, ilike, or, type SQL } from 'drizzle-orm';
import type { AdminUser, Page } from '@/shared/api-types';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

export const USERS_PAGE_SIZE = 20;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** All accounts, newest first, searchable by name or e-mail, a page at a time. */
export async function listUsers(options: {
  db: Database;
  q: string;
  page: number;
}): Promise<Page<AdminUser>> {
  const { db, q, page } = options;
  const where: SQL | undefined = q
    ? or(ilike(users.fullName, `%${escapeLike(q)}%`), ilike(users.email, `%${escapeLike(q)}%`))
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
        twoFactorEnabled: users.twoFactorEnabled,
        created_at: users.createdAt,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(USERS_PAGE_SIZE)
      .offset((page - 1) * USERS_PAGE_SIZE),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    total: total?.n ?? 0,
    page,
    pageSize: USERS_PAGE_SIZE,
  };
}
