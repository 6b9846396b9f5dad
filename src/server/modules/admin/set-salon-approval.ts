import { eq } from 'drizzle-orm';
import type { SalonApproval } from '@/shared/api-types';
import { AppError, notFound } from '../../base/errors';
import type { Database } from '../../db/client';
import { salons, users } from '../../db/schema';
import { recordSecurityEvent, type SecurityActor } from '../../lib/security-log';
import { createNotification } from '../notifications/create-notification';
import { SALON_NOT_FOUND } from '../salons/salon-visibility';

export const OWNER_NOT_APPROVED =
  "Le compte prestataire de ce salon n'est pas validé : validez d'abord le prestataire.";

/**
 * Approves or disapproves a salon (never while its owner is refused or suspended); the owner is told (salon_approved / salon_rejected with the
 * salon's id and name) in the same transaction. Approval makes the salon public at once.
 */
export async function setSalonApproval(options: {
  db: Database;
  salonId: string;
  isApproved: boolean;
  actor: SecurityActor;
}): Promise<SalonApproval> {
  const { db, salonId, isApproved } = options;
  return db.transaction(async (tx) => {
    if (isApproved) {
      const [owner] = await tx
        .select({ status: users.providerStatus, role: users.role })
        .from(salons)
        .innerJoin(users, eq(users.id, salons.ownerId))
        .where(eq(salons.id, salonId))
        // Kept as read until the approval commits: a suspension of the owner made at the same moment
        // waits, then hides this salon too; one made first is seen here.
        .for('share', { of: users });
      if (owner?.role === 'prestataire' && owner.status !== 'approved') {
        throw new AppError(409, 'owner_suspended', OWNER_NOT_APPROVED);
      }
    }
    const [salon] = await tx
      .update(salons)
      .set({ isApproved, hiddenBySuspension: false })
      .where(eq(salons.id, salonId))
      .returning();
    if (!salon) throw notFound(SALON_NOT_FOUND);
    await createNotification(tx, {
      userId: salon.ownerId,
      type: isApproved ? 'salon_approved' : 'salon_rejected',
      payload: { salon_id: salon.id, salon_name: salon.name },
    });
    await recordSecurityEvent(tx, options.actor, {
      type: isApproved ? 'salon_approved' : 'salon_refused',
      target: salon.id,
      details: { name: salon.name },
    });
    return { id: salon.id, isApproved: salon.isApproved };
  });
}
