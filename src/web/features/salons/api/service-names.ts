import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceNameList } from '@/shared/api-types';
import { apiFetch } from '@/web/lib/api-client';

export const serviceNamesQueryOptions = queryOptions({
  queryKey: ['salons', 'service-names'],
  queryFn: ({ signal }) =>
    apiFetch<ServiceNameList>('/salons/service-names', { signal }).then((d) => d.names),
  staleTime: 5 * 60_000,
});

export function useServiceNames() {
  return useQuery(serviceNamesQueryOptions);
}
