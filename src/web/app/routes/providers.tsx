import { LocateFixed, Search, SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
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
import { addDays, DATE_PATTERN } from '@/shared/time-zone';
import { PageHeader } from '@/web/components/layout/page-header';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { formatCalendarDay } from '@/web/features/bookings/slot-periods';
import { salonListQueryOptions, useSalonList } from '@/web/features/salons/api/salon-list';
import { serviceNamesQueryOptions, useServiceNames } from '@/web/features/salons/api/service-names';
import { CitySelect } from '@/web/features/salons/components/city-select';
import { SalonCard } from '@/web/features/salons/components/salon-card';
import { SalonGridSkeleton } from '@/web/features/salons/components/salon-skeletons';
import { useNearMe } from '@/web/features/salons/use-near-me';
import { ApiError } from '@/web/lib/api-client';
import { now } from '@/web/lib/clock';
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
  const today = marketplaceToday(now());
  const chips = activeFilters(filters);
  const sheet = useFilterSheet();

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
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
          {/* On a phone the filters fold into "Filtres (n)": a sheet from the bottom of the screen, so
              that the first salons show in the first screen; from 640 px they sit in the form's grid. */}
          {/* biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is for the pointer; Escape and "Voir les résultats" close it from the keyboard */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above */}
          <div
            className="fixed inset-0 z-40 bg-black/40 sm:hidden"
            hidden={!sheet.open}
            onClick={sheet.close}
          />
          <fieldset
            id="salon-filters"
            ref={sheet.panel}
            onKeyDown={(event) => {
              if (event.key === 'Escape') sheet.close();
            }}
            className={
              sheet.open
                ? 'fixed inset-x-0 bottom-0 z-50 grid max-h-[85vh] gap-4 overflow-y-auto rounded-t-xl border-t bg-background p-4 pb-[max(1rem,env(safe-area-inset-bottom))] shadow-lg sm:contents'
                : 'hidden sm:contents'
            }
          >
            <legend className="float-left text-lg font-semibold sm:sr-only">Filtres</legend>
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
            <Button type="button" className="sm:hidden" onClick={sheet.close}>
              {`Voir les résultats (${salons.data?.pages[0]?.totalCapped ? `${total}+` : total})`}
            </Button>
          </fieldset>
        </form>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button
            ref={sheet.trigger}
            type="button"
            variant="outline"
            size="sm"
            className="sm:hidden"
            aria-expanded={sheet.open}
            aria-controls="salon-filters"
            onClick={sheet.show}
          >
            <SlidersHorizontal className="size-4" aria-hidden="true" />
            {chips.length > 0 ? `Filtres (${chips.length})` : 'Filtres'}
          </Button>
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
        {chips.length > 0 && (
          <ul aria-label="Filtres actifs" className="mt-3 flex flex-wrap gap-2 sm:hidden">
            {chips.map((chip) => (
              <li key={chip.key}>
                <button
                  type="button"
                  className="inline-flex min-h-9 items-center gap-1 rounded-full border bg-background px-3 text-sm"
                  aria-label={chipName(chip)}
                  onClick={() => {
                    if (chip.key === 'q') setSearchText('');
                    if (chip.key === 'dispo') setPickingDate(false);
                    setFilters({ [chip.key]: '' });
                  }}
                >
                  {chip.value}
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
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

/** A filter in force, as its chip says it ("Coiffure", "Tunis", "Demain", « jasmin »). */
interface FilterChip {
  key: 'q' | 'service' | 'ville' | 'dispo';
  value: string;
}

/**
 * The chips' names for screen readers ("Retirer le filtre « Tunis »") never repeat a field's label:
 * "Ville" or "Service" would then name two things on the page.
 */
const chipName = (chip: FilterChip) =>
  chip.key === 'q' ? `Retirer la recherche ${chip.value}` : `Retirer le filtre « ${chip.value} »`;

function activeFilters(filters: SalonListFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.q) chips.push({ key: 'q', value: `« ${filters.q} »` });
  if (filters.service) {
    chips.push({ key: 'service', value: findServiceCategory(filters.service)?.label ?? filters.service });
  }
  const city = findCity(filters.ville);
  if (city) chips.push({ key: 'ville', value: city.name });
  if (filters.dispo) {
    const preset = AVAILABILITY_PRESETS.find((candidate) => candidate.value === filters.dispo);
    // A date typed in the address may be no day at all ("2026-02-30", "demain"): said as it is.
    const isDay = DATE_PATTERN.test(filters.dispo) && addDays(filters.dispo, 0) === filters.dispo;
    chips.push({
      key: 'dispo',
      value: preset?.label ?? (isDay ? formatCalendarDay(filters.dispo) : filters.dispo),
    });
  }
  return chips;
}

/**
 * The filters' sheet on a phone: opened by its button, closed by "Voir les résultats", the backdrop
 * or Escape; the focus goes into it and comes back to the button.
 */
function useFilterSheet() {
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLFieldSetElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  // In the same commit as the opening, not after the paint: a key pressed at once (Escape) must find
  // the focus inside the sheet, where its handler is.
  useLayoutEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('select, input')?.focus();
  }, [open]);
  return {
    open,
    panel,
    trigger,
    show: () => setOpen(true),
    close: () => {
      if (!open) return;
      setOpen(false);
      trigger.current?.focus();
    },
  };
}
