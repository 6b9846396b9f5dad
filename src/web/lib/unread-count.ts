import { queryOptions, useQuery } from '@tanstack/react-query';
import { notifications as notificationsEndpoints } from '@/shared/endpoints/notifications';
import { callApi } from './api-client';

// Here rather than in the notifications feature: the navbar (a shared component) shows it too.
export const unreadCountQueryOptions = queryOptions({
  queryKey: ['notifications', 'unread-count'],
  queryFn: ({ signal }) => callApi(notificationsEndpoints.unreadCount, { signal }).then((d) => d.count),
  // Live updates come over SSE; the poll is only a safety net.
  refetchInterval: 5 * 60_000,
});

export function useUnreadCount(enabled: boolean) {
  return useQuery({ ...unreadCountQueryOptions, enabled });
}
