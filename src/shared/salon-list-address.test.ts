import { describe, expect, it } from 'vitest';
import { CITIES } from './cities';
import { searchOf } from './endpoint';
import {
  ALL_SALONS,
  readSalonListAddress,
  salonListApiQuery,
  salonListPage,
  salonListSearch,
} from './salon-list-address';
import { SalonListQueryRefinedSchema } from './schemas/salons';
import { SERVICE_CATEGORIES } from './service-categories';

describe('the list page’s address', () => {
  it('is written as the pages, the sitemap and the city heads always wrote it', () => {
    expect(salonListPage()).toBe('/providers');
    expect(salonListPage({ ville: 'sousse' })).toBe('/providers?ville=sousse');
    expect(salonListPage({ ville: 'la-marsa', dispo: 'today' })).toBe(
      '/providers?ville=la-marsa&dispo=today',
    );
    expect(salonListPage({ service: 'haircut' })).toBe('/providers?service=haircut');
    for (const city of CITIES)
      expect(salonListPage({ ville: city.slug })).toBe(`/providers?ville=${city.slug}`);
    for (const category of SERVICE_CATEGORIES)
      expect(salonListPage({ service: category.id })).toBe(`/providers?service=${category.id}`);
  });

  it('leaves out empty filters, the default sort and the position', () => {
    expect(salonListSearch({ ...ALL_SALONS, lat: 36.8, lng: 10.18, sort: 'distance' }).toString()).toBe('');
    expect(salonListSearch({ ...ALL_SALONS, q: 'Jasmin & co', sort: 'name' }).toString()).toBe(
      'q=Jasmin+%26+co&sort=name',
    );
  });

  it('is read back as it was written', () => {
    const filters = {
      q: 'coupe été',
      service: 'Brushing',
      sort: 'name' as const,
      ville: 'tunis',
      dispo: '2026-12-01',
    };
    expect(readSalonListAddress(salonListSearch(filters))).toEqual(filters);
    expect(readSalonListAddress(new URLSearchParams())).toEqual(ALL_SALONS);
  });

  it('never reads a distance sort (no position in an address) nor an unknown sort', () => {
    expect(readSalonListAddress(new URLSearchParams('sort=distance')).sort).toBe('rating');
    expect(readSalonListAddress(new URLSearchParams('sort=price')).sort).toBe('rating');
  });
});

describe('the API query for the list', () => {
  it('is what the page always sent, in the same order', () => {
    expect(searchOf(salonListApiQuery(ALL_SALONS, { page: 1 }))).toBe('?sort=rating&page=1&pageSize=12');
    expect(
      searchOf(
        salonListApiQuery(
          {
            q: 'a b',
            service: 'face',
            sort: 'distance',
            ville: 'tunis',
            dispo: 'today',
            lat: 36.80651,
            lng: 10.1815,
          },
          { page: 2, after: 'abc_-', pageSize: 6 },
        ),
      ),
    ).toBe(
      '?sort=distance&page=2&pageSize=6&after=abc_-&q=a+b&service=face&ville=tunis&dispo=today&lat=36.8065&lng=10.1815',
    );
  });

  it('is what the API reads', () => {
    const query = salonListApiQuery({ ...ALL_SALONS, ville: 'sousse', dispo: 'weekend' }, { page: 3 });
    const sent = Object.fromEntries(new URLSearchParams(searchOf(query)));
    expect(SalonListQueryRefinedSchema.parse(sent)).toMatchObject({
      ville: 'sousse',
      dispo: 'weekend',
      page: 3,
      pageSize: 12,
      sort: 'rating',
    });
  });
});
