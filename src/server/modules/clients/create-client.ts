import type { z } from 'zod';
import type { ClientFile } from '@/shared/api-types';
import { CLIENT_PHONE_TAKEN } from '@/shared/clients';
import type { NewClientSchema } from '@/shared/schemas/clients';
import { AppError } from '../../base/errors';
import type { Executor } from '../../db/client';
import { salonClients } from '../../db/schema';
import { getClient } from './get-client';

/** POST /clients: a new file in the owner's book; its number must be new to the book. */
export async function createClient(options: {
  db: Executor;
  ownerId: string;
  input: z.output<typeof NewClientSchema>;
  whatsappOffered: boolean;
}): Promise<ClientFile> {
  const { db, ownerId, input } = options;
  const [inserted] = await db
    .insert(salonClients)
    .values({ ownerId, fullName: input.fullName, phone: input.phone, email: input.email || null })
    .onConflictDoNothing()
    .returning({ id: salonClients.id });
  if (!inserted) {
    throw new AppError(409, 'client_phone_taken', CLIENT_PHONE_TAKEN, { phone: CLIENT_PHONE_TAKEN });
  }
  return getClient({ db, ownerId, clientId: inserted.id, whatsappOffered: options.whatsappOffered });
}
