import type { QueryOf } from './endpoint';
import type { salons } from './endpoints/marketplace';
import { pages } from './pages';
import { SALON_SORTS, SALONS_PAGE_SIZE, type SalonSort } from './salon-list';

// The salon list's parameters, read and written here only (decision 062): the list page's address
// (/providers?ville=sousse&dispo=today), which the web page, the home page's links, the server's
// sitemap and city heads write and the page and the server read, and the API query the page sends
// for it (GET /api/salons, read by SalonListQuerySchema). Free of zod: public pages load this.

/** The list's filters: what its address carries, and the browser's position for "Autour de moi". */
export interface SalonListFilters {
  /** The search box: a salon's name or address. */
  q: string;
  /** A category id of the home page, or an exact service name; '' for all. */
  service: string;
  sort: SalonSort;
  /** A city's slug (shared/cities.ts); '' for every city. */
  ville: string;
  /** "Disponibilité": a preset or a date (YYYY-MM-DD); '' for any time. */
  dispo: string;
  /** "Autour de moi": the browser's position, never written in the address (sort 'distance' needs it). */
  lat?: number;
  lng?: number;
}

/** The list with no filter: every approved salon, the best rated first. */
export const ALL_SALONS: SalonListFilters = { q: '', service: '', sort: 'rating', ville: '', dispo: '' };

/** The filters a list page's address gives. Values are not checked here: the API refuses a bad one in French. */
export function readSalonListAddress(search: URLSearchParams): SalonListFilters {
  const sort = search.get('sort');
  return {
    q: search.get('q') ?? '',
    service: search.get('service') ?? '',
    // Distance needs a position, which an address never carries.
    sort:
      sort && sort !== 'distance' && (SALON_SORTS as readonly string[]).includes(sort)
        ? (sort as SalonSort)
        : 'rating',
    ville: search.get('ville') ?? '',
    dispo: search.get('dispo') ?? '',
  };
}

/** The list page's query for filters: empty ones and the default sort left out, the position never in. */
export function salonListSearch(filters: Partial<SalonListFilters>): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.q) search.set('q', filters.q);
  if (filters.service) search.set('service', filters.service);
  if (filters.ville) search.set('ville', filters.ville);
  if (filters.dispo) search.set('dispo', filters.dispo);
  if (filters.sort && filters.sort !== 'rating' && filters.sort !== 'distance')
    search.set('sort', filters.sort);
  return search;
}

/** The list page's address for filters, e.g. /providers?ville=sousse; /providers for none. */
export function salonListPage(filters: Partial<SalonListFilters> = {}): string {
  const search = salonListSearch(filters).toString();
  return search ? `${pages.providers}?${search}` : pages.providers;
}

/** One page of the list: its number, where it starts (the page before's `nextCursor`), its size. */
export interface SalonListPage {
  page: number;
  after?: string;
  pageSize?: number;
}

/** The API's query for filters and a page (`endpoints.salons.list`), empty filters left out. */
export function salonListApiQuery(
  filters: SalonListFilters,
  { page, after, pageSize = SALONS_PAGE_SIZE }: SalonListPage,
): QueryOf<typeof salons.list> {
  // Both coordinates or neither (the API refuses one alone).
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
