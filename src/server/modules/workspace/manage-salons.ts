import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { SalonInput } from '@/shared/schemas/workspace';
import type { Database } from '../../db/client';
import { bookings, salons, users } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { randomImageName, replaceStoredImage } from '../../lib/images';
import { isForeignKeyViolation } from '../../lib/pg-errors';
import { keyFromUrl, type Storage } from '../../lib/storage/storage';
import { createNotification } from '../notifications/create-notification';

export const SALON_HAS_BOOKINGS = 'Impossible de supprimer ce salon : des rendez-vous y sont liés.';
export const COVER_MAX_SIDE = 1600;

/** The owner's salons, pending ones included, so they know where each stands. */
export async function listMySalons(db: Database, viewer: Viewer) {
  const rows = await db
    .select({
      id: salons.id,
      name: salons.name,
      address: salons.address,
      description: salons.description,
      coverImageUrl: salons.coverImageUrl,
      isApproved: salons.isApproved,
      avgRating: salons.avgRating,
      reviewCount: salons.reviewCount,
      serviceCount: sql<number>`(select count(*)::int from services sv where sv.salon_id = salons.id)`,
    })
    .from(salons)
    .where(eq(salons.ownerId, viewer.id))
    .orderBy(desc(salons.createdAt));
  return rows.map((row) => ({ ...row, avgRating: Number(row.avgRating) }));
}

/** A new salon starts pending; every admin is told, in the same transaction (DECISIONS F2). */
export async function createSalon(db: Database, viewer: Viewer, input: Required<SalonInput>) {
  return db.transaction(async (tx) => {
    const [salon] = await tx
      .insert(salons)
      .values({
        name: input.name,
        address: input.address,
        description: input.description || null,
        ownerId: viewer.id,
        isApproved: false,
      })
      .returning();
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
    for (const admin of admins) {
      await createNotification(tx, {
        userId: admin.id,
        type: 'salon_created',
        payload: { salon_id: salon!.id, salon_name: salon!.name, owner_name: viewer.fullName },
      });
    }
    return salon!;
  });
}

export async function updateSalon(db: Database, salonId: string, input: Required<SalonInput>) {
  const [salon] = await db
    .update(salons)
    .set({ name: input.name, address: input.address, description: input.description || null })
    .where(eq(salons.id, salonId))
    .returning();
  return salon!;
}

/** Refused while bookings point at the salon (SPEC §5): its history must stay whole. */
export async function deleteSalon(db: Database, storage: Storage, salonId: string) {
  const [linked] = await db.select({ n: count() }).from(bookings).where(eq(bookings.salonId, salonId));
  if ((linked?.n ?? 0) > 0) throw new AppError(409, 'salon_has_bookings', SALON_HAS_BOOKINGS);
  try {
    const [deleted] = await db
      .delete(salons)
      .where(and(eq(salons.id, salonId)))
      .returning({ cover: salons.coverImageUrl });
    const key = keyFromUrl(deleted?.cover);
    if (key) await storage.delete(key);
  } catch (error) {
    // A booking created between the check and the delete: the foreign key refuses it too.
    if (isForeignKeyViolation(error)) throw new AppError(409, 'salon_has_bookings', SALON_HAS_BOOKINGS);
    throw error;
  }
}

export async function setSalonCover(options: {
  db: Database;
  storage: Storage;
  salonId: string;
  bytes: Buffer;
}) {
  const { db, salonId } = options;
  const [salon] = await db
    .select({ ownerId: salons.ownerId, cover: salons.coverImageUrl })
    .from(salons)
    .where(eq(salons.id, salonId));
  return replaceStoredImage({
    storage: options.storage,
    bytes: options.bytes,
    maxSide: COVER_MAX_SIDE,
    key: `salon-covers/${salon!.ownerId}/${salonId}/${randomImageName()}`,
    previousUrl: salon!.cover,
    point: (url) => db.update(salons).set({ coverImageUrl: url }).where(eq(salons.id, salonId)),
  });
}
