import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  BookingLinkView,
  BookingList,
  BookingView,
  OpeningHoursWeek,
  SlotList,
} from '@/shared/api-types';
import type { BookingStatus } from '@/shared/booking-status';
import { apiFetch } from '@/web/lib/api-client';

export const openingHoursQueryOptions = (salonId: string) =>
  queryOptions({
    queryKey: ['salons', 'opening-hours', salonId],
    queryFn: ({ signal }) =>
      apiFetch<OpeningHoursWeek>(`/salons/${encodeURIComponent(salonId)}/opening-hours`, {
        signal,
      }).then((data) => data.days),
  });

export function useOpeningHours(salonId: string) {
  return useQuery(openingHoursQueryOptions(salonId));
}

/** A day's free slots for a service: a chosen person's, or anyone's ("Sans préférence": no employeeId). */
export const slotsQueryOptions = (salonId: string, serviceId: string, date: string, employeeId = '') =>
  queryOptions({
    queryKey: ['slots', salonId, serviceId, date, employeeId],
    queryFn: ({ signal }) =>
      apiFetch<SlotList>(
        `/salons/${encodeURIComponent(salonId)}/slots?date=${date}&serviceId=${encodeURIComponent(serviceId)}${
          employeeId ? `&employeeId=${encodeURIComponent(employeeId)}` : ''
        }`,
        { signal },
      ),
    // Slots change as others book: never trust an old list for long.
    staleTime: 15_000,
  });

/** Free slots of a day for a service; nothing is asked until both are chosen. */
export function useSlots(salonId: string, serviceId: string, date: string, employeeId = '') {
  return useQuery({
    ...slotsQueryOptions(salonId, serviceId, date, employeeId),
    enabled: Boolean(serviceId && date),
  });
}

export type BookingScope = 'upcoming' | 'past';

/** The list's filters as the page holds them: an empty text is "any". */
export interface BookingFilters {
  status?: BookingStatus | '';
  salonId?: string;
  from?: string;
  to?: string;
}

/** A page of the bookings the viewer is part of (an admin's: all), filtered. */
export const bookingListQueryOptions = (scope: BookingScope, page: number, filters: BookingFilters = {}) => {
  const search = new URLSearchParams({ scope, page: String(page) });
  for (const [key, value] of Object.entries(filters)) if (value) search.set(key, value);
  return queryOptions({
    queryKey: ['bookings', scope, page, search.toString()],
    queryFn: ({ signal }) => apiFetch<BookingList>(`/bookings?${search}`, { signal }),
  });
};

export function useBookingList(scope: BookingScope, page: number, filters: BookingFilters = {}) {
  return useQuery(bookingListQueryOptions(scope, page, filters));
}

/** One booking the viewer is part of (its recap). */
export function useBooking(id: string) {
  return useQuery({
    queryKey: ['bookings', 'one', id],
    queryFn: ({ signal }) => apiFetch<BookingView>(`/bookings/${encodeURIComponent(id)}`, { signal }),
    enabled: Boolean(id),
  });
}

/** The address of a booking's .ics file ("Ajouter à mon calendrier"). */
export const bookingCalendarFileUrl = (id: string) => `/api/bookings/${encodeURIComponent(id)}/calendar.ics`;

/** What a reminder's link is about, read without a session. */
export function useBookingLink(token: string) {
  return useQuery({
    queryKey: ['booking-links', token],
    queryFn: ({ signal }) =>
      apiFetch<BookingLinkView>(`/booking-links/${encodeURIComponent(token)}`, { signal }),
    retry: false,
  });
}
