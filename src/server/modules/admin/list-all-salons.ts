import { count, desc, eq } from 'drizzle-orm';
import type { AdminSalon, Page } from '@/shared/api-types';
import type { Database } from '../../db/client';
import { salons, users } from '../../db/schema';

export const ADMIN_SALONS_PAGE_SIZE = 30;

/** Every salon with its owner's name and e-mail, newest first (docs/product.md#administration). */
export async function listAllSalons(options: { db: Database; page: number }): Promise<Page<AdminSalon>> {
  const { db, page } = options;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: salons.id,
        name: salons.name,
        address: salons.address,
        isApproved: salons.isApproved,
        createdAt: salons.createdAt,
        owner: { id: users.id, full_name: users.fullName, email: users.email },
      })
      .from(salons)
      .innerJoin(users, eq(users.id, salons.ownerId))
      .orderBy(desc(salons.createdAt), desc(salons.id))
      .limit(ADMIN_SALONS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_SALONS_PAGE_SIZE),
    db.select({ n: count() }).from(salons),
  ]);
  return {
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: total?.n ?? 0,
    page,
    pageSize: ADMIN_SALONS_PAGE_SIZE,
  };
}
