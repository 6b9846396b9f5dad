import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SalonDetail } from '@/shared/api-types';
import { apiFetch } from '@/web/lib/api-client';

export const salonQueryOptions = (salonId: string) =>
  queryOptions({
    queryKey: ['salons', 'detail', salonId],
    queryFn: ({ signal }) => apiFetch<SalonDetail>(`/salons/${encodeURIComponent(salonId)}`, { signal }),
  });

export function useSalon(salonId: string) {
  return useQuery(salonQueryOptions(salonId));
}
