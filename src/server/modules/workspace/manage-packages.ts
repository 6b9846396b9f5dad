import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { ItemList, ManagedPackage } from '@/shared/api-types';
import { must } from '@/shared/must';
import { PACKAGE_NOT_FOUND } from '@/shared/packages';
import { PACKAGE_SERVICE_MESSAGE, type PackageSchema } from '@/shared/schemas/workspace';
import { AppError, notFound } from '../../base/errors';
import type { Executor } from '../../db/client';
import { servicePackageItems, servicePackages, services } from '../../db/schema';
import { packagesOfSalon } from '../core/salon-packages';

// A salon's packages ("forfaits", docs/product.md#packages), as its owner manages them. Each write
// runs in the caller's transaction: the package and its services change together.

type PackageInput = z.output<typeof PackageSchema>;

export async function listSalonPackages(
  executor: Executor,
  salonId: string,
): Promise<ItemList<ManagedPackage>> {
  const packages = await packagesOfSalon(executor, salonId);
  return { items: packages.map(({ row, serviceIds }) => toManagedPackage(row, serviceIds)) };
}

export async function addPackage(
  executor: Executor,
  salonId: string,
  input: PackageInput,
): Promise<ManagedPackage> {
  await assertSalonServices(executor, salonId, input.serviceIds);
  const [row] = await executor
    .insert(servicePackages)
    .values({ salonId, name: input.name, price: input.price })
    .returning();
  const stored = must(row, 'the inserted package');
  await writeItems(executor, stored.id, input.serviceIds);
  return toManagedPackage(stored, input.serviceIds);
}

/** Bookings already made keep the name, price and services they were booked with. */
export async function updatePackage(
  executor: Executor,
  packageId: string,
  input: PackageInput,
): Promise<ManagedPackage> {
  const [current] = await executor
    .select({ salonId: servicePackages.salonId })
    .from(servicePackages)
    .where(eq(servicePackages.id, packageId))
    .for('update');
  // Deleted since the route checked it: as if it had never been.
  if (!current) throw notFound(PACKAGE_NOT_FOUND);
  const { salonId } = current;
  await assertSalonServices(executor, salonId, input.serviceIds);
  const [row] = await executor
    .update(servicePackages)
    .set({ name: input.name, price: input.price })
    .where(eq(servicePackages.id, packageId))
    .returning();
  await executor.delete(servicePackageItems).where(eq(servicePackageItems.packageId, packageId));
  await writeItems(executor, packageId, input.serviceIds);
  return toManagedPackage(must(row, 'the package updated'), input.serviceIds);
}

export async function deletePackage(executor: Executor, packageId: string): Promise<void> {
  await executor.delete(servicePackages).where(eq(servicePackages.id, packageId));
}

/** Each service of a package is one of its salon's: another salon's, or none, is refused. */
async function assertSalonServices(executor: Executor, salonId: string, serviceIds: readonly string[]) {
  const distinct = [...new Set(serviceIds)];
  const found = await executor
    .select({ id: services.id })
    .from(services)
    .where(and(inArray(services.id, distinct), eq(services.salonId, salonId)))
    // Locked: a service deleted meanwhile would leave the package pointing nowhere.
    .for('key share');
  if (found.length !== distinct.length) {
    throw new AppError(400, 'validation_failed', PACKAGE_SERVICE_MESSAGE, {
      serviceIds: PACKAGE_SERVICE_MESSAGE,
    });
  }
}

async function writeItems(executor: Executor, packageId: string, serviceIds: readonly string[]) {
  await executor
    .insert(servicePackageItems)
    .values(serviceIds.map((serviceId, position) => ({ packageId, position, serviceId })));
}

function toManagedPackage(row: typeof servicePackages.$inferSelect, serviceIds: string[]): ManagedPackage {
  return {
    id: row.id,
    salonId: row.salonId,
    name: row.name,
    price: row.price,
    serviceIds,
    createdAt: row.createdAt.toISOString(),
  };
}
