import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calendar } from '@/shared/endpoints/calendar';
import type { CalendarCallbackInput } from '@/shared/schemas/calendar';
import { callApi } from '@/web/lib/api-client';

const statusQueryOptions = queryOptions({
  queryKey: ['calendar', 'status'],
  queryFn: ({ signal }) => callApi(calendar.status, { signal }),
});

export function useCalendarStatus() {
  return useQuery(statusQueryOptions);
}

/** The provider's name, readable without a session (the callback page needs it to say who failed). */
export function useCalendarProvider() {
  return useQuery({
    queryKey: ['calendar', 'provider'],
    queryFn: ({ signal }) => callApi(calendar.provider, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCalendarEvents(month: string, enabled: boolean) {
  return useQuery({
    queryKey: ['calendar', 'events', month],
    queryFn: ({ signal }) => callApi(calendar.events, { query: { month }, signal }),
    enabled,
    retry: false,
  });
}

/** Reloads the connection and the events shown ("Synchroniser", and after any change). */
export function useRefreshCalendar() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['calendar'] });
}

/** The consent page's address, built by the server (state and PKCE stay there). */
export function useStartAuthorization() {
  return useMutation({
    mutationFn: () => callApi(calendar.authorize),
  });
}

export function useCompleteConnection() {
  const refresh = useRefreshCalendar();
  return useMutation({
    mutationFn: (input: CalendarCallbackInput) => callApi(calendar.connect, { body: input }),
    onSuccess: refresh,
  });
}

export function useDisconnectCalendar() {
  const refresh = useRefreshCalendar();
  return useMutation({
    mutationFn: () => callApi(calendar.disconnect),
    onSuccess: refresh,
  });
}

export function useRenewFeed() {
  const refresh = useRefreshCalendar();
  return useMutation({
    mutationFn: () => callApi(calendar.renewFeed),
    onSuccess: refresh,
  });
}
