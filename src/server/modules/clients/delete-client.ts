import { and, count, eq } from 'drizzle-orm';
import { CLIENT_HAS_BOOKINGS, CLIENT_NOT_FOUND } from '@/shared/clients';
import { AppError, notFound } from '../../base/errors';
import type { Database } from '../../db/client';
import { bookings, salonClients } from '../../db/schema';
import { upcomingBookings } from '../core/booking-scope';

/**
 * DELETE /clients/:id: the file and its notes go; its past appointments stay in the salons' history
 * without the person (the bookings' foreign key sets it to null). A file with appointments to come
 * stays until they are cancelled: the salon would otherwise expect someone it can no longer name.
 * An account's own bookings still name their client: the account is theirs, not the salon's.
 */
export async function deleteClient(options: {
  db: Database;
  ownerId: string;
  clientId: string;
  now: Date;
}): Promise<void> {
  const { ownerId, clientId } = options;
  await options.db.transaction(async (tx) => {
    const [file] = await tx
      .select({ id: salonClients.id })
      .from(salonClients)
      .where(and(eq(salonClients.id, clientId), eq(salonClients.ownerId, ownerId)))
      .for('update');
    if (!file) throw notFound(CLIENT_NOT_FOUND);
    const [upcoming] = await tx
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.salonClientId, clientId), upcomingBookings(options.now)));
    if ((upcoming?.n ?? 0) > 0) throw new AppError(409, 'client_has_bookings', CLIENT_HAS_BOOKINGS);
    await tx.delete(salonClients).where(eq(salonClients.id, clientId));
  });
}
