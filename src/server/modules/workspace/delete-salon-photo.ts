import { eq } from 'drizzle-orm';
import { PHOTO_NOT_FOUND } from '@/shared/schemas/salon-photos';
import { notFound } from '../../base/errors';
import type { Database } from '../../db/client';
import { salonPhotos } from '../../db/schema';
import { keyFromUrl, type Storage } from '../../lib/storage/storage';

/** Removes a photo from its salon's gallery, approved or waiting, and its file once the row is gone. */
export async function deleteSalonPhoto(options: {
  db: Database;
  storage: Storage;
  photoId: string;
}): Promise<void> {
  const [row] = await options.db
    .delete(salonPhotos)
    .where(eq(salonPhotos.id, options.photoId))
    .returning({ url: salonPhotos.url });
  if (!row) throw notFound(PHOTO_NOT_FOUND);
  const key = keyFromUrl(row.url);
  if (key) await options.storage.delete(key);
}
