import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_READ_BATCH } from '@/shared/constants';
import { notifications as notificationsEndpoints } from '@/shared/endpoints/notifications';
import { callApi } from '@/web/lib/api-client';

export const notificationsQueryOptions = queryOptions({
  queryKey: ['notifications', 'list'],
  queryFn: ({ signal }) => callApi(notificationsEndpoints.list, { signal }),
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
        await callApi(notificationsEndpoints.markRead, {
          body: { ids: ids.slice(i, i + NOTIFICATIONS_READ_BATCH) },
        });
      }
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
