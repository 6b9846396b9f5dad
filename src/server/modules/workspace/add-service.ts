import type { z } from 'zod';
import type { ManagedService } from '@/shared/api-types';
import { must } from '@/shared/must';
import type { ServiceSchema } from '@/shared/schemas/workspace';
import type { Executor } from '../../db/client';
import { services } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { serviceColumns, toManagedService } from './managed-service';
import {
  lockedSalon,
  newItemModeration,
  newServiceWaits,
  tellAdminsOnceWaiting,
} from './team-and-services-revisions';

/**
 * A new service; on an approved salon, one not named from the catalogue is public once an admin
 * accepts it (decision 075).
 */
export async function addService(
  tx: Executor,
  options: { salonId: string; input: z.output<typeof ServiceSchema>; viewer: Viewer; now: Date },
): Promise<ManagedService> {
  const salon = await lockedSalon(tx, options.salonId);
  const columns = serviceColumns(options.input);
  const waits = await newServiceWaits(tx, salon, columns.name);
  if (waits) await tellAdminsOnceWaiting(tx, salon, options.viewer.fullName);
  const [service] = await tx
    .insert(services)
    .values({ salonId: salon.id, ...columns, ...newItemModeration(waits, options.now) })
    .returning();
  return toManagedService(must(service, 'the inserted service'));
}
