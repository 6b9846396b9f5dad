import { eq } from 'drizzle-orm';
import type { SalonApproval } from '@/shared/api-types';
import type { Database } from '../../db/client';
import { salons } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { createNotification } from '../notifications/create-notification';
import { SALON_NOT_FOUND } from '../salons/salon-visibility';

/**
 * Approves or disapproves a salon; the owner is told (salon_approved / salon_rejected with the
 * salon's id and name) in the same transaction. Approval makes the salon public at once.
 */
export async function setSalonApproval(options: {
  db: Database;
  salonId: string;
  isApproved: boolean;
}): Promise<SalonApproval> {
  const { db, salonId, isApproved } = options;
  return db.transaction(async (tx) => {
    const [salon] = await tx.update(salons).set({ isApproved }).where(eq(salons.id, salonId)).returning();
    if (!salon) throw notFound(SALON_NOT_FOUND);
    await createNotification(tx, {
      userId: salon.ownerId,
      type: isApproved ? 'salon_approved' : 'salon_rejected',
      payload: { salon_id: salon.id, salon_name: salon.name },
    });
    return { id: salon.id, isApproved: salon.isApproved };
  });
}
