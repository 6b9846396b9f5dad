import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hours } from '@/shared/endpoints/hours';
import type { HolidayInput } from '@/shared/schemas/hours';
import { callApi } from '@/web/lib/api-client';

// The platform's public holidays, kept by admins (decision 077).

function useHolidayMutation<TInput, TResult>(request: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => {
      for (const key of ['hours', 'salons', 'slots']) void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}

export const useAdminHolidays = () =>
  useQuery({
    queryKey: ['hours', 'admin-holidays'],
    queryFn: ({ signal }) => callApi(hours.adminHolidays, { signal }),
  });

export const useSaveHoliday = () =>
  useHolidayMutation(({ id, ...body }: HolidayInput & { id?: string }) =>
    id ? callApi(hours.updateHoliday, { params: { id }, body }) : callApi(hours.addHoliday, { body }),
  );

export const useDeleteHoliday = () =>
  useHolidayMutation((id: string) => callApi(hours.deleteHoliday, { params: { id } }));
