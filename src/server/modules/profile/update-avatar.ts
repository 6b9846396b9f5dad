import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { randomImageName, replaceStoredImage } from '../../lib/images';
import { keyFromUrl, type Storage } from '../../lib/storage/storage';

export const AVATAR_MAX_SIDE = 512;

/**
 * Stores a new avatar under a server-made key (avatars/{user}/{random}.webp), points the profile at
 * it, then removes the previous file: nothing is left behind, and the new URL defeats caches.
 */
export async function updateAvatar(options: {
  db: Database;
  storage: Storage;
  userId: string;
  bytes: Buffer;
}) {
  const { db, userId } = options;
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

export async function removeAvatar(options: { db: Database; storage: Storage; userId: string }) {
  const [previous] = await options.db
    .select({ avatarUrl: users.avatarUrl })
    .from(users)
    .where(eq(users.id, options.userId));
  await options.db.update(users).set({ avatarUrl: null }).where(eq(users.id, options.userId));
  const oldKey = keyFromUrl(previous?.avatarUrl);
  if (oldKey) await options.storage.delete(oldKey);
}
