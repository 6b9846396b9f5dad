import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SettledPast } from '@/shared/api-types';
import { dashboard } from '@/shared/endpoints/notifications';
import { callApi } from '@/web/lib/api-client';
import type { Tell } from '@/web/lib/tell';

/** "Aujourd'hui": under ['bookings'], which every booking change and the live stream refresh. */
export const todayQuery = queryOptions({
  queryKey: ['bookings', 'today'],
  queryFn: ({ signal }) => callApi(dashboard.today, { signal }),
});

export const useToday = (enabled = true) => useQuery({ ...todayQuery, enabled });

/** "Marquer les rendez-vous passés": what the owner is told stays with the mutation. */
export function useSettlePast(tell: Tell<SettledPast, void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(dashboard.settlePast, { body: {} }),
    ...tell,
    onSettled: () => {
      for (const key of ['bookings', 'dashboard', 'agenda', 'statistics'])
        void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}
