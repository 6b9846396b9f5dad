import { and, eq, isNotNull } from 'drizzle-orm';
import type { EmployeePublicVersion } from '@/shared/api-types';
import { must } from '@/shared/must';
import { BUILT_IN_SERVICE_NAMES } from '@/shared/service-catalogue';
import type { Executor } from '../../db/client';
import { employees, salons, services } from '../../db/schema';
import { salonWaits } from '../core/salon-waits';
import { notifyAdmins } from '../notifications/create-notification';

// What the public sees of an approved salon's services and team is moderated like its text
// (decision 075): a service or employee added to it waits for an admin before the public sees it,
// and a new name, position or photo of a public one waits beside the approved version, which stays
// public meanwhile. The salon uses them all at once. A salon not yet approved is written directly:
// its approval reviews everything; so is a service named from the platform's catalogue.

type SalonRow = typeof salons.$inferSelect;
type ServiceRow = typeof services.$inferSelect;
type EmployeeRow = typeof employees.$inferSelect;

/** Tells every admin that this salon starts waiting for them, unless it already did; before the write. */
export async function tellAdminsOnceWaiting(
  tx: Executor,
  salon: Pick<SalonRow, 'id' | 'name'>,
  ownerName: string,
): Promise<void> {
  if (await salonWaits(tx, salon.id)) return;
  await notifyAdmins(tx, {
    type: 'salon_changes_submitted',
    payload: { salon_id: salon.id, salon_name: salon.name, owner_name: ownerName },
  });
}

/**
 * The salon, locked before its service or employee: the order every write of these takes (the
 * services' summary trigger locks the salon too), so two of them take turns instead of deadlocking.
 */
export async function lockedSalon(tx: Executor, salonId: string): Promise<SalonRow> {
  const [salon] = await tx.select().from(salons).where(eq(salons.id, salonId)).for('no key update');
  return must(salon, 'the salon whose ownership the route checked');
}

/** An employee and their salon, locked in that order (see `lockedSalon`), for a change to the employee. */
export async function lockedEmployee(tx: Executor, employeeId: string) {
  const [owner] = await tx
    .select({ salonId: employees.salonId })
    .from(employees)
    .where(eq(employees.id, employeeId));
  const salon = await lockedSalon(tx, must(owner, 'the employee the route checked').salonId);
  const [locked] = await tx.select().from(employees).where(eq(employees.id, employeeId)).for('update');
  return { salon, employee: must(locked, 'the employee the route checked') };
}

/** The moderation columns of a service or employee added now: waiting for an admin, or public. */
export function newItemModeration(waits: boolean, now: Date) {
  return waits
    ? { approvedAt: null, changesSubmittedAt: now }
    : { approvedAt: now, changesSubmittedAt: null };
}

/**
 * Whether a service name is the platform's own words: the built-in list, or a name already public
 * on some salon. Choosing one publishes nothing of the owner's own (the workspace only offers
 * these), so it needs no admin (decision 075).
 */
async function isCatalogueName(tx: Executor, name: string): Promise<boolean> {
  if ((BUILT_IN_SERVICE_NAMES as readonly string[]).includes(name)) return true;
  const [used] = await tx
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.name, name), isNotNull(services.approvedAt)))
    .limit(1);
  return used !== undefined;
}

/** Whether a new service of this salon, named so, waits for an admin before the public sees it. */
export async function newServiceWaits(tx: Executor, salon: SalonRow, name: string): Promise<boolean> {
  return salon.isApproved && !(await isCatalogueName(tx, name));
}

/**
 * The columns that write a service's new name, moderated as above (a name of the catalogue is
 * public at once); admins told in `tx` when it starts waiting.
 */
export async function serviceNameWrite(
  tx: Executor,
  options: { salon: SalonRow; service: ServiceRow; name: string; ownerName: string; now: Date },
): Promise<Pick<ServiceRow, 'name' | 'pendingName' | 'changesSubmittedAt' | 'approvedAt'>> {
  const { salon, service, name, now } = options;
  if (!(await newServiceWaits(tx, salon, name))) {
    return { name, pendingName: null, changesSubmittedAt: null, approvedAt: service.approvedAt ?? now };
  }
  if (!service.approvedAt) {
    // Not public yet: its text is what waits, and a change (or an edit after a refusal) asks again.
    const asksAgain = name !== service.name || !service.changesSubmittedAt;
    if (asksAgain) await tellAdminsOnceWaiting(tx, salon, options.ownerName);
    return {
      name,
      pendingName: null,
      changesSubmittedAt: asksAgain ? now : service.changesSubmittedAt,
      approvedAt: null,
    };
  }
  const kept = { name: service.name, approvedAt: service.approvedAt };
  if (name === service.name) return { ...kept, pendingName: null, changesSubmittedAt: null };
  if (name === service.pendingName) {
    return { ...kept, pendingName: name, changesSubmittedAt: service.changesSubmittedAt };
  }
  await tellAdminsOnceWaiting(tx, salon, options.ownerName);
  return { ...kept, pendingName: name, changesSubmittedAt: now };
}

const sameEmployeeVersion = (a: EmployeePublicVersion, b: EmployeePublicVersion) =>
  a.fullName === b.fullName && a.position === b.position && a.avatarUrl === b.avatarUrl;

export const publicEmployeeVersion = (row: EmployeeRow): EmployeePublicVersion => ({
  fullName: row.fullName,
  position: row.position,
  avatarUrl: row.avatarUrl,
});

/** The proposal waiting for an admin, or null. */
export const pendingEmployeeVersion = (row: EmployeeRow): EmployeePublicVersion | null =>
  row.approvedAt && row.changesSubmittedAt && row.pendingFullName !== null && row.pendingPosition !== null
    ? { fullName: row.pendingFullName, position: row.pendingPosition, avatarUrl: row.pendingAvatarUrl }
    : null;

/**
 * The columns that write an employee's new public version (name, position, photo), moderated as
 * above, and the photos nobody shows or proposes any more (to delete after commit).
 */
export async function employeeVersionWrite(
  tx: Executor,
  options: {
    salon: SalonRow;
    employee: EmployeeRow;
    version: EmployeePublicVersion;
    ownerName: string;
    now: Date;
  },
): Promise<{
  columns: Pick<
    EmployeeRow,
    | 'fullName'
    | 'position'
    | 'avatarUrl'
    | 'pendingFullName'
    | 'pendingPosition'
    | 'pendingAvatarUrl'
    | 'changesSubmittedAt'
  >;
  obsoletePhotos: string[];
}> {
  const { salon, employee, version, now } = options;
  const current = publicEmployeeVersion(employee);
  const pending = pendingEmployeeVersion(employee);
  const noProposal = { pendingFullName: null, pendingPosition: null, pendingAvatarUrl: null };
  const unused = (...kept: (string | null)[]) =>
    [employee.avatarUrl, employee.pendingAvatarUrl].filter(
      (url, index, all): url is string => url !== null && !kept.includes(url) && all.indexOf(url) === index,
    );
  if (!employee.approvedAt) {
    const asksAgain = !sameEmployeeVersion(version, current) || !employee.changesSubmittedAt;
    if (asksAgain) await tellAdminsOnceWaiting(tx, salon, options.ownerName);
    return {
      columns: {
        ...version,
        ...noProposal,
        changesSubmittedAt: asksAgain ? now : employee.changesSubmittedAt,
      },
      obsoletePhotos: unused(version.avatarUrl),
    };
  }
  if (!salon.isApproved) {
    return {
      columns: { ...version, ...noProposal, changesSubmittedAt: null },
      obsoletePhotos: unused(version.avatarUrl),
    };
  }
  if (sameEmployeeVersion(version, current)) {
    return {
      columns: { ...current, ...noProposal, changesSubmittedAt: null },
      obsoletePhotos: unused(current.avatarUrl),
    };
  }
  const unchanged = pending !== null && sameEmployeeVersion(version, pending);
  if (!unchanged) await tellAdminsOnceWaiting(tx, salon, options.ownerName);
  return {
    columns: {
      ...current,
      pendingFullName: version.fullName,
      pendingPosition: version.position,
      pendingAvatarUrl: version.avatarUrl,
      changesSubmittedAt: unchanged ? employee.changesSubmittedAt : now,
    },
    obsoletePhotos: unused(current.avatarUrl, version.avatarUrl),
  };
}
