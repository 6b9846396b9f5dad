import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { Viewer } from '../../lib/context';

/**
 * The full name and the optional phone number are editable; the e-mail and the role are not
 * (docs/product.md#profile-and-images). An absent phone is left as it is; an empty one is removed.
 * A new number is not the one a code proved: « Numéro vérifié » goes with the old one (decision 078).
 */
export async function updateProfile(options: {
  db: Database;
  viewer: Viewer;
  fullName: string;
  phone?: string;
}): Promise<void> {
  await options.db
    .update(users)
    .set({
      fullName: options.fullName,
      ...(options.phone === undefined
        ? {}
        : {
            phone: options.phone || null,
            phoneVerifiedAt: sql`case when ${users.phone} is not distinct from ${options.phone || null}
              then ${users.phoneVerifiedAt} end`,
          }),
    })
    .where(eq(users.id, options.viewer.id));
}
