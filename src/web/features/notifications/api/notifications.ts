import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_READ_BATCH } from '@/shared/constants';
import { endpoints } from '@/shared/endpoints';
import { callApi } from '@/web/lib/api-client';

export const notificationsQueryOptions = queryOptions({
  queryKey: ['notifications', 'list'],
  queryFn: ({ signal }) => callApi(endpoints.notifications.list, { signal }),
});

export function useNotifications() {
  return useQuery(notificationsQueryOptions);
}

/** Marks the given notifications read, 10 per request (docs/product.md#notifications-and-e-mails). */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) => {
      for (let i = 0; i < ids.length; i += NOTIFICATIONS_READ_BATCH) {
        await callApi(endpoints.notifications.markRead, {
          body: { ids: ids.slice(i, i + NOTIFICATIONS_READ_BATCH) },
        });
      }
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
