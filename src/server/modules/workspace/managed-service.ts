import type { ManagedService } from '@/shared/api-types';
import type { services } from '../../db/schema';

/** A service row as the workspace routes answer it. */
export function toManagedService(row: typeof services.$inferSelect): ManagedService {
  const { searchName: _derived, categories: _categories, ...service } = row;
  return { ...service, createdAt: row.createdAt.toISOString() };
}
