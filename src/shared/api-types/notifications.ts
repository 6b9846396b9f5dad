import type { NotificationView } from '../notification-text';
import type { Page } from './common';

// The API's answers: notifications.

export type NotificationPage = Page<NotificationView> & {
  /** How many of all the person's notifications are unread. */
  unread: number;
};

/** GET /notifications/unread-count. */
export interface UnreadCount {
  count: number;
}

/** POST /notifications/read: how many of the given ids were the person's own. */
export interface MarkReadResult {
  updated: number;
}
