import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { SavedSalon } from '@/shared/api-types';
import type { SalonSchema } from '@/shared/schemas/workspace';
import type { Database } from '../../db/client';
import { salons } from '../../db/schema';
import { toSavedSalon } from './saved-salon';

export async function updateSalon(options: {
  db: Database;
  salonId: string;
  input: z.output<typeof SalonSchema>;
}): Promise<SavedSalon> {
  const { input } = options;
  const [salon] = await options.db
    .update(salons)
    .set({ name: input.name, address: input.address, description: input.description || null })
    .where(eq(salons.id, options.salonId))
    .returning();
  return toSavedSalon(salon!);
}
