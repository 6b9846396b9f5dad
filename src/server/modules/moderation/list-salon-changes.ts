import { asc, eq, isNull } from 'drizzle-orm';
import type { ItemList, PendingSalonPhoto, SalonChangeRequest } from '@/shared/api-types';
import type { Database } from '../../db/client';
import { salonPhotos, salonRevisions, salons, users } from '../../db/schema';
import { publicVersionOf } from '../core/salon-public-version';

/**
 * The changes waiting for an admin, oldest first, one item per salon: its public version next to
 * the proposed one, and the new gallery photos waiting (decision 053).
 */
export async function listSalonChanges(options: { db: Database }): Promise<ItemList<SalonChangeRequest>> {
  const { db } = options;
  const [rows, photoRows] = await Promise.all([
    db
      .select({ revision: salonRevisions, salon: salons, ownerName: users.fullName, ownerEmail: users.email })
      .from(salonRevisions)
      .innerJoin(salons, eq(salons.id, salonRevisions.salonId))
      .innerJoin(users, eq(users.id, salons.ownerId))
      .orderBy(asc(salonRevisions.submittedAt)),
    db
      .select({ photo: salonPhotos, salon: salons, ownerName: users.fullName, ownerEmail: users.email })
      .from(salonPhotos)
      .innerJoin(salons, eq(salons.id, salonPhotos.salonId))
      .innerJoin(users, eq(users.id, salons.ownerId))
      .where(isNull(salonPhotos.approvedAt))
      .orderBy(asc(salonPhotos.createdAt), asc(salonPhotos.id)),
  ]);
  const items = new Map<string, SalonChangeRequest>(
    rows.map(({ revision, salon, ownerName, ownerEmail }) => [
      salon.id,
      {
        salonId: salon.id,
        ownerName,
        ownerEmail,
        current: publicVersionOf(salon),
        proposed: publicVersionOf(revision),
        hasProposal: true,
        photos: [],
        submittedAt: revision.submittedAt.toISOString(),
      },
    ]),
  );
  for (const { photo, salon, ownerName, ownerEmail } of photoRows) {
    const pending: PendingSalonPhoto = {
      id: photo.id,
      url: photo.url,
      submittedAt: photo.createdAt.toISOString(),
    };
    const item = items.get(salon.id);
    if (item) {
      item.photos.push(pending);
      if (pending.submittedAt < item.submittedAt) item.submittedAt = pending.submittedAt;
      continue;
    }
    items.set(salon.id, {
      salonId: salon.id,
      ownerName,
      ownerEmail,
      current: publicVersionOf(salon),
      proposed: publicVersionOf(salon),
      hasProposal: false,
      photos: [pending],
      submittedAt: pending.submittedAt,
    });
  }
  return {
    items: [...items.values()].sort((a, b) => a.submittedAt.localeCompare(b.submittedAt)),
  };
}
