import { and, eq, inArray } from 'drizzle-orm';
import type { ClientFile } from '@/shared/api-types';
import { CLIENT_NOT_FOUND, CLIENTS_DIFFER } from '@/shared/clients';
import { AppError, notFound } from '../../base/errors';
import type { Database } from '../../db/client';
import { bookings, salonClientNotes, salonClients } from '../../db/schema';
import { getClient } from './get-client';

/**
 * POST /clients/:id/merge: the owner says two files are one person (a suggestion of the "Fiche
 * client", or a duplicate they found). The other file's appointments and notes join this one, which
 * keeps its contact, completed by the other's number, e-mail and account; the other file goes.
 * Two files of two different accounts are two people.
 */
export async function mergeClients(options: {
  db: Database;
  ownerId: string;
  clientId: string;
  otherId: string;
  whatsappOffered: boolean;
}): Promise<ClientFile> {
  const { db, ownerId, clientId, otherId } = options;
  if (clientId === otherId) throw notFound(CLIENT_NOT_FOUND);
  await db.transaction(async (tx) => {
    const files = await tx
      .select()
      .from(salonClients)
      .where(and(inArray(salonClients.id, [clientId, otherId]), eq(salonClients.ownerId, ownerId)))
      .orderBy(salonClients.id)
      .for('update');
    const kept = files.find((file) => file.id === clientId);
    const other = files.find((file) => file.id === otherId);
    if (!kept || !other) throw notFound(CLIENT_NOT_FOUND);
    if (kept.userId && other.userId && kept.userId !== other.userId) {
      throw new AppError(409, 'clients_differ', CLIENTS_DIFFER);
    }
    await tx.update(bookings).set({ salonClientId: kept.id }).where(eq(bookings.salonClientId, other.id));
    await tx
      .update(salonClientNotes)
      .set({ clientId: kept.id })
      .where(eq(salonClientNotes.clientId, other.id));
    // The other file goes first: its number and account are unique in the book.
    await tx.delete(salonClients).where(eq(salonClients.id, other.id));
    const allergies = [kept.allergies, other.allergies].filter(Boolean).join(' · ');
    await tx
      .update(salonClients)
      .set({
        phone: kept.phone ?? other.phone,
        email: kept.email ?? other.email,
        userId: kept.userId ?? other.userId,
        allergies,
      })
      .where(eq(salonClients.id, kept.id));
  });
  return getClient({ db, ownerId, clientId, whatsappOffered: options.whatsappOffered });
}
