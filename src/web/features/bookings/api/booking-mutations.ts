import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingChange, BookingLinkView, BookingView } from '@/shared/api-types';
import type { BookingAction } from '@/shared/booking-policy';
import type { CreateBookingInput } from '@/shared/schemas/bookings';
import { apiFetch } from '@/web/lib/api-client';

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateBookingInput) => apiFetch<BookingView>('/bookings', { body: input }),
    // Taken or not, the day's slots changed: ask again.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['slots'] });
      void queryClient.invalidateQueries({ queryKey: ['bookings'] });
    },
  });
}

export function useChangeBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      action,
      note,
      start,
    }: {
      id: string;
      action: BookingAction;
      note?: string;
      start?: string;
    }) =>
      apiFetch<BookingChange>(`/bookings/${encodeURIComponent(id)}/${action}`, {
        body: action === 'move' ? { start } : action === 'confirm' ? {} : { note },
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['bookings'] });
      void queryClient.invalidateQueries({ queryKey: ['slots'] });
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
      // The menu's count of requests to answer.
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}

/** Uses a reminder's one-tap link ("Je confirme ma venue", "Annuler ce rendez-vous"). */
export function useBookingLinkAction(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<BookingLinkView>(`/booking-links/${encodeURIComponent(token)}`, { method: 'POST' }),
    onSuccess: (view) => queryClient.setQueryData(['booking-links', token], view),
  });
}
