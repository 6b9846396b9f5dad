import { and, eq, isNull } from 'drizzle-orm';
import { must } from '@/shared/must';
import { now } from '../../base/clock';
import { AppError } from '../../base/errors';
import type { Database } from '../../db/client';
import { salonPhotos, salons } from '../../db/schema';
import { recordSecurityEvent, type SecurityActor } from '../../lib/security-log';
import { keyFromUrl, type Storage } from '../../lib/storage/storage';
import { createNotification } from '../notifications/create-notification';

export const NO_PENDING_PHOTO = "Cette photo n'est pas en attente de validation.";

/**
 * Accepts a gallery photo waiting for an admin (the public sees it from now on, in the owner's
 * order) or refuses it (the row and its file go). Each photo is decided on its own: one bad photo
 * does not sink the others (decision 053). The owner's notification and the security event commit
 * with the decision, as for the salon's other changes (decision 044).
 */
export async function decideSalonPhoto(options: {
  db: Database;
  storage: Storage;
  photoId: string;
  approve: boolean;
  reason?: string;
  actor: SecurityActor;
}): Promise<{ photoId: string; approved: boolean }> {
  const { db, photoId, approve } = options;
  const reason = options.reason?.trim() || null;
  const removed = await db.transaction(async (tx) => {
    const [photo] = await tx
      .select()
      .from(salonPhotos)
      .where(and(eq(salonPhotos.id, photoId), isNull(salonPhotos.approvedAt)))
      .for('update');
    if (!photo) throw new AppError(404, 'no_pending_changes', NO_PENDING_PHOTO);
    const [found] = await tx.select().from(salons).where(eq(salons.id, photo.salonId));
    const salon = must(found, "the photo's salon");
    if (approve) {
      await tx.update(salonPhotos).set({ approvedAt: now() }).where(eq(salonPhotos.id, photoId));
    } else {
      await tx.delete(salonPhotos).where(eq(salonPhotos.id, photoId));
    }
    await createNotification(tx, {
      userId: salon.ownerId,
      type: approve ? 'salon_changes_approved' : 'salon_changes_rejected',
      payload: { salon_id: salon.id, salon_name: salon.name, ...(reason ? { reason } : {}) },
    });
    await recordSecurityEvent(tx, options.actor, {
      type: approve ? 'salon_changes_approved' : 'salon_changes_refused',
      target: salon.id,
      details: { name: salon.name, photo: photoId, ...(reason ? { reason } : {}) },
    });
    return approve ? null : photo.url;
  });
  const key = keyFromUrl(removed);
  if (key) await options.storage.delete(key);
  return { photoId, approved: approve };
}
