import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeAnswer } from '@/shared/api-types';
import { apiFetch } from '@/web/lib/api-client';

export const meQueryOptions = queryOptions({
  queryKey: ['me'],
  queryFn: ({ signal }) => apiFetch<MeAnswer>('/me', { signal }).then((data) => data.me),
  staleTime: 60_000,
  refetchOnWindowFocus: true,
});

export function useMeQuery() {
  return useQuery(meQueryOptions);
}
