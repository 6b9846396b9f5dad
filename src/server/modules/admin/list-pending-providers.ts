import { and, desc, eq } from 'drizzle-orm';
import type { ItemList, PendingProvider } from '@/shared/api-types';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { openCin } from '../auth/identity-card';

/**
 * Prestataire accounts waiting for validation, or those refused (which an admin may approve later),
 * newest first (docs/product.md#provider-validation).
 */
export async function listPendingProviders(options: {
  db: Database;
  encryptionKey: Buffer;
  status?: 'pending' | 'rejected';
}): Promise<ItemList<PendingProvider>> {
  const rows = await options.db
    .select({
      id: users.id,
      full_name: users.fullName,
      email: users.email,
      cin: users.cin,
      salonAddress: users.salonAddress,
      providerStatus: users.providerStatus,
      refusalReason: users.providerRefusalReason,
      created_at: users.createdAt,
    })
    .from(users)
    .where(and(eq(users.role, 'prestataire'), eq(users.providerStatus, options.status ?? 'pending')))
    .orderBy(desc(users.createdAt));
  return {
    items: rows.map((row) => ({
      ...row,
      cin: openCin(options.encryptionKey, row.cin),
      created_at: row.created_at.toISOString(),
    })),
  };
}
