import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profile } from '@/shared/endpoints/accounts';
import { callApi } from '@/web/lib/api-client';
import type { Tell } from '@/web/lib/tell';

const sessionsQuery = queryOptions({
  queryKey: ['me', 'sessions'],
  queryFn: ({ signal }) => callApi(profile.sessions, { signal }),
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
    mutationFn: (id: string) => callApi(profile.endSession, { params: { id } }),
    onSuccess: refresh,
  });
}

export function useEndOtherSessions(tell: Tell<{ ended: number }, void> = {}) {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: () => callApi(profile.endOtherSessions),
    // Pending until the list is asked again, so the button does not come back for sessions just ended.
    onSuccess: async (answer) => {
      await refresh();
      tell.onSuccess?.(answer);
    },
    onError: (error) => tell.onError?.(error),
  });
}
