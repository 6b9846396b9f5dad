import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingActions, bookings } from '@/shared/endpoints/bookings';
import type { CreateBookingInput } from '@/shared/schemas/bookings';
import { callApi } from '@/web/lib/api-client';
import type { Tell } from '@/web/lib/tell';

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: CreateBookingInput; key: string }) =>
      callApi(bookings.create, { body: input, idempotencyKey: key }),
    // Taken or not, the day's slots changed: ask again.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['slots'] });
      void queryClient.invalidateQueries({ queryKey: ['bookings'] });
    },
  });
}

/** One action on a booking, with what that action needs: a note to refuse or cancel, a start to move. */
export type BookingChangeRequest =
  | { action: 'confirm' | 'attended' | 'no_show' }
  | { action: 'refuse' | 'cancel'; note: string }
  | { action: 'move'; start: string };

function changeBooking(id: string, request: BookingChangeRequest) {
  const params = { id };
  switch (request.action) {
    case 'move':
      return callApi(bookingActions.move, { params, body: { start: request.start } });
    case 'refuse':
    case 'cancel':
      return callApi(bookingActions[request.action], { params, body: { note: request.note } });
    default:
      return callApi(bookingActions[request.action], { params, body: {} });
  }
}

type ChangeBookingVariables = BookingChangeRequest & { id: string };

/** A change to a booking; `tell` says what the person is told of it (`web/lib/tell.ts`). */
export function useChangeBooking(
  tell: Tell<Awaited<ReturnType<typeof changeBooking>>, ChangeBookingVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...request }: ChangeBookingVariables) => changeBooking(id, request),
    ...tell,
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
    mutationFn: () => callApi(bookings.useLink, { params: { token } }),
    onSuccess: (view) => queryClient.setQueryData(['booking-links', token], view),
  });
}
