import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ClientFile } from '@/shared/api-types';
import { CLIENT_HISTORY_LIMIT, CLIENT_NOT_FOUND } from '@/shared/clients';
import { notFound } from '../../base/errors';
import type { Executor } from '../../db/client';
import { bookings, salonClientNotes, salonClients, users } from '../../db/schema';
import { selectBookingViews } from '../core/booking-view';
import { optOutsOf } from '../messaging/client-reach';
import { clientSummaryColumns, toClientSummary } from './client-view';

/**
 * GET /clients/:id, "Fiche client": the contact, the counters, the history across the owner's
 * salons, the salon's notes, and the files that may be the same person. Read in six queries.
 */
export async function getClient(options: {
  db: Executor;
  ownerId: string;
  clientId: string;
  /** Whether this deployment sends WhatsApp (`offersWhatsapp`). */
  whatsappOffered: boolean;
}): Promise<ClientFile> {
  const { db, ownerId, clientId } = options;
  const account = alias(users, 'account');
  const [file] = await db
    .select({
      ...clientSummaryColumns,
      createdAt: salonClients.createdAt,
      accountPhone: account.phone,
      accountPhoneVerifiedAt: account.phoneVerifiedAt,
      whatsappOptIn: salonClients.whatsappOptIn,
    })
    .from(salonClients)
    .leftJoin(account, eq(account.id, salonClients.userId))
    .where(and(eq(salonClients.id, clientId), eq(salonClients.ownerId, ownerId)));
  if (!file) throw notFound(CLIENT_NOT_FOUND);

  const [counters] = await db
    .select({
      visits: sql<number>`count(*) filter (where ${bookings.status} = 'attended')::int`,
      absences: sql<number>`count(*) filter (where ${bookings.status} = 'no_show')::int`,
      totalSpent: sql<string>`coalesce(sum(${bookings.servicePrice}) filter (where ${bookings.status} = 'attended'), 0)::numeric(12,2)::text`,
    })
    .from(bookings)
    .where(eq(bookings.salonClientId, clientId));

  const history = await selectBookingViews(db)
    .where(eq(bookings.salonClientId, clientId))
    .orderBy(desc(bookings.startTime), desc(bookings.id))
    .limit(CLIENT_HISTORY_LIMIT);

  const notes = await db
    .select({
      id: salonClientNotes.id,
      body: salonClientNotes.body,
      authorName: salonClientNotes.authorName,
      createdAt: salonClientNotes.createdAt,
    })
    .from(salonClientNotes)
    .where(eq(salonClientNotes.clientId, clientId))
    .orderBy(desc(salonClientNotes.createdAt), desc(salonClientNotes.id));

  const other = alias(users, 'other_account');
  const samePerson = [
    file.email ? sql`lower(${salonClients.email}) = ${file.email.toLowerCase()}` : undefined,
    file.phone ? eq(other.phone, file.phone) : undefined,
    file.accountPhone ? eq(salonClients.phone, file.accountPhone) : undefined,
  ].filter((condition) => condition !== undefined);
  const duplicates =
    samePerson.length === 0
      ? []
      : await db
          .select(clientSummaryColumns)
          .from(salonClients)
          .leftJoin(other, eq(other.id, salonClients.userId))
          .where(and(eq(salonClients.ownerId, ownerId), ne(salonClients.id, clientId), or(...samePerson)))
          .orderBy(salonClients.createdAt)
          .limit(5);

  // The ways out the number took, whichever salon's message carried the link: they hold for all.
  const optOuts = file.phone ? await optOutsOf(db, [file.phone]) : [];

  return {
    ...toClientSummary(file),
    createdAt: file.createdAt.toISOString(),
    counters: {
      visits: counters?.visits ?? 0,
      absences: counters?.absences ?? 0,
      totalSpent: counters?.totalSpent ?? '0.00',
    },
    history: history.map((row) => ({
      bookingId: row.id,
      startTime: row.startTime.toISOString(),
      timeZone: row.timeZone,
      salonName: row.salonName,
      serviceName: row.serviceName,
      employeeName: row.employeeName,
      price: row.servicePrice,
      status: row.status,
      origin: row.origin,
    })),
    notes: notes.map((note) => ({ ...note, createdAt: note.createdAt.toISOString() })),
    possibleDuplicates: duplicates.map((row) => {
      const { allergies: _allergies, lastVisitAt: _lastVisitAt, ...summary } = toClientSummary(row);
      return summary;
    }),
    whatsappOptIn: file.whatsappOptIn,
    whatsappOffered: options.whatsappOffered,
    // The account's code proved this number only when it is still the file's.
    phoneVerified:
      file.accountPhoneVerifiedAt !== null && file.phone !== null && file.accountPhone === file.phone,
    optOuts: optOuts
      .map((row) => ({ channel: row.channel, since: row.at.toISOString() }))
      .sort((a, b) => a.channel.localeCompare(b.channel)),
  };
}
