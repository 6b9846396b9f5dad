import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_READ_BATCH } from '@/shared/constants';
import type { NotificationView } from '@/shared/notification-text';
import { apiFetch } from '@/web/lib/api-client';

type NotificationPage = { items: NotificationView[]; total: number; unread: number };

export const notificationsQueryOptions = queryOptions({
  queryKey: ['notifications', 'list'],
  queryFn: ({ signal }) => apiFetch<NotificationPage>('/notifications', { signal }),
});

export function useNotifications() {
  return useQuery(notificationsQueryOptions);
}

/** Marks the given notifications read, 10 per request (SPEC §4). */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) => {
      for (let i = 0; i < ids.length; i += NOTIFICATIONS_READ_BATCH) {
        await apiFetch('/notifications/read', { body: { ids: ids.slice(i, i + NOTIFICATIONS_READ_BATCH) } });
      }
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
