import { eq, inArray } from 'drizzle-orm';
import type { PendingSalonChanges, SalonPublicVersion } from '@/shared/api-types';
import { now } from '../../base/clock';
import type { Executor } from '../../db/client';
import { salonRevisions, type salons, users } from '../../db/schema';
import { publicVersionOf } from '../core/salon-public-version';
import { createNotification } from '../notifications/create-notification';

type SalonRow = typeof salons.$inferSelect;
type RevisionRow = typeof salonRevisions.$inferSelect;

const sameVersion = (a: SalonPublicVersion, b: SalonPublicVersion) =>
  a.name === b.name &&
  a.address === b.address &&
  a.description === b.description &&
  a.coverImageUrl === b.coverImageUrl &&
  a.city === b.city &&
  a.latitude === b.latitude &&
  a.longitude === b.longitude;

const pendingChangesOf = (row: RevisionRow): PendingSalonChanges => ({
  ...publicVersionOf(row),
  submittedAt: row.submittedAt.toISOString(),
});

export const toPendingChanges = (row: RevisionRow | undefined | null): PendingSalonChanges | null =>
  row ? pendingChangesOf(row) : null;

/** The pending changes of these salons, by salon id (for the owner's lists). */
export async function pendingChangesBySalon(
  db: Executor,
  salonIds: string[],
): Promise<Map<string, PendingSalonChanges>> {
  if (salonIds.length === 0) return new Map();
  const rows = await db.select().from(salonRevisions).where(inArray(salonRevisions.salonId, salonIds));
  return new Map(rows.map((row) => [row.salonId, pendingChangesOf(row)]));
}

/**
 * An owner's change to an approved salon's public text or cover (decision 044): the approved
 * version stays public and the whole proposed version waits in `salon_revisions` for an admin.
 * A later change replaces the proposal; a proposal equal to the public version withdraws it. Every
 * admin is told when a salon starts waiting, in the caller's transaction. Answers the pending
 * changes and the URL of a proposed cover this change made obsolete (to delete after commit).
 */
export async function proposeSalonChanges(
  tx: Executor,
  salon: SalonRow,
  change: Partial<SalonPublicVersion>,
  ownerName: string,
): Promise<{ pending: PendingSalonChanges | null; obsoleteCover: string | null }> {
  const [existing] = await tx
    .select()
    .from(salonRevisions)
    .where(eq(salonRevisions.salonId, salon.id))
    .for('update');
  const proposed = { ...publicVersionOf(existing ?? salon), ...change };
  const replacedCover =
    existing &&
    existing.coverImageUrl !== salon.coverImageUrl &&
    existing.coverImageUrl !== proposed.coverImageUrl
      ? existing.coverImageUrl
      : null;
  if (sameVersion(proposed, publicVersionOf(salon))) {
    if (existing) await tx.delete(salonRevisions).where(eq(salonRevisions.salonId, salon.id));
    return { pending: null, obsoleteCover: replacedCover };
  }
  const submittedAt = now();
  const [saved] = await tx
    .insert(salonRevisions)
    .values({ salonId: salon.id, ...proposed, submittedAt })
    .onConflictDoUpdate({ target: salonRevisions.salonId, set: { ...proposed, submittedAt } })
    .returning();
  if (!existing) {
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
    for (const admin of admins) {
      await createNotification(tx, {
        userId: admin.id,
        type: 'salon_changes_submitted',
        payload: { salon_id: salon.id, salon_name: salon.name, owner_name: ownerName },
      });
    }
  }
  return { pending: toPendingChanges(saved), obsoleteCover: replacedCover };
}
