import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { services } from '../../db/schema';

/** Past bookings keep the service's name and price as booked (the foreign key is set to null). */
export async function deleteService(options: { db: Database; serviceId: string }): Promise<void> {
  await options.db.delete(services).where(eq(services.id, options.serviceId));
}
