import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { salons as salonsEndpoints } from '@/shared/endpoints/marketplace';
import {
  ALL_SALONS,
  type SalonListFilters,
  type SalonListPage,
  salonListApiQuery,
} from '@/shared/salon-list-address';
import { callApi } from '@/web/lib/api-client';

export const salonListQueryOptions = (filters: SalonListFilters) =>
  infiniteQueryOptions({
    queryKey: ['salons', 'list', filters],
    queryFn: ({ pageParam, signal }) =>
      callApi(salonsEndpoints.list, { query: salonListApiQuery(filters, pageParam), signal }),
    initialPageParam: { page: 1 } as SalonListPage,
    // Past a capped count, a full page says there may be more. The next page starts after this one's
    // last salon when the API says where (read from the index however deep), else at its number.
    getNextPageParam: (last): SalonListPage | undefined =>
      last.page * last.pageSize < last.total || (last.totalCapped && last.items.length === last.pageSize)
        ? { page: last.page + 1, ...(last.nextCursor ? { after: last.nextCursor } : {}) }
        : undefined,
  });

/** Incremental list: one page of 12 at a time, "Voir plus" loads the next. */
export function useSalonList(filters: SalonListFilters) {
  return useInfiniteQuery(salonListQueryOptions(filters));
}

/** The home page's popular salons: the best rated approved ones (docs/product.md#search-and-lists). */
export function popularSalonsQuery(count: number) {
  return salonListApiQuery(ALL_SALONS, { page: 1, pageSize: count });
}
