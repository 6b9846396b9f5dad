import { eq } from 'drizzle-orm';
import type { SalonCover } from '@/shared/api-types';
import { must } from '@/shared/must';
import type { Database } from '../../db/client';
import { salons } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { processImage, randomImageName } from '../../lib/images';
import { fileUrl, keyFromUrl, type Storage } from '../../lib/storage/storage';
import { proposeSalonChanges } from './salon-revision';

export const COVER_MAX_SIDE = 1600;

/**
 * The salon's cover photo. A salon not yet approved shows it at once (the previous file is removed);
 * an approved one keeps its public cover while the new one waits for an admin (decision 044).
 */
export async function setSalonCover(options: {
  db: Database;
  storage: Storage;
  viewer: Viewer;
  salonId: string;
  bytes: Buffer;
}): Promise<SalonCover> {
  const { db, storage, salonId } = options;
  const image = await processImage(options.bytes, COVER_MAX_SIDE);
  const [owner] = await db.select({ id: salons.ownerId }).from(salons).where(eq(salons.id, salonId));
  const key = `salon-covers/${must(owner, 'the salon whose ownership the route checked').id}/${salonId}/${randomImageName()}`;
  await storage.put(key, image.body, image.contentType);
  const url = fileUrl(key);
  let obsolete: string | null;
  let pending: SalonCover['pendingChanges'] = null;
  try {
    const result = await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(salons).where(eq(salons.id, salonId)).for('update');
      const salon = must(locked, 'the salon whose ownership the route checked');
      if (!salon.isApproved) {
        await tx.update(salons).set({ coverImageUrl: url }).where(eq(salons.id, salonId));
        return { obsolete: salon.coverImageUrl, pending: null };
      }
      const proposal = await proposeSalonChanges(tx, salon, { coverImageUrl: url }, options.viewer.fullName);
      return { obsolete: proposal.obsoleteCover, pending: proposal.pending };
    });
    obsolete = result.obsolete;
    pending = result.pending;
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  const oldKey = keyFromUrl(obsolete);
  if (oldKey) await storage.delete(oldKey);
  // The public cover stays the approved one until an admin accepts the new one.
  return { coverImageUrl: url, pendingChanges: pending };
}
