import { eq } from 'drizzle-orm';
import { AppError } from '../../base/errors';
import type { Database } from '../../db/client';
import { salonRevisions, salons } from '../../db/schema';
import { recordSecurityEvent, type SecurityActor } from '../../lib/security-log';
import { keyFromUrl, type Storage } from '../../lib/storage/storage';
import { publicVersionOf } from '../core/salon-public-version';
import { createNotification } from '../notifications/create-notification';

export const NO_PENDING_CHANGES = "Ce salon n'a pas de modifications en attente.";

/**
 * Accepts an owner's changes (they become the public version) or refuses them (the approved version
 * stays, the owner reads the reason). The owner's notification and the security event commit with
 * the decision; the cover file nobody shows any more is deleted afterwards.
 */
export async function decideSalonChanges(options: {
  db: Database;
  storage: Storage;
  salonId: string;
  approve: boolean;
  reason?: string;
  actor: SecurityActor;
}): Promise<{ salonId: string; approved: boolean }> {
  const { db, salonId, approve } = options;
  const reason = options.reason?.trim() || null;
  const unused = await db.transaction(async (tx) => {
    // The salon first, then its proposal: the order in which the owner's edits lock them, so that a
    // decision and an edit made at the same moment take turns instead of waiting on each other.
    const [salon] = await tx.select().from(salons).where(eq(salons.id, salonId)).for('update');
    const [revision] = salon
      ? await tx.delete(salonRevisions).where(eq(salonRevisions.salonId, salonId)).returning()
      : [];
    if (!salon || !revision) throw new AppError(404, 'no_pending_changes', NO_PENDING_CHANGES);
    if (approve) {
      await tx.update(salons).set(publicVersionOf(revision)).where(eq(salons.id, salonId));
    }
    await createNotification(tx, {
      userId: salon.ownerId,
      type: approve ? 'salon_changes_approved' : 'salon_changes_rejected',
      payload: {
        salon_id: salonId,
        salon_name: approve ? revision.name : salon.name,
        ...(reason ? { reason } : {}),
      },
    });
    await recordSecurityEvent(tx, options.actor, {
      type: approve ? 'salon_changes_approved' : 'salon_changes_refused',
      target: salonId,
      details: { name: salon.name, proposedName: revision.name, ...(reason ? { reason } : {}) },
    });
    const covers = [salon.coverImageUrl, revision.coverImageUrl];
    const kept = approve ? revision.coverImageUrl : salon.coverImageUrl;
    return covers.find((url) => url && url !== kept) ?? null;
  });
  const key = keyFromUrl(unused);
  if (key) await options.storage.delete(key);
  return { salonId, approved: approve };
}
