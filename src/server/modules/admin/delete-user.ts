import { count, eq } from 'drizzle-orm';
import { AppError, forbidden, notFound } from '../../base/errors';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { salons, users } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { logger } from '../../lib/logger';
import type { SecurityActor } from '../../lib/security-log';
import { keyFromUrl, type Storage } from '../../lib/storage/storage';
import { inBookingTransaction } from '../bookings/booking-write';
import { disconnectCalendar } from '../calendar/calendar-tokens';
import { lockAdmins } from '../core/lock-admins';
import { eraseAccount } from '../profile/delete-account';
import { USER_NOT_FOUND } from './user-not-found';

export const OWNS_SALONS = 'Suppression impossible : cet utilisateur possède des salons.';

/**
 * Deletes an account as its owner would (`eraseAccount`): its upcoming bookings cancelled and each
 * salon told, its sessions, sign-in data, notifications and reviews gone; past bookings stay with
 * the salons without the person. Refused for an owner of salons and for oneself
 * (docs/product.md#administration).
 */
export async function deleteUser(options: {
  db: Database;
  config: Config;
  storage: Storage;
  viewer: Viewer;
  userId: string;
  actor: SecurityActor;
}): Promise<void> {
  const { db, viewer, userId } = options;
  if (userId === viewer.id)
    throw new AppError(409, 'self_delete', 'Vous ne pouvez pas supprimer votre propre compte.');
  const [owned] = await db.select({ n: count() }).from(salons).where(eq(salons.ownerId, userId));
  if ((owned?.n ?? 0) > 0) throw new AppError(409, 'owns_salons', OWNS_SALONS);
  const [account] = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) throw notFound(USER_NOT_FOUND);
  // The provider is asked to forget the grant; the tokens go with the account in any case.
  await disconnectCalendar({ db, config: options.config, userId }).catch((error: unknown) =>
    logger.warn({ err: error }, 'le lien calendrier n’a pas pu être révoqué chez le fournisseur'),
  );
  // No mailer: the salons hear of it in the app, and nobody is left to e-mail.
  const { value: avatarUrl } = await inBookingTransaction(db, null, async (change) => {
    // Two admins deleting each other at once: the second is no longer an admin.
    if (!(await lockAdmins(change.tx)).includes(viewer.id)) throw forbidden();
    return eraseAccount(change, account, options.actor, 'admin');
  });
  const key = keyFromUrl(avatarUrl);
  if (key) await options.storage.delete(key);
}
