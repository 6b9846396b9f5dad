import { queryOptions, useQuery } from '@tanstack/react-query';
import { POPULAR_SALONS_COUNT } from '@/shared/constants';
import { salons } from '@/shared/endpoints/marketplace';
import { callApi } from '@/web/lib/api-client';
import { popularSalonsQuery } from './salon-list';

export const popularSalonsQueryOptions = queryOptions({
  queryKey: ['salons', 'popular'],
  queryFn: ({ signal }) =>
    callApi(salons.list, { query: popularSalonsQuery(POPULAR_SALONS_COUNT), signal }).then((p) => p.items),
});

export function usePopularSalons() {
  return useQuery(popularSalonsQueryOptions);
}
