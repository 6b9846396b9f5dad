import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { SessionView } from '@/shared/api-types';
import { now } from '../../base/clock';
import { notFound } from '../../base/errors';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { describeUserAgent } from './user-agent';

export const SESSION_NOT_FOUND = 'Session introuvable.';

/**
 * The person's open sessions, most recently used first. The session's secret token never leaves
 * the server: a session is named by its id.
 */
export async function listSessions(db: Database, viewer: Viewer): Promise<{ items: SessionView[] }> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, viewer.id), gt(sessions.expiresAt, now())))
    .orderBy(desc(sessions.updatedAt), desc(sessions.id));
  return {
    items: rows.map((row) => ({
      id: row.id,
      device: describeUserAgent(row.userAgent),
      ip: row.ipAddress,
      signedInAt: row.createdAt.toISOString(),
      lastActiveAt: row.updatedAt.toISOString(),
      current: row.id === viewer.sessionId,
    })),
  };
}

/** Ends one of the person's sessions (another person's is "introuvable"); ending this one signs out. */
export async function endSession(db: Database, viewer: Viewer, id: string): Promise<{ ended: number }> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, viewer.id)))
    .returning({ id: sessions.id });
  if (ended.length === 0) throw notFound(SESSION_NOT_FOUND);
  return { ended: ended.length };
}

/** "Déconnecter toutes les autres sessions": every session of the person but this one. */
export async function endOtherSessions(db: Database, viewer: Viewer): Promise<{ ended: number }> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, viewer.id), ne(sessions.id, viewer.sessionId)))
    .returning({ id: sessions.id });
  return { ended: ended.length };
}
