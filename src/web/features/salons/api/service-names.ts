import { queryOptions, useQuery } from '@tanstack/react-query';
import { salons } from '@/shared/endpoints/marketplace';
import { callApi } from '@/web/lib/api-client';

export const serviceNamesQueryOptions = queryOptions({
  queryKey: ['salons', 'service-names'],
  queryFn: ({ signal }) => callApi(salons.serviceNames, { signal }).then((d) => d.names),
  staleTime: 5 * 60_000,
});

export function useServiceNames() {
  return useQuery(serviceNamesQueryOptions);
}
