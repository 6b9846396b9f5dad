import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SalonPage } from '@/shared/api-types';
import { POPULAR_SALONS_COUNT } from '@/shared/constants';
import { apiFetch } from '@/web/lib/api-client';
import { popularSalonsPath } from './salon-list';

export const popularSalonsQueryOptions = queryOptions({
  queryKey: ['salons', 'popular'],
  queryFn: ({ signal }) =>
    apiFetch<SalonPage>(popularSalonsPath(POPULAR_SALONS_COUNT), { signal }).then((p) => p.items),
});

export function usePopularSalons() {
  return useQuery(popularSalonsQueryOptions);
}
