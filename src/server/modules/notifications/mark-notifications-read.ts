import { and, eq, inArray } from 'drizzle-orm';
import type { MarkReadResult } from '@/shared/api-types';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';
import type { Viewer } from '../../lib/context';

/** Marks the given notifications read; ids that are not the viewer's own are ignored. */
export async function markNotificationsRead(options: {
  db: Database;
  viewer: Viewer;
  ids: string[];
}): Promise<MarkReadResult> {
  const updated = await options.db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, options.viewer.id), inArray(notifications.id, options.ids)))
    .returning({ id: notifications.id });
  return { updated: updated.length };
}
