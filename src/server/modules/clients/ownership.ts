import { eq } from 'drizzle-orm';
import { CLIENT_NOT_FOUND } from '@/shared/clients';
import { notFound } from '../../base/errors';
import type { Database } from '../../db/client';
import { salonClients } from '../../db/schema';
import type { Access } from '../../lib/access';
import { uuidParam } from '../../lib/params';

/**
 * A file of the book is its owner's alone: to anyone else it does not exist (404, not 403), so no
 * one learns which clients another salon has.
 */
export function ownsClient(db: Database): NonNullable<Access['owns']> {
  return async (c, viewer) => {
    const [file] = await db
      .select({ ownerId: salonClients.ownerId })
      .from(salonClients)
      .where(eq(salonClients.id, uuidParam(c, 'id', CLIENT_NOT_FOUND)));
    if (!file || file.ownerId !== viewer.id) throw notFound(CLIENT_NOT_FOUND);
    return true;
  };
}
