import type { z } from 'zod';
import type {
  DashboardSummary,
  MarkReadResult,
  NotificationPage,
  SalonStatistics,
  SettledPast,
  TodayAgenda,
  UnreadCount,
} from '../api-types';
import { type Download, endpoint, type UrlQuery } from '../endpoint';
import type { SettlePastSchema } from '../schemas/bookings';
import type { MarkReadSchema } from '../schemas/profile';
import type { StatisticsQuerySchema } from '../schemas/statistics';

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
  /** "Statistiques" (decision 076): the owner's salons only. */
  statistics: endpoint<{
    answer: SalonStatistics;
    query: UrlQuery<z.input<typeof StatisticsQuerySchema>>;
  }>()('GET', '/dashboard/statistics'),
  /** "Aujourd'hui": the owner's appointments of the day. */
  today: endpoint<{ answer: TodayAgenda }>()('GET', '/dashboard/today'),
  /** "Marquer les rendez-vous passés": every ended appointment still "Confirmé" becomes "Honoré". */
  settlePast: endpoint<{ answer: SettledPast; body: z.input<typeof SettlePastSchema> }>()(
    'POST',
    '/dashboard/settle-past',
  ),
} as const;
