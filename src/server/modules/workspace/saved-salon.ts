import type { SavedSalon } from '@/shared/api-types';
import type { salons } from '../../db/schema';

/** A salon row as POST /salons and PATCH /salons/:id answer it. */
export function toSavedSalon(row: typeof salons.$inferSelect): SavedSalon {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
