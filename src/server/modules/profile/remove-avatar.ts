import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { keyFromUrl, type Storage } from '../../lib/storage/storage';

/** Back to the default picture; the stored file is removed. */
export async function removeAvatar(options: {
  db: Database;
  storage: Storage;
  viewer: Viewer;
}): Promise<void> {
  const userId = options.viewer.id;
  const [previous] = await options.db
    .select({ avatarUrl: users.avatarUrl })
    .from(users)
    .where(eq(users.id, userId));
  await options.db.update(users).set({ avatarUrl: null }).where(eq(users.id, userId));
  const oldKey = keyFromUrl(previous?.avatarUrl);
  if (oldKey) await options.storage.delete(oldKey);
}
