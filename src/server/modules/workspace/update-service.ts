import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ManagedService } from '@/shared/api-types';
import { must } from '@/shared/must';
import type { ServiceSchema } from '@/shared/schemas/workspace';
import type { Database } from '../../db/client';
import { services } from '../../db/schema';
import { serviceColumns, toManagedService } from './managed-service';

/** Past bookings keep the name and price they were booked with. */
export async function updateService(options: {
  db: Database;
  serviceId: string;
  input: z.output<typeof ServiceSchema>;
}): Promise<ManagedService> {
  const [service] = await options.db
    .update(services)
    .set(serviceColumns(options.input))
    .where(eq(services.id, options.serviceId))
    .returning();
  return toManagedService(must(service, 'the service the route checked, updated'));
}
