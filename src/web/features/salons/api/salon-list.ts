import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { endpoints } from '@/shared/endpoints';
import { SALONS_PAGE_SIZE, type SalonSort } from '@/shared/salon-list';
import { callApi } from '@/web/lib/api-client';

export interface SalonFilters {
  q: string;
  service: string;
  sort: SalonSort;
  /** A city's slug, '' for all. */
  ville?: string;
  /** "Disponibilité": a preset or a date, '' for any time. */
  dispo?: string;
  /** "Autour de moi": the browser's position (sort 'distance' needs it). */
  lat?: number;
  lng?: number;
}

/** A page of the list: its number, and where it starts when the page before said (`nextCursor`). */
interface ListPage {
  page: number;
  after?: string;
}

function salonsQuery(filters: SalonFilters, { page, after }: ListPage, pageSize = SALONS_PAGE_SIZE) {
  const near = filters.lat !== undefined && filters.lng !== undefined;
  return {
    sort: filters.sort,
    page,
    pageSize,
    after: after || undefined,
    q: filters.q || undefined,
    service: filters.service || undefined,
    ville: filters.ville || undefined,
    dispo: filters.dispo || undefined,
    lat: near ? filters.lat?.toFixed(4) : undefined,
    lng: near ? filters.lng?.toFixed(4) : undefined,
  };
}

export const salonListQueryOptions = (filters: SalonFilters) =>
  infiniteQueryOptions({
    queryKey: ['salons', 'list', filters],
    queryFn: ({ pageParam, signal }) =>
      callApi(endpoints.salons.list, { query: salonsQuery(filters, pageParam), signal }),
    initialPageParam: { page: 1 } as ListPage,
    // Past a capped count, a full page says there may be more. The next page starts after this one's
    // last salon when the API says where (read from the index however deep), else at its number.
    getNextPageParam: (last): ListPage | undefined =>
      last.page * last.pageSize < last.total || (last.totalCapped && last.items.length === last.pageSize)
        ? { page: last.page + 1, ...(last.nextCursor ? { after: last.nextCursor } : {}) }
        : undefined,
  });

/** Incremental list: one page of 12 at a time, "Voir plus" loads the next. */
export function useSalonList(filters: SalonFilters) {
  return useInfiniteQuery(salonListQueryOptions(filters));
}

/** The home page's popular salons: the best rated approved ones (docs/product.md#search-and-lists). */
export function popularSalonsQuery(count: number) {
  return salonsQuery({ q: '', service: '', sort: 'rating' }, { page: 1 }, count);
}
