import type { z } from 'zod';
import type { DashboardSummary, MarkReadResult, NotificationPage, UnreadCount } from '../api-types';
import { type Download, endpoint } from '../endpoint';
import type { MarkReadSchema } from '../schemas/profile';

// One's own notifications and the dashboard's counters (server: modules/notifications, modules/dashboard).

export const notifications = {
  unreadCount: endpoint<{ answer: UnreadCount }>()('GET', '/notifications/unread-count'),
  list: endpoint<{ answer: NotificationPage; query: { page?: number } }>()('GET', '/notifications'),
  /** 10 at most per request (docs/product.md#notifications-and-e-mails). */
  markRead: endpoint<{ answer: MarkReadResult; body: z.input<typeof MarkReadSchema> }>()(
    'POST',
    '/notifications/read',
  ),
  /** Server-sent events, read by an EventSource. */
  stream: endpoint<{ answer: Download }>()('GET', '/notifications/stream'),
} as const;

export const dashboard = {
  summary: endpoint<{ answer: DashboardSummary }>()('GET', '/dashboard/summary'),
} as const;
