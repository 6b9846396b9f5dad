import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Agenda } from '@/shared/api-types';
import { bookingActions, bookings as bookingsEndpoints } from '@/shared/endpoints/bookings';
import { staff as staffEndpoints } from '@/shared/endpoints/workspace';
import type { AgendaAppointmentInput } from '@/shared/schemas/clients';
import type { AbsenceInput } from '@/shared/schemas/staff';
import { callApi } from '@/web/lib/api-client';

export type AgendaView = Agenda['view'];

/**
 * One salon's day or week, everything the grid shows in one request. Under the ['agenda'] prefix,
 * which the live notification stream refreshes when a booking arrives or changes.
 */
export const agendaQueryOptions = (salonId: string, date: string, view: AgendaView) =>
  queryOptions({
    queryKey: ['agenda', salonId, view, date],
    queryFn: ({ signal }) =>
      callApi(staffEndpoints.agenda, { params: { id: salonId }, query: { date, view }, signal }),
    // The previous day stays on screen while the next one loads: the grid does not flash empty.
    placeholderData: (previous) => (previous?.salonId === salonId ? previous : undefined),
  });

export function useAgenda(salonId: string, date: string, view: AgendaView) {
  return useQuery({ ...agendaQueryOptions(salonId, date, view), enabled: Boolean(salonId) });
}

/** What an agenda change makes stale: the grid, the booking lists, the offered slots, the staff dialogs. */
function useAgendaMutation<TInput, TResult>(request: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => {
      for (const key of ['agenda', 'bookings', 'slots', 'workspace', 'clients'])
        void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}

/** POST /salons/:id/appointments: the salon enters an appointment (phone, desk, walk-in). */
export const useCreateAppointment = (salonId: string) =>
  useAgendaMutation((appointment: AgendaAppointmentInput) =>
    callApi(staffEndpoints.addAppointment, { params: { id: salonId }, body: appointment }),
  );

/**
 * A booking dragged to another free place: the same time with someone else is a reassignment (its
 * status stays); another time, with the same person or the one dropped on, is a move.
 */
export const useDropBooking = () =>
  useAgendaMutation(
    ({
      bookingId,
      start,
      employeeId,
      sameTime,
    }: {
      bookingId: string;
      start: string;
      employeeId?: string;
      sameTime: boolean;
    }) =>
      sameTime && employeeId
        ? callApi(bookingsEndpoints.reassign, { params: { id: bookingId }, body: { employeeId } })
        : callApi(bookingActions.move, {
            params: { id: bookingId },
            body: employeeId ? { start, employeeId } : { start },
          }),
  );

/**
 * Whom "Réassigner" may offer: asked of the server, which applies the reassignment's own rule (the
 * service performed, free for the whole time: no booking, absence or pause, within their hours).
 */
export function useReassignCandidates(bookingId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['agenda', 'reassign-candidates', bookingId],
    queryFn: ({ signal }) =>
      callApi(bookingsEndpoints.reassignCandidates, { params: { id: bookingId }, signal }),
    enabled,
  });
}

/** POST /bookings/:id/reassign: the salon gives a booking to another eligible employee. */
export const useReassignBooking = () =>
  useAgendaMutation(({ bookingId, employeeId }: { bookingId: string; employeeId: string }) =>
    callApi(bookingsEndpoints.reassign, { params: { id: bookingId }, body: { employeeId } }),
  );

/** POST /employees/:id/absences: blocks a stretch of an employee's time (refused over bookings). */
export const useCreateAbsence = () =>
  useAgendaMutation(
    ({ employeeId, absence, key }: { employeeId: string; absence: AbsenceInput; key: string }) =>
      callApi(staffEndpoints.addAbsence, { params: { id: employeeId }, body: absence, idempotencyKey: key }),
  );

export const useDeleteAbsence = () =>
  useAgendaMutation((absenceId: string) =>
    callApi(staffEndpoints.deleteAbsence, { params: { id: absenceId } }),
  );

/** After a booking action taken elsewhere (the bookings feature's mutations), refresh the grid. */
export function useRefreshAgenda() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ['agenda'] });
}

/**
 * What became of the booking's SMS and WhatsApp messages (decision 078), newest first. Under the
 * ['agenda'] prefix: refreshed with the grid when a booking changes.
 */
export function useBookingMessages(bookingId: string) {
  return useQuery({
    queryKey: ['agenda', 'messages', bookingId],
    queryFn: ({ signal }) => callApi(bookingsEndpoints.messages, { params: { id: bookingId }, signal }),
  });
}
