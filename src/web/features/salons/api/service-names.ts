import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/shared/endpoints';
import { callApi } from '@/web/lib/api-client';

export const serviceNamesQueryOptions = queryOptions({
  queryKey: ['salons', 'service-names'],
  queryFn: ({ signal }) => callApi(endpoints.salons.serviceNames, { signal }).then((d) => d.names),
  staleTime: 5 * 60_000,
});

export function useServiceNames() {
  return useQuery(serviceNamesQueryOptions);
}
