import type { PendingSalonChanges, SavedSalon } from '@/shared/api-types';
import type { salons } from '../../db/schema';

/** A salon row as POST /salons and PATCH /salons/:id answer it, with the changes awaiting an admin. */
export function toSavedSalon(
  row: typeof salons.$inferSelect,
  pendingChanges: PendingSalonChanges | null = null,
): SavedSalon {
  const { hiddenBySuspension: _internal, searchName: _derived, ...salon } = row;
  return {
    ...salon,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    pendingChanges,
  };
}
