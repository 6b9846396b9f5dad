import { CalendarCheck, Hand, Palette, Scissors, Search, Sparkles, Store } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AVAILABILITY_PRESETS } from '@/shared/availability';
import { pages } from '@/shared/pages';
import { salonListPage } from '@/shared/salon-list-address';
import { SERVICE_CATEGORIES, type ServiceCategoryId } from '@/shared/service-categories';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { popularSalonsQueryOptions, usePopularSalons } from '@/web/features/salons/api/popular-salons';
import { CitySelect } from '@/web/features/salons/components/city-select';
import { SalonCard } from '@/web/features/salons/components/salon-card';
import { SalonGridSkeleton } from '@/web/features/salons/components/salon-skeletons';
import type { ServerRendered } from '@/web/lib/server-render';
import { useSession } from '@/web/lib/session/session';
import { usePageTitle } from '@/web/lib/use-page-title';

const CATEGORY_ICONS: Record<ServiceCategoryId, typeof Scissors> = {
  haircut: Scissors,
  makeup: Palette,
  nails: Hand,
  face: Sparkles,
};

const STEPS = [
  {
    icon: Search,
    title: 'Choisissez un salon',
    text: 'Comparez les salons, leurs services, leurs prix et leurs avis.',
  },
  {
    icon: Store,
    title: 'Sélectionnez un créneau',
    text: 'Choisissez le service, le jour et l’heure qui vous conviennent.',
  },
  {
    icon: CalendarCheck,
    title: 'Réservez',
    text: 'Le salon confirme votre demande et vous êtes prévenu aussitôt.',
  },
];

/** "Où ?" and "Quand ?": the home page's way into the list, a city and a day in its address. */
function WhereAndWhen() {
  const navigate = useNavigate();
  const [city, setCity] = useState('');
  const [when, setWhen] = useState('');
  return (
    <form
      className="grid w-full max-w-2xl gap-3 rounded-lg border bg-background p-4 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        navigate(salonListPage({ ville: city, dispo: when }));
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor="home-city">Ville</Label>
        <CitySelect id="home-city" value={city} onChange={setCity} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="home-when">Disponibilité</Label>
        <NativeSelect id="home-when" value={when} onChange={(event) => setWhen(event.target.value)}>
          <option value="">Peu importe</option>
          {AVAILABILITY_PRESETS.map((preset) => (
            <option key={preset.value} value={preset.value}>
              {preset.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit">
        <Search className="size-4" aria-hidden="true" />
        Trouver un salon
      </Button>
    </form>
  );
}

export const handle: ServerRendered = {
  prefetch: (queryClient) => queryClient.prefetchQuery(popularSalonsQueryOptions),
};

export function Component() {
  usePageTitle('Réservez votre salon de beauté');
  const session = useSession();
  const popular = usePopularSalons();

  return (
    <>
      <section className="bg-gradient-to-b from-primary-soft to-background">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-16 sm:py-20">
          <h1 className="max-w-2xl text-4xl font-bold tracking-tight sm:text-5xl">
            Votre beauté, à l'heure qui vous convient
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground">
            Trouvez un salon de coiffure ou de beauté près de chez vous, comparez les services et les prix, et
            réservez en quelques clics.
          </p>
          <WhereAndWhen />
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to={pages.providers}>Découvrir les salons</Link>
            </Button>
            {session.status === 'signed-in' ? (
              <Button asChild size="lg" variant="outline">
                <Link to={pages.bookings}>Mes rendez-vous</Link>
              </Button>
            ) : (
              <Button asChild size="lg" variant="outline">
                <Link to={pages.register}>Créer un compte</Link>
              </Button>
            )}
          </div>
        </div>
      </section>

      <section aria-labelledby="services-title" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="services-title" className="text-2xl font-bold">
          Nos services
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {SERVICE_CATEGORIES.map((category) => {
            const Icon = CATEGORY_ICONS[category.id];
            return (
              <li key={category.id}>
                <Link
                  to={salonListPage({ service: category.id })}
                  className="flex h-full flex-col gap-2 rounded-lg border p-5 transition-shadow hover:shadow-md"
                >
                  <Icon className="size-7 text-primary" aria-hidden="true" />
                  <span className="text-lg font-semibold">{category.label}</span>
                  <span className="text-sm text-muted-foreground">{category.description}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="popular-title" className="bg-muted">
        <div className="mx-auto max-w-6xl px-4 py-12">
          {popular.isPending ? (
            <>
              <h2 id="popular-title" className="text-2xl font-bold">
                Salons populaires
              </h2>
              <SalonGridSkeleton count={3} />
            </>
          ) : popular.data && popular.data.length > 0 ? (
            <>
              <div className="flex flex-wrap items-end justify-between gap-4">
                <h2 id="popular-title" className="text-2xl font-bold">
                  Salons populaires
                </h2>
                <Link to={pages.providers} className="text-sm font-medium text-primary hover:underline">
                  Voir tous les salons
                </Link>
              </div>
              <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {popular.data.map((salon) => (
                  <li key={salon.id}>
                    <SalonCard salon={salon} />
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <>
              <h2 id="popular-title" className="text-2xl font-bold">
                Comment ça marche
              </h2>
              <ol className="mt-6 grid gap-6 sm:grid-cols-3">
                {STEPS.map((step, index) => (
                  <li key={step.title} className="rounded-lg bg-background p-6 shadow-sm">
                    <step.icon className="size-7 text-primary" aria-hidden="true" />
                    <p className="mt-3 font-semibold">
                      {index + 1}. {step.title}
                    </p>
                    <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
                  </li>
                ))}
              </ol>
            </>
          )}
        </div>
      </section>
    </>
  );
}
