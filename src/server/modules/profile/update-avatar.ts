import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { randomImageName, replaceStoredImage } from '../../lib/images';
import type { Storage } from '../../lib/storage/storage';

export const AVATAR_MAX_SIDE = 512;

/**
 * Stores a new avatar under a server-made key (avatars/{user}/{random}.webp), points the profile at
 * it, then removes the previous file: nothing is left behind, and the new URL defeats caches.
 */
export async function updateAvatar(options: {
  db: Database;
  storage: Storage;
  viewer: Viewer;
  bytes: Buffer;
}): Promise<void> {
  const { db } = options;
  const userId = options.viewer.id;
  const [previous] = await db.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, userId));
  await replaceStoredImage({
    storage: options.storage,
    bytes: options.bytes,
    maxSide: AVATAR_MAX_SIDE,
    key: `avatars/${userId}/${randomImageName()}`,
    previousUrl: previous?.avatarUrl,
    point: (url) => db.update(users).set({ avatarUrl: url }).where(eq(users.id, userId)),
  });
}
