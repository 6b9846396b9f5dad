import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { SavedSalon } from '@/shared/api-types';
import { must } from '@/shared/must';
import type { SalonSchema } from '@/shared/schemas/workspace';
import type { Database } from '../../db/client';
import { salonRevisions, salons } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { keyFromUrl, type Storage } from '../../lib/storage/storage';
import { placeSalon } from './salon-place';
import { proposeSalonChanges } from './salon-revision';
import { toSavedSalon } from './saved-salon';

/**
 * Saves a salon's name, address, description, city and position. A salon not yet approved changes at once; an
 * approved one keeps its public version while the change waits for an admin (decision 044).
 */
export async function updateSalon(options: {
  db: Database;
  storage: Storage;
  viewer: Viewer;
  salonId: string;
  input: z.output<typeof SalonSchema>;
}): Promise<SavedSalon> {
  const { input } = options;
  const result = await options.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(salons).where(eq(salons.id, options.salonId)).for('update');
    const salon = must(locked, 'the salon whose ownership the route checked');
    const [proposal] = await tx.select().from(salonRevisions).where(eq(salonRevisions.salonId, salon.id));
    // Placed from what the owner last proposed, if anything waits, else from the public version.
    const change = {
      name: input.name,
      address: input.address,
      description: input.description || null,
      ...placeSalon(input, proposal ?? salon),
    };
    if (!salon.isApproved) {
      const [updated] = await tx.update(salons).set(change).where(eq(salons.id, salon.id)).returning();
      return { saved: toSavedSalon(must(updated, 'the locked salon, updated')), obsoleteCover: null };
    }
    const { pending, obsoleteCover } = await proposeSalonChanges(tx, salon, change, options.viewer.fullName);
    return { saved: toSavedSalon(salon, pending), obsoleteCover };
  });
  const key = keyFromUrl(result.obsoleteCover);
  if (key) await options.storage.delete(key);
  return result.saved;
}
