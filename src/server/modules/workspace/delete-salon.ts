import { and, count, eq } from 'drizzle-orm';
import { AppError } from '../../base/errors';
import type { Database } from '../../db/client';
import { bookings, salonPhotos, salons } from '../../db/schema';
import { isForeignKeyViolation } from '../../lib/pg-errors';
import { recordSecurityEvent, type SecurityActor } from '../../lib/security-log';
import { keyFromUrl, type Storage } from '../../lib/storage/storage';

export const SALON_HAS_BOOKINGS = 'Impossible de supprimer ce salon : des rendez-vous y sont liés.';

/**
 * Refused while bookings point at the salon (decision 007): its history must stay whole. `hasBookingsMessage`
 * is the refusal's message, which the admin screen words its own way.
 */
export async function deleteSalon(options: {
  db: Database;
  storage: Storage;
  salonId: string;
  hasBookingsMessage?: string;
  actor: SecurityActor;
}): Promise<void> {
  const { db, salonId } = options;
  const refused = () =>
    new AppError(409, 'salon_has_bookings', options.hasBookingsMessage ?? SALON_HAS_BOOKINGS);
  const [linked] = await db.select({ n: count() }).from(bookings).where(eq(bookings.salonId, salonId));
  if ((linked?.n ?? 0) > 0) throw refused();
  try {
    const deleted = await db.transaction(async (tx) => {
      // The gallery's rows go with the salon (foreign key); their files are deleted after commit.
      // Locked first, as an upload does, so no photo is added between the read and the delete.
      await tx.select({ id: salons.id }).from(salons).where(eq(salons.id, salonId)).for('update');
      const photos = await tx
        .select({ url: salonPhotos.url })
        .from(salonPhotos)
        .where(eq(salonPhotos.salonId, salonId));
      const [row] = await tx
        .delete(salons)
        .where(and(eq(salons.id, salonId)))
        .returning({ cover: salons.coverImageUrl, name: salons.name });
      if (row) {
        await recordSecurityEvent(tx, options.actor, {
          type: 'salon_deleted',
          target: salonId,
          details: { name: row.name },
        });
      }
      return row && { cover: row.cover, photos: photos.map((photo) => photo.url) };
    });
    for (const url of [deleted?.cover, ...(deleted?.photos ?? [])]) {
      const key = keyFromUrl(url);
      if (key) await options.storage.delete(key);
    }
  } catch (error) {
    // A booking created between the check and the delete: the foreign key refuses it too.
    if (isForeignKeyViolation(error)) throw refused();
    throw error;
  }
}
