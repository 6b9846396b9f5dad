import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { processImage } from '../../lib/images';
import { fileUrl, keyFromUrl, type Storage } from '../../lib/storage/storage';

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
  const { db, storage, userId } = options;
  const image = await processImage(options.bytes, AVATAR_MAX_SIDE);
  const key = `avatars/${userId}/${randomBytes(16).toString('hex')}.webp`;
  await storage.put(key, image.body, image.contentType);
  const [previous] = await db.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, userId));
  try {
    await db
      .update(users)
      .set({ avatarUrl: fileUrl(key) })
      .where(eq(users.id, userId));
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  const oldKey = keyFromUrl(previous?.avatarUrl);
  if (oldKey) await storage.delete(oldKey);
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
