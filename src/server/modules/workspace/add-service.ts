import type { z } from 'zod';
import type { ManagedService } from '@/shared/api-types';
import { must } from '@/shared/must';
import type { ServiceSchema } from '@/shared/schemas/workspace';
import type { Database } from '../../db/client';
import { services } from '../../db/schema';
import { serviceColumns, toManagedService } from './managed-service';

export async function addService(options: {
  db: Database;
  salonId: string;
  input: z.output<typeof ServiceSchema>;
}): Promise<ManagedService> {
  const [service] = await options.db
    .insert(services)
    .values({ salonId: options.salonId, ...serviceColumns(options.input) })
    .returning();
  return toManagedService(must(service, 'the inserted service'));
}
