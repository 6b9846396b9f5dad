import { asc, eq } from 'drizzle-orm';
import type { ItemList, SalonChangeRequest } from '@/shared/api-types';
import type { Database } from '../../db/client';
import { salonRevisions, salons, users } from '../../db/schema';

/** The changes waiting for an admin, oldest first: each salon's public version next to the proposed one. */
export async function listSalonChanges(options: { db: Database }): Promise<ItemList<SalonChangeRequest>> {
  const rows = await options.db
    .select({ revision: salonRevisions, salon: salons, ownerName: users.fullName, ownerEmail: users.email })
    .from(salonRevisions)
    .innerJoin(salons, eq(salons.id, salonRevisions.salonId))
    .innerJoin(users, eq(users.id, salons.ownerId))
    .orderBy(asc(salonRevisions.submittedAt));
  return {
    items: rows.map(({ revision, salon, ownerName, ownerEmail }) => ({
      salonId: salon.id,
      ownerName,
      ownerEmail,
      current: {
        name: salon.name,
        address: salon.address,
        description: salon.description,
        coverImageUrl: salon.coverImageUrl,
      },
      proposed: {
        name: revision.name,
        address: revision.address,
        description: revision.description,
        coverImageUrl: revision.coverImageUrl,
      },
      submittedAt: revision.submittedAt.toISOString(),
    })),
  };
}
