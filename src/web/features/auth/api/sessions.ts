import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionView } from '@/shared/api-types';
import { apiFetch } from '@/web/lib/api-client';

const sessionsQuery = queryOptions({
  queryKey: ['me', 'sessions'],
  queryFn: ({ signal }) => apiFetch<{ items: SessionView[] }>('/me/sessions', { signal }),
});

export const useSessions = () => useQuery(sessionsQuery);

/** Asks for the list again: after the person ended sessions here, or changed their password. */
export function useRefreshSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
}

export function useEndSession() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: (id: string) => apiFetch<{ ended: number }>(`/me/sessions/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useEndOtherSessions() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: () => apiFetch<{ ended: number }>('/me/sessions/end-others', { method: 'POST' }),
    onSuccess: refresh,
  });
}
