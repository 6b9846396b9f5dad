import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingStatus } from '@/shared/booking-status';
import type { BookingScope } from '@/shared/bookings';
import { searchOf } from '@/shared/endpoint';
import { bookings as bookingsEndpoints } from '@/shared/endpoints/bookings';
import { salons } from '@/shared/endpoints/marketplace';
import { apiUrl, callApi } from '@/web/lib/api-client';

export const openingHoursQueryOptions = (salonId: string) =>
  queryOptions({
    queryKey: ['salons', 'opening-hours', salonId],
    queryFn: ({ signal }) => callApi(salons.openingHours, { params: { id: salonId }, signal }),
  });

export function useOpeningHours(salonId: string) {
  return useQuery({ ...openingHoursQueryOptions(salonId), select: (week) => week.days });
}

/** The exceptional hours in force or coming, and the next public holiday (decision 077). */
export function useHoursNotice(salonId: string) {
  return useQuery({
    ...openingHoursQueryOptions(salonId),
    select: (week) => ({ special: week.special ?? null, nextHoliday: week.nextHoliday ?? null }),
  });
}

/**
 * A day's free slots for a service: a chosen person's, or anyone's ("Sans préférence": no
 * employeeId); for a visit, `followedBy` names the services after it (`visitPartsParam`).
 */
export const slotsQueryOptions = (
  salonId: string,
  serviceId: string,
  date: string,
  employeeId = '',
  followedBy = '',
) =>
  queryOptions({
    queryKey: ['slots', salonId, serviceId, date, employeeId, followedBy],
    queryFn: ({ signal }) =>
      callApi(salons.slots, {
        params: { id: salonId },
        query: { date, serviceId, employeeId: employeeId || undefined, followedBy: followedBy || undefined },
        signal,
      }),
    // Slots change as others book: never trust an old list for long.
    staleTime: 15_000,
  });

/** Free slots of a day for a service (or a visit); nothing is asked until both are chosen. */
export function useSlots(salonId: string, serviceId: string, date: string, employeeId = '', followedBy = '') {
  return useQuery({
    ...slotsQueryOptions(salonId, serviceId, date, employeeId, followedBy),
    enabled: Boolean(serviceId && date),
  });
}

/**
 * The days of a month (YYYY-MM) with a free time for the same question as `useSlots`: the date
 * picker marks the others. Under the slots' key, so that a booking made or missed refreshes both.
 */
export function useFreeDays(
  salonId: string,
  serviceId: string,
  month: string,
  employeeId = '',
  followedBy = '',
) {
  return useQuery({
    queryKey: ['slots', 'free-days', salonId, serviceId, month, employeeId, followedBy],
    queryFn: ({ signal }) =>
      callApi(salons.freeDays, {
        params: { id: salonId },
        query: { month, serviceId, employeeId: employeeId || undefined, followedBy: followedBy || undefined },
        signal,
      }),
    staleTime: 15_000,
    enabled: Boolean(serviceId && month),
  });
}

/** The list's filters as the page holds them: an empty text is "any". */
export interface BookingFilters {
  status?: BookingStatus | '';
  salonId?: string;
  from?: string;
  to?: string;
}

/** A page of the bookings the viewer is part of (an admin's: all), filtered. */
export const bookingListQueryOptions = (scope: BookingScope, page: number, filters: BookingFilters = {}) => {
  // An empty filter is "any": left out of the address.
  const query = {
    scope,
    page,
    status: filters.status || undefined,
    salonId: filters.salonId || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
  return queryOptions({
    queryKey: ['bookings', scope, page, searchOf(query)],
    queryFn: ({ signal }) => callApi(bookingsEndpoints.list, { query, signal }),
  });
};

export function useBookingList(scope: BookingScope, page: number, filters: BookingFilters = {}) {
  return useQuery(bookingListQueryOptions(scope, page, filters));
}

/** One booking the viewer is part of (its recap). */
export function useBooking(id: string) {
  return useQuery({
    queryKey: ['bookings', 'one', id],
    queryFn: ({ signal }) => callApi(bookingsEndpoints.get, { params: { id }, signal }),
    enabled: Boolean(id),
  });
}

/** The address of a booking's .ics file ("Ajouter à mon calendrier"). */
export const bookingCalendarFileUrl = (id: string) =>
  apiUrl(bookingsEndpoints.calendarFile, { params: { id } });

/** What a reminder's link is about, read without a session. */
export function useBookingLink(token: string) {
  return useQuery({
    queryKey: ['booking-links', token],
    queryFn: ({ signal }) => callApi(bookingsEndpoints.readLink, { params: { token }, signal }),
    retry: false,
  });
}
