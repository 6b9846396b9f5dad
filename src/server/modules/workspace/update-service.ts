import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ManagedService } from '@/shared/api-types';
import { must } from '@/shared/must';
import type { ServiceSchema } from '@/shared/schemas/workspace';
import type { Executor } from '../../db/client';
import { services } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { serviceColumns, toManagedService } from './managed-service';
import { lockedSalon, serviceNameWrite } from './team-and-services-revisions';

/**
 * Past bookings keep the name and price they were booked with. Price and times change at once; a
 * new name of an approved salon's service waits for an admin (decision 075).
 */
export async function updateService(
  tx: Executor,
  options: { serviceId: string; input: z.output<typeof ServiceSchema>; viewer: Viewer; now: Date },
): Promise<ManagedService> {
  const { serviceId } = options;
  const [owner] = await tx
    .select({ salonId: services.salonId })
    .from(services)
    .where(eq(services.id, serviceId));
  const salon = await lockedSalon(tx, must(owner, 'the service the route checked').salonId);
  const [locked] = await tx.select().from(services).where(eq(services.id, serviceId)).for('update');
  const service = must(locked, 'the service the route checked');
  const { name, ...rest } = serviceColumns(options.input);
  const naming = await serviceNameWrite(tx, {
    salon,
    service,
    name,
    ownerName: options.viewer.fullName,
    now: options.now,
  });
  const [updated] = await tx
    .update(services)
    .set({ ...rest, ...naming })
    .where(eq(services.id, serviceId))
    .returning();
  return toManagedService(must(updated, 'the service the route checked, updated'));
}
