import { asc, eq } from 'drizzle-orm';
import { PACKAGE_IN_USE_MESSAGE } from '@/shared/packages';
import { AppError } from '../../base/errors';
import type { Database } from '../../db/client';
import { servicePackageItems, servicePackages, services } from '../../db/schema';
import { isForeignKeyViolation } from '../../lib/pg-errors';

/**
 * Past bookings keep the service's name and price as booked (the foreign key is set to null). A
 * service that a package holds stays until the package lets it go (docs/product.md#packages).
 */
export async function deleteService(options: { db: Database; serviceId: string }): Promise<void> {
  const { db, serviceId } = options;
  try {
    await db.delete(services).where(eq(services.id, serviceId));
  } catch (error) {
    // The package's row is what refuses it, whether it was there first or came meanwhile.
    if (!isForeignKeyViolation(error)) throw error;
    const [holder] = await db
      .select({ name: servicePackages.name })
      .from(servicePackageItems)
      .innerJoin(servicePackages, eq(servicePackages.id, servicePackageItems.packageId))
      .where(eq(servicePackageItems.serviceId, serviceId))
      .orderBy(asc(servicePackages.name))
      .limit(1);
    throw new AppError(409, 'service_in_package', PACKAGE_IN_USE_MESSAGE(holder?.name ?? ''));
  }
}
