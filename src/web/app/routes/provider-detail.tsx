import { useQueryClient } from '@tanstack/react-query';
import { CalendarPlus, Info, MapPin, Navigation } from 'lucide-react';
import { lazy } from 'react';
import { Link, useParams } from 'react-router';
import { cancellationRuleText } from '@/shared/booking-policy';
import { bookingLink, pages } from '@/shared/pages';
import { UserAvatar } from '@/web/components/layout/user-avatar';
import { LazyPart } from '@/web/components/lazy-part';
import { QueryState } from '@/web/components/query-state';
import { RatingSummary } from '@/web/components/rating-stars';
import { Button } from '@/web/components/ui/button';
import {
  openingHoursQueryOptions,
  useHoursNotice,
  useOpeningHours,
} from '@/web/features/bookings/api/booking-queries';
import { HoursNotice, OpeningHoursList } from '@/web/features/bookings/components/opening-hours-list';
import { salonReviewsQueryOptions, useSalonReviews } from '@/web/features/reviews/api/salon-reviews';
import { DeleteReviewButton, ReviewItem } from '@/web/features/reviews/components/review-item';
import { salonQueryOptions, useSalon } from '@/web/features/salons/api/salon';
import { SalonGallery } from '@/web/features/salons/components/salon-gallery';
import { SalonDetailSkeleton } from '@/web/features/salons/components/salon-skeletons';
import { PackageMenu, ServiceMenu } from '@/web/features/salons/components/service-menu';
import { salonCoverUrl } from '@/web/features/salons/salon-cover';
import { ApiError } from '@/web/lib/api-client';
import { loginWithRedirect } from '@/web/lib/paths';
import type { ServerRendered } from '@/web/lib/server-render';
import { useSession } from '@/web/lib/session/session';
import { useErrorToast } from '@/web/lib/use-error-toast';
import { usePageTitle } from '@/web/lib/use-page-title';

// The review form brings the form and schema libraries: loaded only for a signed-in client.
const ReviewForm = lazy(() =>
  import('@/web/features/reviews/components/review-form').then((m) => ({ default: m.ReviewForm })),
);

export const handle: ServerRendered = {
  prefetch: (queryClient, { params }) => {
    const id = params.id ?? '';
    return Promise.all([
      queryClient.prefetchQuery(salonQueryOptions(id)),
      queryClient.prefetchInfiniteQuery(salonReviewsQueryOptions(id)),
      queryClient.prefetchQuery(openingHoursQueryOptions(id)),
    ]);
  },
};

export function Component() {
  const { id = '' } = useParams();
  const session = useSession();
  const queryClient = useQueryClient();
  const salon = useSalon(id);
  const reviews = useSalonReviews(id);
  const hours = useOpeningHours(id);
  const notice = useHoursNotice(id);
  const notFound = salon.error instanceof ApiError && salon.error.status === 404;
  usePageTitle(
    salon.data?.name ?? (notFound ? 'Salon introuvable' : 'Salon'),
    salon.data
      ? `${salon.data.name}, ${salon.data.address} : services, prix et avis. Réservez en ligne.`
      : undefined,
  );
  useErrorToast(salon.isError && !notFound, 'Erreur', 'Impossible de récupérer les détails du salon');

  if (salon.isPending) return <SalonDetailSkeleton />;
  if (notFound) {
    return (
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">Salon introuvable</h1>
        <p className="mt-2 text-muted-foreground">Ce salon n'existe pas ou n'est pas encore publié.</p>
        <Button asChild className="mt-8">
          <Link to={pages.providers}>Voir les salons</Link>
        </Button>
      </div>
    );
  }
  if (salon.isError) {
    return (
      <p role="alert" className="mx-auto max-w-6xl px-4 py-24 text-center text-destructive">
        Une erreur s'est produite lors du chargement des détails du salon.
      </p>
    );
  }

  const data = salon.data;
  const bookingPath = pages.booking(data.id);
  // A visitor signs in first and comes back to the same choice.
  const signedInTo = (path: string) => (session.status === 'signed-in' ? path : loginWithRedirect(path));
  const bookingHref = signedInTo(bookingPath);
  const refreshSalon = () => void queryClient.invalidateQueries({ queryKey: salonQueryOptions(id).queryKey });
  const reviewItems = reviews.data?.pages.flatMap((page) => page.items) ?? [];
  const reviewTotal = reviews.data?.pages[0]?.total ?? data.reviewCount;
  const viewerId = session.status === 'signed-in' ? session.user.id : null;
  const isAdmin = session.status === 'signed-in' && session.isAdmin;

  return (
    <article>
      <img
        src={salonCoverUrl(data.coverImageUrl, {
          id: data.id,
          serviceNames: data.services.map((service) => service.name),
        })}
        alt={`Salon ${data.name}`}
        width={1600}
        height={500}
        fetchPriority="high"
        className="h-56 w-full object-cover sm:h-72"
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-8 lg:grid-cols-[2fr_1fr]">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight">{data.name}</h1>
          <p className="mt-2 flex items-start gap-1 text-muted-foreground">
            <MapPin className="mt-1 size-4 shrink-0" aria-hidden="true" /> {data.address}
          </p>
          <div className="mt-3">
            <RatingSummary value={data.avgRating} count={data.reviewCount} />
          </div>
          {!data.isApproved && (
            <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              Ce salon est en attente d'approbation : il n'est visible que par vous et les administrateurs.
            </p>
          )}
          {data.description && <p className="mt-6 leading-relaxed whitespace-pre-line">{data.description}</p>}

          <SalonSection id="services" title="Services">
            {data.services.length === 0 ? (
              <p className="mt-4 text-muted-foreground">Ce salon n'a pas encore publié de services.</p>
            ) : (
              <ServiceMenu
                services={data.services}
                bookingHref={(serviceId) => signedInTo(bookingLink(data.id, { serviceId }))}
              />
            )}
          </SalonSection>

          {data.packages.length > 0 && (
            <SalonSection id="packages" title="Forfaits">
              <PackageMenu
                packages={data.packages}
                bookingHref={(packageId) => signedInTo(bookingLink(data.id, { packageId }))}
              />
            </SalonSection>
          )}

          <SalonSection id="hours" title="Horaires d'ouverture">
            <div className="mt-4 max-w-md rounded-lg border p-4">
              <QueryState
                query={hours}
                error={<p className="text-sm text-muted-foreground">Impossible de charger les horaires.</p>}
              >
                {(days) => <OpeningHoursList days={days} />}
              </QueryState>
              {notice.data && <HoursNotice {...notice.data} />}
            </div>
            <p className="mt-3 text-sm text-muted-foreground">
              {cancellationRuleText(data.cancellationWindowHours)}
            </p>
          </SalonSection>

          {data.team.length > 0 && (
            <SalonSection id="team" title="Équipe">
              <ul className="mt-4 grid gap-3 sm:grid-cols-2">
                {data.team.map((member) => (
                  <li key={member.id} className="flex items-center gap-3 rounded-lg border p-3">
                    <UserAvatar name={member.firstName} url={member.avatarUrl} className="size-12 text-lg" />
                    <div className="min-w-0">
                      <p className="font-medium">{member.firstName}</p>
                      <p className="text-sm text-muted-foreground">{member.position}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </SalonSection>
          )}

          <SalonSection id="address" title="Adresse">
            <address className="mt-4 not-italic">
              <p>{data.address}</p>
              {data.city && (
                <p className="text-sm text-muted-foreground">
                  {data.city.name}, gouvernorat de {data.city.gouvernorat}
                </p>
              )}
            </address>
            <Button asChild variant="outline" className="mt-3">
              <a
                href={directionsUrl(data)}
                target="_blank"
                rel="noopener noreferrer"
                aria-describedby="directions-note"
              >
                <Navigation aria-hidden="true" /> Itinéraire
              </a>
            </Button>
            <span id="directions-note" className="sr-only">
              S'ouvre dans un nouvel onglet
            </span>
          </SalonSection>

          {data.photos.length > 0 && (
            <SalonSection id="photos" title="Photos">
              <SalonGallery salonName={data.name} coverImageUrl={data.coverImageUrl} photos={data.photos} />
            </SalonSection>
          )}

          <SalonSection id="reviews" title={`Avis (${reviewTotal})`}>
            <details className="mt-3 rounded-md bg-muted p-3 text-sm text-muted-foreground">
              <summary className="flex cursor-pointer items-center gap-2 font-medium text-foreground">
                <Info className="size-4" aria-hidden="true" /> Comment les avis sont-ils collectés ?
              </summary>
              <p className="mt-2">
                Seuls les clients inscrits sur Rendezvous peuvent publier un avis, un seul par salon. La
                mention « Client vérifié » indique que l'auteur a eu un rendez-vous confirmé et passé dans ce
                salon. Les avis sont publiés sans contrepartie et sans contrôle préalable de leur contenu ;
                nous retirons les contenus illicites qui nous sont signalés. Ils sont classés du plus récent
                au plus ancien et l'auteur peut supprimer le sien à tout moment.
              </p>
            </details>
            <div className="mt-4">
              {session.status === 'signed-in' && session.isClient ? (
                <LazyPart fallback={null}>
                  <ReviewForm salonId={data.id} onPublished={refreshSalon} />
                </LazyPart>
              ) : session.status === 'signed-out' ? (
                <p className="text-sm text-muted-foreground">
                  Vous devez être connecté pour laisser un avis.{' '}
                  <Link
                    to={loginWithRedirect(pages.provider(data.id))}
                    className="font-medium text-primary hover:underline"
                  >
                    Se connecter
                  </Link>
                </p>
              ) : null}
            </div>
            <QueryState
              query={reviews}
              error={
                <p className="mt-4 text-sm text-muted-foreground">
                  Impossible de charger les avis pour ce salon.
                </p>
              }
              isEmpty={() => reviewItems.length === 0}
              empty={<p className="mt-4 text-muted-foreground">Aucun avis pour le moment.</p>}
            >
              {() => (
                <ul className="mt-2">
                  {reviewItems.map((review) => (
                    <ReviewItem
                      key={review.id}
                      review={review}
                      layout="row"
                      action={
                        (review.client.id === viewerId || isAdmin) && (
                          <DeleteReviewButton
                            reviewId={review.id}
                            salonId={data.id}
                            onDeleted={refreshSalon}
                          />
                        )
                      }
                    />
                  ))}
                </ul>
              )}
            </QueryState>
            {reviews.hasNextPage && (
              <Button variant="outline" className="mt-4" onClick={() => reviews.fetchNextPage()}>
                Voir plus d'avis
              </Button>
            )}
          </SalonSection>
        </div>

        <aside className="lg:sticky lg:top-20 lg:self-start">
          <div className="rounded-lg border p-6 shadow-sm">
            <p className="font-semibold">Réservez en ligne</p>
            <p className="mt-1 text-sm text-muted-foreground">
              Choisissez un service, une date et un horaire.
            </p>
            <Button asChild size="lg" className="mt-4 w-full">
              <Link to={bookingHref}>
                <CalendarPlus aria-hidden="true" /> Prendre rendez-vous
              </Link>
            </Button>
          </div>
        </aside>
      </div>
      {/* On a phone: sticky at the bottom of the article, so it stays in view yet never covers the footer. */}
      <div
        data-booking-bar
        data-bottom-bar
        className="sticky bottom-0 z-30 border-t bg-background/95 px-4 py-3 shadow-[0_-2px_8px_rgb(0_0_0/0.08)] sm:hidden"
      >
        <Button asChild size="lg" className="w-full">
          <Link to={bookingHref}>
            <CalendarPlus aria-hidden="true" /> Réserver
          </Link>
        </Button>
      </div>
    </article>
  );
}

/**
 * The maps site's directions to the salon, opened in a new tab: a plain link, no map script on the
 * page. Its position when known, else its address.
 */
function directionsUrl(salon: {
  address: string;
  city: { name: string } | null;
  latitude: number | null;
  longitude: number | null;
}): string {
  const destination =
    salon.latitude !== null && salon.longitude !== null
      ? `${salon.latitude},${salon.longitude}`
      : encodeURIComponent([salon.address, salon.city?.name].filter(Boolean).join(', '));
  return `https://www.google.com/maps/dir/?api=1&destination=${destination}`;
}

/** One part of the salon's page, under its heading (its id names the part: « services-title »). */
function SalonSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="mt-10">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
