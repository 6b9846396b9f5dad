import { and, eq } from 'drizzle-orm';
import type { ClientNoteView } from '@/shared/api-types';
import { CLIENT_NOT_FOUND } from '@/shared/clients';
import { notFound } from '../../base/errors';
import type { Executor } from '../../db/client';
import { salonClientNotes, salonClients } from '../../db/schema';
import type { Viewer } from '../../lib/context';

/** POST /clients/:id/notes: a dated note, signed with its author's name as it is today. */
export async function addClientNote(options: {
  db: Executor;
  viewer: Viewer;
  ownerId: string;
  clientId: string;
  body: string;
}): Promise<ClientNoteView> {
  const { db, viewer } = options;
  const [file] = await db
    .select({ id: salonClients.id })
    .from(salonClients)
    .where(and(eq(salonClients.id, options.clientId), eq(salonClients.ownerId, options.ownerId)));
  if (!file) throw notFound(CLIENT_NOT_FOUND);
  const [note] = await db
    .insert(salonClientNotes)
    .values({ clientId: file.id, authorId: viewer.id, authorName: viewer.fullName, body: options.body })
    .returning();
  if (!note) throw new Error('the note was not inserted');
  return {
    id: note.id,
    body: note.body,
    authorName: note.authorName,
    createdAt: note.createdAt.toISOString(),
  };
}
