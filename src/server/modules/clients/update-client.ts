import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ClientFile } from '@/shared/api-types';
import { CLIENT_NOT_FOUND, CLIENT_PHONE_TAKEN } from '@/shared/clients';
import { WHATSAPP_NOT_OFFERED } from '@/shared/phone-verification';
import type { UpdateClientSchema } from '@/shared/schemas/clients';
import { AppError, notFound } from '../../base/errors';
import type { Database } from '../../db/client';
import { salonClients } from '../../db/schema';
import { isUniqueViolation } from '../../lib/pg-errors';
import { getClient } from './get-client';

/**
 * PUT /clients/:id: the contact, the allergies and "Rappels par WhatsApp" (only where this
 * deployment sends WhatsApp, decision 081); a number another file has is refused.
 */
export async function updateClient(options: {
  db: Database;
  ownerId: string;
  clientId: string;
  input: z.output<typeof UpdateClientSchema>;
  whatsappOffered: boolean;
}): Promise<ClientFile> {
  const { db, ownerId, clientId, input, whatsappOffered } = options;
  if (input.whatsappOptIn === true && !whatsappOffered) {
    throw new AppError(400, 'whatsapp_not_offered', WHATSAPP_NOT_OFFERED, {
      whatsappOptIn: WHATSAPP_NOT_OFFERED,
    });
  }
  try {
    const [updated] = await db
      .update(salonClients)
      .set({
        fullName: input.fullName,
        phone: input.phone,
        email: input.email || null,
        allergies: input.allergies,
        ...(input.whatsappOptIn === undefined ? {} : { whatsappOptIn: input.whatsappOptIn }),
      })
      .where(and(eq(salonClients.id, clientId), eq(salonClients.ownerId, ownerId)))
      .returning({ id: salonClients.id });
    if (!updated) throw notFound(CLIENT_NOT_FOUND);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(409, 'client_phone_taken', CLIENT_PHONE_TAKEN, { phone: CLIENT_PHONE_TAKEN });
    }
    throw error;
  }
  return getClient({ db, ownerId, clientId, whatsappOffered });
}
