import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CalendarAuthorization,
  CalendarEventList,
  CalendarFeed,
  CalendarProvider,
  CalendarStatus,
} from '@/shared/api-types';
import type { CalendarCallbackInput } from '@/shared/schemas/calendar';
import { apiFetch } from '@/web/lib/api-client';

const statusQueryOptions = queryOptions({
  queryKey: ['calendar', 'status'],
  queryFn: ({ signal }) => apiFetch<CalendarStatus>('/calendar', { signal }),
});

export function useCalendarStatus() {
  return useQuery(statusQueryOptions);
}

/** The provider's name, readable without a session (the callback page needs it to say who failed). */
export function useCalendarProvider() {
  return useQuery({
    queryKey: ['calendar', 'provider'],
    queryFn: ({ signal }) => apiFetch<CalendarProvider>('/calendar/provider', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCalendarEvents(month: string, enabled: boolean) {
  return useQuery({
    queryKey: ['calendar', 'events', month],
    queryFn: ({ signal }) => apiFetch<CalendarEventList>(`/calendar/events?month=${month}`, { signal }),
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
    mutationFn: () => apiFetch<CalendarAuthorization>('/calendar/authorization', { method: 'POST' }),
  });
}

export function useCompleteConnection() {
  const refresh = useRefreshCalendar();
  return useMutation({
    mutationFn: (input: CalendarCallbackInput) =>
      apiFetch<CalendarStatus>('/calendar/connection', { body: input }),
    onSuccess: refresh,
  });
}

export function useDisconnectCalendar() {
  const refresh = useRefreshCalendar();
  return useMutation({
    mutationFn: () => apiFetch<CalendarStatus>('/calendar/connection', { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useRenewFeed() {
  const refresh = useRefreshCalendar();
  return useMutation({
    mutationFn: () => apiFetch<CalendarFeed>('/calendar/feed', { method: 'POST' }),
    onSuccess: refresh,
  });
}
