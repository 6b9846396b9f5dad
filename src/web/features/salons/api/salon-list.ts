import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { SalonPage } from '@/shared/api-types';
import { SALONS_PAGE_SIZE, type SalonSort } from '@/shared/salon-list';
import { apiFetch } from '@/web/lib/api-client';

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

function salonsPath(filters: SalonFilters, { page, after }: ListPage, pageSize = SALONS_PAGE_SIZE) {
  const params = new URLSearchParams({ sort: filters.sort, page: String(page), pageSize: String(pageSize) });
  if (after) params.set('after', after);
  if (filters.q) params.set('q', filters.q);
  if (filters.service) params.set('service', filters.service);
  if (filters.ville) params.set('ville', filters.ville);
  if (filters.dispo) params.set('dispo', filters.dispo);
  if (filters.lat !== undefined && filters.lng !== undefined) {
    params.set('lat', filters.lat.toFixed(4));
    params.set('lng', filters.lng.toFixed(4));
  }
  return `/salons?${params}`;
}

export const salonListQueryOptions = (filters: SalonFilters) =>
  infiniteQueryOptions({
    queryKey: ['salons', 'list', filters],
    queryFn: ({ pageParam, signal }) => apiFetch<SalonPage>(salonsPath(filters, pageParam), { signal }),
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
export function popularSalonsPath(count: number) {
  return salonsPath({ q: '', service: '', sort: 'rating' }, { page: 1 }, count);
}
