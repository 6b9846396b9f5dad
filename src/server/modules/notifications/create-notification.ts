import { eq } from 'drizzle-orm';
import type { NotificationType } from '@/shared/notification-types';
import type { Executor } from '../../db/client';
import { notifications, users } from '../../db/schema';

/** Adds an in-app notification in the caller's transaction, so it exists exactly when its cause does. */
export async function createNotification(
  executor: Executor,
  notification: { userId: string; type: NotificationType; payload: Record<string, unknown> },
) {
  await executor.insert(notifications).values({ ...notification, isRead: false });
}

/** Tells every admin, in the caller's transaction (a new salon or prestataire awaits them). */
export async function notifyAdmins(
  executor: Executor,
  notification: { type: NotificationType; payload: Record<string, unknown> },
) {
  const admins = await executor.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
  if (admins.length === 0) return;
  await executor
    .insert(notifications)
    .values(admins.map((admin) => ({ ...notification, userId: admin.id, isRead: false })));
}
