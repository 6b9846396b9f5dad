import { eq } from 'drizzle-orm';
import { must } from '@/shared/must';
import { CHANGES_MOVED_MESSAGE, NO_PENDING_ITEM } from '@/shared/schemas/moderation';
import { AppError } from '../../base/errors';
import type { Database, Executor } from '../../db/client';
import { employees, salons, services } from '../../db/schema';
import { recordSecurityEvent, type SecurityActor } from '../../lib/security-log';
import { keyFromUrl, type Storage } from '../../lib/storage/storage';
import { createNotification } from '../notifications/create-notification';

// An admin's decision on one service or employee of an approved salon (decision 075), each on its
// own like the gallery's photos: accepting makes the proposed version (or the new item) public;
// refusing keeps the public version (a new item stays the salon's own, unseen by the public). The
// owner's notification and the security event commit with the decision.

type Decision = {
  db: Database;
  storage: Storage;
  id: string;
  approve: boolean;
  /** The version the admin saw (its `submittedAt`): an approval never covers a later one. */
  seen?: string;
  reason?: string;
  actor: SecurityActor;
  now: Date;
};

const noPending = () => new AppError(404, 'no_pending_changes', NO_PENDING_ITEM);

/** Refuses an approval of a version the admin has not seen (changed since their page loaded). */
function assertSeen(submittedAt: Date, options: Decision) {
  if (options.approve && options.seen !== submittedAt.toISOString()) {
    throw new AppError(409, 'changes_moved', CHANGES_MOVED_MESSAGE);
  }
}

async function tellOwner(
  tx: Executor,
  options: Decision,
  salonId: string,
  details: Record<string, string>,
): Promise<void> {
  const reason = options.reason?.trim() || null;
  const [found] = await tx.select().from(salons).where(eq(salons.id, salonId));
  const salon = must(found, "the item's salon");
  await createNotification(tx, {
    userId: salon.ownerId,
    type: options.approve ? 'salon_changes_approved' : 'salon_changes_rejected',
    payload: { salon_id: salon.id, salon_name: salon.name, ...(reason ? { reason } : {}) },
  });
  await recordSecurityEvent(tx, options.actor, {
    type: options.approve ? 'salon_changes_approved' : 'salon_changes_refused',
    target: salon.id,
    details: { name: salon.name, ...details, ...(reason ? { reason } : {}) },
  });
}

/** POST /admin/services/:id/approve and .../refuse. */
export async function decideServiceChange(options: Decision): Promise<{ id: string; approved: boolean }> {
  const { db, id, approve } = options;
  await db.transaction(async (tx) => {
    const [owner] = await tx.select({ salonId: services.salonId }).from(services).where(eq(services.id, id));
    if (!owner) throw noPending();
    // The salon first, then the service: the order of the owner's edits (team-and-services-revisions).
    await tx.select({ id: salons.id }).from(salons).where(eq(salons.id, owner.salonId)).for('no key update');
    const [service] = await tx.select().from(services).where(eq(services.id, id)).for('update');
    if (!service?.changesSubmittedAt) throw noPending();
    assertSeen(service.changesSubmittedAt, options);
    const proposed = service.approvedAt ? (service.pendingName ?? service.name) : service.name;
    await tx
      .update(services)
      .set({
        ...(approve ? { name: proposed, approvedAt: service.approvedAt ?? options.now } : {}),
        pendingName: null,
        changesSubmittedAt: null,
      })
      .where(eq(services.id, id));
    await tellOwner(tx, options, service.salonId, { service: id, proposedName: proposed });
  });
  return { id, approved: approve };
}

/** POST /admin/employees/:id/approve and .../refuse; the photo nobody shows any more goes after commit. */
export async function decideEmployeeChange(options: Decision): Promise<{ id: string; approved: boolean }> {
  const { db, id, approve } = options;
  const unused = await db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ salonId: employees.salonId })
      .from(employees)
      .where(eq(employees.id, id));
    if (!owner) throw noPending();
    await tx.select({ id: salons.id }).from(salons).where(eq(salons.id, owner.salonId)).for('no key update');
    const [employee] = await tx.select().from(employees).where(eq(employees.id, id)).for('update');
    if (!employee?.changesSubmittedAt) throw noPending();
    assertSeen(employee.changesSubmittedAt, options);
    const isProposal = employee.approvedAt !== null && employee.pendingFullName !== null;
    const proposed = isProposal
      ? {
          fullName: employee.pendingFullName ?? employee.fullName,
          position: employee.pendingPosition ?? employee.position,
          avatarUrl: employee.pendingAvatarUrl,
        }
      : { fullName: employee.fullName, position: employee.position, avatarUrl: employee.avatarUrl };
    await tx
      .update(employees)
      .set({
        ...(approve ? { ...proposed, approvedAt: employee.approvedAt ?? options.now } : {}),
        pendingFullName: null,
        pendingPosition: null,
        pendingAvatarUrl: null,
        changesSubmittedAt: null,
      })
      .where(eq(employees.id, id));
    await tellOwner(tx, options, employee.salonId, { employee: id, proposedName: proposed.fullName });
    if (!isProposal) return null;
    // Of the public photo and the proposed one, the one no longer kept.
    const kept = approve ? proposed.avatarUrl : employee.avatarUrl;
    return [employee.avatarUrl, employee.pendingAvatarUrl].find((url) => url && url !== kept) ?? null;
  });
  const key = keyFromUrl(unused);
  if (key) await options.storage.delete(key);
  return { id, approved: approve };
}
