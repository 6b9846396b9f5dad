import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { ModerationStatus } from '@/shared/api-types';
import type { Executor } from '../../db/client';
import { employees, salonPhotos, salonRevisions, services } from '../../db/schema';

/**
 * Whether an approved salon already waits for an admin: a text or cover proposal, a new photo, or a
 * service or employee new or changed (decisions 044, 053, 075). Admins are told once, when a salon
 * starts waiting, not at each later change.
 */
export async function salonWaits(tx: Executor, salonId: string): Promise<boolean> {
  // One after the other: inside a transaction the executor is a single connection.
  const checks = [
    () =>
      tx
        .select({ id: salonRevisions.salonId })
        .from(salonRevisions)
        .where(eq(salonRevisions.salonId, salonId)),
    () =>
      tx
        .select({ id: salonPhotos.id })
        .from(salonPhotos)
        .where(and(eq(salonPhotos.salonId, salonId), isNull(salonPhotos.approvedAt)))
        .limit(1),
    () =>
      tx
        .select({ id: services.id })
        .from(services)
        .where(and(eq(services.salonId, salonId), isNotNull(services.changesSubmittedAt)))
        .limit(1),
    () =>
      tx
        .select({ id: employees.id })
        .from(employees)
        .where(and(eq(employees.salonId, salonId), isNotNull(employees.changesSubmittedAt)))
        .limit(1),
  ];
  for (const check of checks) if ((await check()).length > 0) return true;
  return false;
}

/** Where a service or employee stands with the admins, from its two moderation columns. */
export function moderationOf(row: {
  approvedAt: Date | null;
  changesSubmittedAt: Date | null;
}): ModerationStatus {
  if (row.approvedAt) return 'public';
  return row.changesSubmittedAt ? 'waiting' : 'refused';
}
