import { eq } from 'drizzle-orm';
import type { SalonCover } from '@/shared/api-types';
import type { Database } from '../../db/client';
import { salons } from '../../db/schema';
import { randomImageName, replaceStoredImage } from '../../lib/images';
import type { Storage } from '../../lib/storage/storage';

export const COVER_MAX_SIDE = 1600;

/** The salon's cover photo; the previous one is removed once the new one is saved. */
export async function setSalonCover(options: {
  db: Database;
  storage: Storage;
  salonId: string;
  bytes: Buffer;
}): Promise<SalonCover> {
  const { db, salonId } = options;
  const [salon] = await db
    .select({ ownerId: salons.ownerId, cover: salons.coverImageUrl })
    .from(salons)
    .where(eq(salons.id, salonId));
  const coverImageUrl = await replaceStoredImage({
    storage: options.storage,
    bytes: options.bytes,
    maxSide: COVER_MAX_SIDE,
    key: `salon-covers/${salon!.ownerId}/${salonId}/${randomImageName()}`,
    previousUrl: salon!.cover,
    point: (url) => db.update(salons).set({ coverImageUrl: url }).where(eq(salons.id, salonId)),
  });
  return { coverImageUrl };
}
