import { asc, eq } from 'drizzle-orm';
import type { ItemList, ManagedSalonPhoto } from '@/shared/api-types';
import type { Executor } from '../../db/client';
import { salonPhotos } from '../../db/schema';

type PhotoRow = Pick<typeof salonPhotos.$inferSelect, 'id' | 'url' | 'approvedAt'>;

export const toManagedPhoto = (row: PhotoRow): ManagedSalonPhoto => ({
  id: row.id,
  url: row.url,
  pending: row.approvedAt === null,
});

/** Every photo of a salon's gallery in the owner's order, those waiting for an admin included. */
export async function listSalonPhotos(options: {
  db: Executor;
  salonId: string;
}): Promise<ItemList<ManagedSalonPhoto>> {
  const rows = await options.db
    .select({ id: salonPhotos.id, url: salonPhotos.url, approvedAt: salonPhotos.approvedAt })
    .from(salonPhotos)
    .where(eq(salonPhotos.salonId, options.salonId))
    .orderBy(asc(salonPhotos.position), asc(salonPhotos.createdAt));
  return { items: rows.map(toManagedPhoto) };
}
