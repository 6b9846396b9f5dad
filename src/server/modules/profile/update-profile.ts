import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { Viewer } from '../../lib/context';

/** Only the full name is editable; the e-mail and the role are not (docs/product.md#profile-and-images). */
export async function updateProfile(options: {
  db: Database;
  viewer: Viewer;
  fullName: string;
}): Promise<void> {
  await options.db.update(users).set({ fullName: options.fullName }).where(eq(users.id, options.viewer.id));
}
