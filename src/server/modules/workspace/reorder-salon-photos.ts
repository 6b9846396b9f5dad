import { eq } from 'drizzle-orm';
import type { ItemList, ManagedSalonPhoto } from '@/shared/api-types';
import { PHOTOS_CHANGED } from '@/shared/schemas/salon-photos';
import { AppError } from '../../base/errors';
import type { Database } from '../../db/client';
import { salonPhotos, salons } from '../../db/schema';
import { listSalonPhotos } from './list-salon-photos';

/**
 * Puts a salon's gallery in the given order. The list must name every photo of the salon exactly
 * once: a list made before another tab added or removed one is refused (409) rather than guessed at.
 * The order is not moderated (only what a photo shows is).
 */
export async function reorderSalonPhotos(options: {
  db: Database;
  salonId: string;
  ids: string[];
}): Promise<ItemList<ManagedSalonPhoto>> {
  const { salonId, ids } = options;
  return options.db.transaction(async (tx) => {
    await tx.select({ id: salons.id }).from(salons).where(eq(salons.id, salonId)).for('update');
    const current = await tx
      .select({ id: salonPhotos.id })
      .from(salonPhotos)
      .where(eq(salonPhotos.salonId, salonId));
    const known = new Set(current.map((photo) => photo.id));
    if (ids.length !== known.size || ids.some((id) => !known.has(id))) {
      throw new AppError(409, 'photos_changed', PHOTOS_CHANGED);
    }
    for (const [position, id] of ids.entries()) {
      await tx.update(salonPhotos).set({ position }).where(eq(salonPhotos.id, id));
    }
    return listSalonPhotos({ db: tx, salonId });
  });
}
