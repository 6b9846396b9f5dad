import type { z } from 'zod';
import type { SavedSalon } from '@/shared/api-types';
import { must } from '@/shared/must';
import type { SalonSchema } from '@/shared/schemas/workspace';
import type { Database } from '../../db/client';
import { salons } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { enforceRateLimit } from '../../lib/rate-limit';
import { notifyAdmins } from '../notifications/create-notification';
import { placeSalon } from './salon-place';
import { toSavedSalon } from './saved-salon';

/**
 * A new salon starts pending; every admin is told, in the same transaction. A prestataire creates
 * at most `perDay` salons in 24 hours
 * (docs/product.md#salons-and-visibility).
 */
export async function createSalon(options: {
  db: Database;
  viewer: Viewer;
  input: z.output<typeof SalonSchema>;
  /** Salons a prestataire may create within 24 hours: spam cannot flood every admin's notifications. */
  perDay: number;
}): Promise<SavedSalon> {
  const { db, viewer, input } = options;
  return db.transaction(async (tx) => {
    if (viewer.role === 'prestataire') {
      // Counted in the transaction: a refused creation does not use one of the day's.
      await enforceRateLimit(
        tx,
        `salon-create:${viewer.id}`,
        { max: options.perDay, windowSeconds: 86_400 },
        (wait) => `Vous avez créé trop de salons aujourd'hui. Veuillez réessayer dans ${wait}.`,
      );
    }
    const [inserted] = await tx
      .insert(salons)
      .values({
        name: input.name,
        address: input.address,
        description: input.description || null,
        ...placeSalon(input, null),
        ownerId: viewer.id,
        isApproved: false,
      })
      .returning();
    const salon = must(inserted, 'the inserted salon');
    await notifyAdmins(tx, {
      type: 'salon_created',
      payload: { salon_id: salon.id, salon_name: salon.name, owner_name: viewer.fullName },
    });
    return toSavedSalon(salon);
  });
}
