import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingList, SlotList } from '@/shared/api-types';
import type { OpeningHoursDay } from '@/shared/opening-hours';
import { apiFetch } from '@/web/lib/api-client';

export const openingHoursQueryOptions = (salonId: string) =>
  queryOptions({
    queryKey: ['salons', 'opening-hours', salonId],
    queryFn: ({ signal }) =>
      apiFetch<{ days: OpeningHoursDay[] }>(`/salons/${encodeURIComponent(salonId)}/opening-hours`, {
        signal,
      }).then((data) => data.days),
  });

export function useOpeningHours(salonId: string) {
  return useQuery(openingHoursQueryOptions(salonId));
}

export const slotsQueryOptions = (salonId: string, serviceId: string, date: string) =>
  queryOptions({
    queryKey: ['slots', salonId, serviceId, date],
    queryFn: ({ signal }) =>
      apiFetch<SlotList>(
        `/salons/${encodeURIComponent(salonId)}/slots?date=${date}&serviceId=${encodeURIComponent(serviceId)}`,
        { signal },
      ),
    // Slots change as others book: never trust an old list for long.
    staleTime: 15_000,
  });

/** Free slots of a day for a service; nothing is asked until both are chosen. */
export function useSlots(salonId: string, serviceId: string, date: string) {
  return useQuery({ ...slotsQueryOptions(salonId, serviceId, date), enabled: Boolean(serviceId && date) });
}

export const bookingListQueryOptions = (scope: 'upcoming' | 'past', page: number) =>
  queryOptions({
    queryKey: ['bookings', scope, page],
    queryFn: ({ signal }) => apiFetch<BookingList>(`/bookings?scope=${scope}&page=${page}`, { signal }),
  });

export function useBookingList(scope: 'upcoming' | 'past', page: number) {
  return useQuery(bookingListQueryOptions(scope, page));
}
