import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SalonPackage, SalonService } from '@/shared/api-types';
import { isPackageVisit, PACKAGE_CHANGED_MESSAGE, PACKAGE_NOT_FOUND } from '@/shared/packages';
import { AppError, notFound } from '../../base/errors';
import type { Executor } from '../../db/client';
import { servicePackageItems, servicePackages } from '../../db/schema';
import { asPackage, bookedVisit, type VisitPart } from './booking-parts';

// A salon's packages ("forfaits", docs/product.md#packages) as the salon page shows them and as a
// booking takes them.

/** Each package's services in order, by package. */
export async function packageItems(
  executor: Executor,
  packageIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byPackage = new Map<string, string[]>();
  if (packageIds.length === 0) return byPackage;
  const rows = await executor
    .select()
    .from(servicePackageItems)
    .where(inArray(servicePackageItems.packageId, [...packageIds]))
    .orderBy(asc(servicePackageItems.packageId), asc(servicePackageItems.position));
  for (const row of rows) {
    const list = byPackage.get(row.packageId) ?? [];
    list.push(row.serviceId);
    byPackage.set(row.packageId, list);
  }
  return byPackage;
}

/** The salon's packages by name, each with the ids of its services in the package's order. */
export async function packagesOfSalon(
  executor: Executor,
  salonId: string,
): Promise<{ row: typeof servicePackages.$inferSelect; serviceIds: string[] }[]> {
  const rows = await executor
    .select()
    .from(servicePackages)
    .where(eq(servicePackages.salonId, salonId))
    .orderBy(asc(servicePackages.name), asc(servicePackages.id));
  const items = await packageItems(
    executor,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ row, serviceIds: items.get(row.id) ?? [] }));
}

/** The salon's packages by name, each with its services (from the salon's, in the package's order). */
export async function publicPackages(
  executor: Executor,
  salonId: string,
  salonServices: readonly SalonService[],
): Promise<SalonPackage[]> {
  const byId = new Map(salonServices.map((service) => [service.id, service]));
  return (await packagesOfSalon(executor, salonId)).flatMap(({ row, serviceIds: ids }) => {
    const parts = ids.flatMap((serviceId) => byId.get(serviceId) ?? []);
    // `salonServices` are the public ones: a package holding another is not shown (decision 075).
    if (parts.length < ids.length) return [];
    return [
      {
        id: row.id,
        name: row.name,
        price: row.price,
        duration: parts.reduce((sum, service) => sum + service.duration, 0),
        services: parts.map((service) => ({ id: service.id, name: service.name })),
      },
    ];
  });
}

/**
 * The package a visit is booked as, read in the booking's transaction: its name and price, once its
 * services are checked to be the visit's, in order. 404 for another salon's or none; 409 when it
 * changed since the page showed it.
 */
export async function packageOfVisit(
  executor: Executor,
  options: { salonId: string; packageId: string; serviceIds: readonly string[] },
): Promise<{ name: string; price: string }> {
  const [row] = await executor
    .select({ name: servicePackages.name, price: servicePackages.price })
    .from(servicePackages)
    .where(and(eq(servicePackages.id, options.packageId), eq(servicePackages.salonId, options.salonId)))
    .for('share');
  if (!row) throw notFound(PACKAGE_NOT_FOUND);
  const items = await packageItems(executor, [options.packageId]);
  if (!isPackageVisit(items.get(options.packageId) ?? [], options.serviceIds)) {
    throw new AppError(409, 'package_changed', PACKAGE_CHANGED_MESSAGE);
  }
  return row;
}

/**
 * A visit as it is booked: its parts and its booking row's side, as a package's when one is named
 * (its name, and its price shared among the parts), else as its services' (docs/product.md#packages).
 */
export async function bookedParts(
  executor: Executor,
  salon: { id: string; ownerId: string },
  parts: readonly VisitPart[],
  packageId: string | null,
) {
  if (!packageId) return { parts, visit: bookedVisit(salon, parts) };
  const bookedPackage = await packageOfVisit(executor, {
    salonId: salon.id,
    packageId,
    serviceIds: parts.map((part) => part.serviceId ?? ''),
  });
  const shared = asPackage(parts, bookedPackage);
  return { parts: shared, visit: bookedVisit(salon, shared, bookedPackage) };
}
