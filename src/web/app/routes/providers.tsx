import { LocateFixed, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AVAILABILITY_DAYS, AVAILABILITY_PRESETS, marketplaceToday } from '@/shared/availability';
import { cityListDescription, cityListTitle, findCity } from '@/shared/cities';
import { pluralize } from '@/shared/format';
import { pages } from '@/shared/pages';
import { SALON_SEARCH_MAX_LENGTH, SALON_SORTS, type SalonSort } from '@/shared/salon-list';
import {
  ALL_SALONS,
  readSalonListAddress,
  type SalonListFilters,
  salonListSearch,
} from '@/shared/salon-list-address';
import { findServiceCategory, SERVICE_CATEGORIES } from '@/shared/service-categories';
import { addDays } from '@/shared/time-zone';
import { PageHeader } from '@/web/components/layout/page-header';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { salonListQueryOptions, useSalonList } from '@/web/features/salons/api/salon-list';
import { serviceNamesQueryOptions, useServiceNames } from '@/web/features/salons/api/service-names';
import { CitySelect } from '@/web/features/salons/components/city-select';
import { SalonCard } from '@/web/features/salons/components/salon-card';
import { SalonGridSkeleton } from '@/web/features/salons/components/salon-skeletons';
import { useNearMe } from '@/web/features/salons/use-near-me';
import { ApiError } from '@/web/lib/api-client';
import type { ServerRendered } from '@/web/lib/server-render';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { useErrorToast } from '@/web/lib/use-error-toast';
import { usePageTitle } from '@/web/lib/use-page-title';

const SORT_LABELS: Record<SalonSort, string> = {
  rating: 'Les mieux notés',
  name: 'Ordre alphabétique',
  distance: 'Les plus proches',
};

/** A date typed in "Disponibilité" (the presets have their own values). */
const PICK_DATE = 'date';

export const handle: ServerRendered = {
  prefetch: (queryClient, { search }) =>
    Promise.all([
      queryClient.prefetchInfiniteQuery(salonListQueryOptions(readSalonListAddress(search))),
      queryClient.prefetchQuery(serviceNamesQueryOptions),
    ]),
};

/** Filters live in the URL, so a filtered list can be shared and survives a reload. */
function useFiltersFromUrl(): [SalonListFilters, (change: Partial<SalonListFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = readSalonListAddress(params);
  const update = (change: Partial<SalonListFilters>) =>
    setParams(salonListSearch({ ...filters, ...change }), { replace: true });
  return [filters, update];
}

export function Component() {
  const [filters, setFilters] = useFiltersFromUrl();
  const city = findCity(filters.ville);
  usePageTitle(
    city ? cityListTitle(city) : 'Salons',
    city
      ? cityListDescription(city)
      : 'Tous les salons de coiffure et de beauté validés sur Rendezvous : recherchez, comparez, réservez.',
  );
  const [searchText, setSearchText] = useState(filters.q);
  const debouncedSearch = useDebouncedValue(searchText.trim(), 300);
  const serviceNames = useServiceNames();
  const nearMe = useNearMe();
  const [pickingDate, setPickingDate] = useState(false);
  const salons = useSalonList({
    ...filters,
    ...(nearMe.position ? { ...nearMe.position, sort: 'distance' as const } : {}),
  });
  // A refused filter (a search too long, a date too far) is said as the API words it.
  const failure =
    salons.error instanceof ApiError && salons.error.status === 400
      ? salons.error.message
      : 'Impossible de récupérer la liste des salons.';
  useErrorToast(salons.isError, 'Erreur de chargement', failure);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed text drives the URL here
  useEffect(() => {
    if (debouncedSearch !== filters.q) setFilters({ q: debouncedSearch });
  }, [debouncedSearch]);
  // Back/forward or "Effacer les filtres" change the URL: the box follows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL value is the trigger
  useEffect(() => {
    if (filters.q !== debouncedSearch) setSearchText(filters.q);
  }, [filters.q]);

  const total = salons.data?.pages[0]?.total ?? 0;
  const items = salons.data?.pages.flatMap((page) => page.items) ?? [];
  const isKnownService =
    !filters.service || findServiceCategory(filters.service) || serviceNames.data?.includes(filters.service);
  const clearFilters = () => {
    setSearchText('');
    nearMe.clear();
    setPickingDate(false);
    setFilters(ALL_SALONS);
  };
  const isPreset = AVAILABILITY_PRESETS.some((preset) => preset.value === filters.dispo);
  const dispoChoice = pickingDate || (filters.dispo && !isPreset) ? PICK_DATE : filters.dispo;
  const today = marketplaceToday(new Date());

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageHeader title="Salons" description="Trouvez le salon qui vous correspond." />
      <search>
        <form
          className="grid gap-4 rounded-lg border bg-muted/50 p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]"
          onSubmit={(event) => {
            event.preventDefault();
            setFilters({ q: searchText.trim() });
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor="salon-search">Rechercher</Label>
            <div className="relative">
              <Search
                className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <Input
                id="salon-search"
                type="search"
                placeholder="Nom du salon ou adresse"
                className="pl-9"
                maxLength={SALON_SEARCH_MAX_LENGTH}
                value={searchText}
                onChange={(event) => setSearchText(event.target.value)}
              />
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="salon-service">Service</Label>
            <NativeSelect
              id="salon-service"
              value={filters.service}
              onChange={(event) => setFilters({ service: event.target.value })}
            >
              <option value="">Tous les services</option>
              <optgroup label="Catégories">
                {SERVICE_CATEGORIES.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.label}
                  </option>
                ))}
              </optgroup>
              <optgroup label="Services">
                {!isKnownService && <option value={filters.service}>{filters.service}</option>}
                {serviceNames.data?.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </optgroup>
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="salon-city">Ville</Label>
            <CitySelect id="salon-city" value={filters.ville} onChange={(ville) => setFilters({ ville })} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="salon-availability">Disponibilité</Label>
            <NativeSelect
              id="salon-availability"
              value={dispoChoice}
              onChange={(event) => {
                const value = event.target.value;
                setPickingDate(value === PICK_DATE);
                if (value !== PICK_DATE) setFilters({ dispo: value });
              }}
            >
              <option value="">Peu importe</option>
              {AVAILABILITY_PRESETS.map((preset) => (
                <option key={preset.value} value={preset.value}>
                  {preset.label}
                </option>
              ))}
              <option value={PICK_DATE}>Choisir une date</option>
            </NativeSelect>
            {dispoChoice === PICK_DATE && (
              <Input
                type="date"
                aria-label="Date de disponibilité"
                min={today}
                max={addDays(today, AVAILABILITY_DAYS - 1)}
                value={isPreset ? '' : filters.dispo}
                onChange={(event) => setFilters({ dispo: event.target.value })}
              />
            )}
          </div>
          <div className="grid gap-2">
            <Label htmlFor="salon-sort">Trier par</Label>
            <NativeSelect
              id="salon-sort"
              value={nearMe.position ? 'distance' : filters.sort}
              onChange={(event) => {
                const sort = event.target.value as SalonSort;
                if (sort !== 'distance') nearMe.clear();
                setFilters({ sort });
              }}
            >
              {SALON_SORTS.filter((sort) => sort !== 'distance' || nearMe.position).map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </NativeSelect>
          </div>
        </form>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button
            type="button"
            variant={nearMe.position ? 'default' : 'outline'}
            size="sm"
            aria-pressed={Boolean(nearMe.position)}
            disabled={nearMe.locating}
            onClick={nearMe.position ? nearMe.clear : nearMe.locate}
          >
            <LocateFixed className="size-4" aria-hidden="true" />
            {nearMe.locating ? 'Localisation...' : 'Autour de moi'}
          </Button>
          {nearMe.problem && (
            <p role="status" className="text-sm text-muted-foreground">
              {nearMe.problem}
            </p>
          )}
        </div>
      </search>

      {salons.isPending ? (
        <>
          <p className="mt-6 text-sm text-muted-foreground">Recherche en cours...</p>
          <SalonGridSkeleton count={6} />
        </>
      ) : salons.isError ? (
        <p role="alert" className="mt-8 text-destructive">
          {failure}
        </p>
      ) : (
        <>
          {/* The results' heading: the salon cards' titles (h3) sit under it. */}
          <h2 className="mt-6 text-sm text-muted-foreground" aria-live="polite">
            {salons.data?.pages[0]?.totalCapped
              ? `Plus de ${pluralize(total, 'salon trouvé', 'salons trouvés')}`
              : pluralize(total, 'salon trouvé', 'salons trouvés')}
          </h2>
          {items.length === 0 ? (
            <div className="mt-6 flex flex-col items-center gap-4 rounded-lg border border-dashed p-10 text-center">
              <p className="text-lg font-semibold">Aucun salon ne correspond à votre recherche.</p>
              <div className="flex flex-wrap justify-center gap-3">
                <Button variant="outline" onClick={clearFilters}>
                  Effacer les filtres
                </Button>
                <Button asChild>
                  <Link to={`${pages.register}?role=prestataire`}>Devenir prestataire</Link>
                </Button>
              </div>
            </div>
          ) : (
            <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((salon, index) => (
                <li key={salon.id}>
                  <SalonCard salon={salon} eager={index < 3} />
                </li>
              ))}
            </ul>
          )}
          {salons.hasNextPage && (
            <div className="mt-8 flex justify-center">
              <Button
                variant="outline"
                onClick={() => salons.fetchNextPage()}
                disabled={salons.isFetchingNextPage}
              >
                {salons.isFetchingNextPage ? 'Chargement...' : 'Voir plus de salons'}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
