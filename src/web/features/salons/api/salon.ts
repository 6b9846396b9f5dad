import { queryOptions, useQuery } from '@tanstack/react-query';
import { salons } from '@/shared/endpoints/marketplace';
import { callApi } from '@/web/lib/api-client';

export const salonQueryOptions = (salonId: string) =>
  queryOptions({
    queryKey: ['salons', 'detail', salonId],
    queryFn: ({ signal }) => callApi(salons.get, { params: { id: salonId }, signal }),
  });

export function useSalon(salonId: string) {
  return useQuery(salonQueryOptions(salonId));
}
