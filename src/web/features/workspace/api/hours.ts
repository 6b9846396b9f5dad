import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bookingActions } from '@/shared/endpoints/bookings';
import { hours } from '@/shared/endpoints/hours';
import type { FridayBreakInput, HolidayChoiceInput, SpecialPeriodInput } from '@/shared/schemas/hours';
import type { WorkingDay } from '@/shared/staff';
import { callApi } from '@/web/lib/api-client';

// A salon's hours beyond its week (decision 077): periods, holidays, the Friday break. Every change refreshes what shows hours: the salon's own lists, its slots and agenda.

function useHoursMutation<TInput, TResult>(request: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => {
      for (const key of ['hours', 'workspace', 'slots', 'agenda', 'salon']) {
        void queryClient.invalidateQueries({ queryKey: [key] });
      }
    },
  });
}

export const useSpecialPeriods = (salonId: string) =>
  useQuery({
    queryKey: ['hours', 'periods', salonId],
    queryFn: ({ signal }) => callApi(hours.specialPeriods, { params: { id: salonId }, signal }),
  });

export const useSaveSpecialPeriod = (salonId: string) =>
  useHoursMutation(({ id, ...body }: SpecialPeriodInput & { id?: string }) =>
    id
      ? callApi(hours.updateSpecialPeriod, { params: { id }, body })
      : callApi(hours.addSpecialPeriod, { params: { id: salonId }, body }),
  );

export const useSetEmployeePeriodHours = (periodId: string, employeeId: string) =>
  useHoursMutation((body: { days: WorkingDay[] | null }) =>
    callApi(hours.setEmployeePeriodHours, { params: { id: periodId, employeeId }, body }),
  );

export const useDeleteSpecialPeriod = () =>
  useHoursMutation((id: string) => callApi(hours.deleteSpecialPeriod, { params: { id } }));

export const useSalonHolidays = (salonId: string) =>
  useQuery({
    queryKey: ['hours', 'holidays', salonId],
    queryFn: ({ signal }) => callApi(hours.holidays, { params: { id: salonId }, signal }),
  });

export const useSetHolidayChoice = (salonId: string) =>
  useHoursMutation(({ holidayId, ...body }: HolidayChoiceInput & { holidayId: string }) =>
    callApi(hours.setHolidayChoice, { params: { id: salonId, holidayId }, body }),
  );

export const useFridayBreak = (salonId: string) =>
  useQuery({
    queryKey: ['hours', 'friday', salonId],
    queryFn: ({ signal }) => callApi(hours.fridayBreak, { params: { id: salonId }, signal }),
  });

export const useSetFridayBreak = (salonId: string) =>
  useHoursMutation((body: FridayBreakInput) =>
    callApi(hours.setFridayBreak, { params: { id: salonId }, body }),
  );

/** The salon warns the client and cancels: the booking's own "Annuler", with its message. */
export const useWarnAndCancel = () =>
  useHoursMutation(({ bookingId, note }: { bookingId: string; note: string }) =>
    callApi(bookingActions.cancel, { params: { id: bookingId }, body: { note } }),
  );

export const useEmployeeFridayBreak = (employeeId: string) =>
  useQuery({
    queryKey: ['hours', 'employee-friday', employeeId],
    queryFn: ({ signal }) => callApi(hours.employeeFridayBreak, { params: { id: employeeId }, signal }),
  });

export const useSetEmployeeFridayBreak = (employeeId: string) =>
  useHoursMutation((body: { enabled: boolean }) =>
    callApi(hours.setEmployeeFridayBreak, { params: { id: employeeId }, body }),
  );
