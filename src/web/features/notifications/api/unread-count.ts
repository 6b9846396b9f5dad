import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/web/lib/api-client';

export const unreadCountQueryOptions = queryOptions({
  queryKey: ['notifications', 'unread-count'],
  queryFn: ({ signal }) =>
    apiFetch<{ count: number }>('/notifications/unread-count', { signal }).then((d) => d.count),
  refetchInterval: 60_000,
});

export function useUnreadCount(enabled: boolean) {
  return useQuery({ ...unreadCountQueryOptions, enabled });
}
