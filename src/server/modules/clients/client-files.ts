import { and, eq, isNull, sql } from 'drizzle-orm';
import { CLIENT_NOT_FOUND } from '@/shared/clients';
import { toE164 } from '@/shared/phone';
import { notFound } from '../../base/errors';
import type { Executor } from '../../db/client';
import { salonClients } from '../../db/schema';

// The client book's files as the booking paths find or make them (docs/product.md#client-file).

export interface ClientFileRef {
  id: string;
  /** The Rendezvous account the file is linked to, whose bookings the person sees. */
  userId: string | null;
}

const ref = { id: salonClients.id, userId: salonClients.userId };

/** A file of this owner's book, or 404: another owner's file does not exist here. */
export async function findOwnFile(
  executor: Executor,
  ownerId: string,
  fileId: string,
): Promise<ClientFileRef> {
  const [file] = await executor
    .select(ref)
    .from(salonClients)
    .where(and(eq(salonClients.id, fileId), eq(salonClients.ownerId, ownerId)));
  if (!file) throw notFound(CLIENT_NOT_FOUND);
  return file;
}

/**
 * "Nouveau client" in the appointment dialog: the number is the person's identity in the book, so a
 * number already there is that file (the dialog had offered it); else a new file.
 */
export async function fileForNewClient(
  executor: Executor,
  ownerId: string,
  client: { fullName: string; phone: string; email: string },
): Promise<ClientFileRef> {
  const [inserted] = await executor
    .insert(salonClients)
    .values({ ownerId, fullName: client.fullName, phone: client.phone, email: client.email || null })
    .onConflictDoNothing()
    .returning(ref);
  if (inserted) return inserted;
  const [existing] = await executor
    .select(ref)
    .from(salonClients)
    .where(and(eq(salonClients.ownerId, ownerId), eq(salonClients.phone, client.phone)));
  if (!existing) throw new Error('a file that conflicted on its number is gone');
  return existing;
}

/** A walk-in given a name: a file without a number, which the salon may complete later. */
export async function fileForWalkIn(
  executor: Executor,
  ownerId: string,
  fullName: string,
): Promise<ClientFileRef> {
  const [inserted] = await executor.insert(salonClients).values({ ownerId, fullName }).returning(ref);
  if (!inserted) throw new Error('the walk-in file was not inserted');
  return inserted;
}

/**
 * The file of a client with an account who books online: theirs if it exists; else the salon's file
 * with the same e-mail, linked now when the account's address is verified (never otherwise: an
 * unverified match is only suggested to the owner, `get-client.ts`); else a new file from the
 * account, with its number when no other file of the book has it.
 */
export async function fileForAccount(
  executor: Executor,
  ownerId: string,
  account: { id: string; fullName: string; email: string; emailVerified: boolean; phone?: string | null },
): Promise<ClientFileRef> {
  const own = and(eq(salonClients.ownerId, ownerId), eq(salonClients.userId, account.id));
  const [linked] = await executor.select(ref).from(salonClients).where(own);
  if (linked) return linked;
  if (account.emailVerified) {
    const [match] = await executor
      .select({ id: salonClients.id })
      .from(salonClients)
      .where(
        and(
          eq(salonClients.ownerId, ownerId),
          isNull(salonClients.userId),
          sql`lower(${salonClients.email}) = ${account.email.toLowerCase()}`,
        ),
      )
      .orderBy(salonClients.createdAt)
      .limit(1);
    const [claimed] = match
      ? await executor
          .update(salonClients)
          .set({ userId: account.id })
          .where(and(eq(salonClients.id, match.id), isNull(salonClients.userId)))
          .returning(ref)
      : [];
    if (claimed) return claimed;
  }
  const phone = account.phone ? toE164(account.phone) : null;
  const values = { ownerId, userId: account.id, fullName: account.fullName, email: account.email };
  // Two first bookings of one person at once: the second finds the first's file.
  const [inserted] = await executor
    .insert(salonClients)
    .values({ ...values, phone })
    .onConflictDoNothing()
    .returning(ref);
  if (inserted) return inserted;
  const [raced] = await executor.select(ref).from(salonClients).where(own);
  if (raced) return raced;
  // The number belongs to another file of the book: this file goes without it.
  const [withoutPhone] = await executor.insert(salonClients).values(values).returning(ref);
  if (!withoutPhone) throw new Error('the account file was not inserted');
  return withoutPhone;
}
