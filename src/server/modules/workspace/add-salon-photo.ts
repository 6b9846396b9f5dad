import { count, eq } from 'drizzle-orm';
import type { ManagedSalonPhoto } from '@/shared/api-types';
import { SALON_PHOTOS_MAX } from '@/shared/constants';
import { must } from '@/shared/must';
import { TOO_MANY_PHOTOS } from '@/shared/schemas/salon-photos';
import { now } from '../../base/clock';
import { AppError } from '../../base/errors';
import type { Database, Executor } from '../../db/client';
import { salonPhotos, salons } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { processImage, randomImageName } from '../../lib/images';
import { fileUrl, type Storage } from '../../lib/storage/storage';
import { toManagedPhoto } from './list-salon-photos';
import { tellAdminsOnceWaiting } from './team-and-services-revisions';

export const PHOTO_MAX_SIDE = 1600;

const tooMany = () => new AppError(409, 'too_many_photos', TOO_MANY_PHOTOS);

async function photoCount(db: Executor, salonId: string) {
  const [row] = await db.select({ n: count() }).from(salonPhotos).where(eq(salonPhotos.salonId, salonId));
  return row?.n ?? 0;
}

/**
 * Adds a photo at the end of a salon's gallery (decision 053). On an approved salon it waits for an
 * admin, like a new cover (decision 044), and every admin is told when the salon starts waiting; a
 * salon not yet approved shows it at once, since its approval will review everything.
 */
export async function addSalonPhoto(options: {
  db: Database;
  storage: Storage;
  viewer: Viewer;
  salonId: string;
  bytes: Buffer;
}): Promise<ManagedSalonPhoto> {
  const { db, storage, salonId } = options;
  // A full gallery is refused before any image work; the count is checked again under the lock.
  if ((await photoCount(db, salonId)) >= SALON_PHOTOS_MAX) throw tooMany();
  const image = await processImage(options.bytes, PHOTO_MAX_SIDE);
  const [owner] = await db.select({ id: salons.ownerId }).from(salons).where(eq(salons.id, salonId));
  const key = `salon-photos/${must(owner, 'the salon whose ownership the route checked').id}/${salonId}/${randomImageName()}`;
  await storage.put(key, image.body, image.contentType);
  try {
    return await db.transaction(async (tx) => {
      // The salon's row is the gallery's lock: two uploads at once cannot both take the 8th place.
      const [locked] = await tx.select().from(salons).where(eq(salons.id, salonId)).for('update');
      const salon = must(locked, 'the salon whose ownership the route checked');
      const photos = await tx
        .select({ position: salonPhotos.position, approvedAt: salonPhotos.approvedAt })
        .from(salonPhotos)
        .where(eq(salonPhotos.salonId, salonId));
      if (photos.length >= SALON_PHOTOS_MAX) throw tooMany();
      const waits = salon.isApproved;
      if (waits) await tellAdminsOnceWaiting(tx, salon, options.viewer.fullName);
      const [row] = await tx
        .insert(salonPhotos)
        .values({
          salonId,
          url: fileUrl(key),
          position: Math.max(-1, ...photos.map((photo) => photo.position)) + 1,
          approvedAt: waits ? null : now(),
        })
        .returning();
      return toManagedPhoto(must(row, 'the inserted photo'));
    });
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
}
