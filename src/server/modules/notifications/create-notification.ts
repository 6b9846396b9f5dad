import type { NotificationType } from '@/shared/notification-types';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema';

/** Adds an in-app notification in the caller's transaction, so it exists exactly when its cause does. */
export async function createNotification(
  executor: Executor,
  notification: { userId: string; type: NotificationType; payload: Record<string, unknown> },
) {
  await executor.insert(notifications).values({ ...notification, isRead: false });
}
