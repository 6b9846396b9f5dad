import { CalendarClock, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { SalonSummary } from '@/shared/api-types';
import { distanceLabel, nextSlotLabel } from '@/shared/availability';
import { formatPrice } from '@/shared/format';
import { bookingLink, pages } from '@/shared/pages';
import { RatingSummary } from '@/web/components/rating-stars';
import { now } from '@/web/lib/clock';
import { salonCoverUrl } from '../salon-cover';

/**
 * A salon of a list. The name is the link to its page and covers the whole card; the next free
 * time is a link of its own, to the booking page with that time chosen.
 */
export function SalonCard({ salon, eager = false }: { salon: SalonSummary; eager?: boolean }) {
  const { nextSlot } = salon;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border bg-background shadow-sm transition-shadow hover:shadow-md">
      <img
        src={salonCoverUrl(salon.coverImageUrl, salon)}
        alt=""
        width={640}
        height={360}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-semibold group-hover:text-primary">
          <Link
            to={pages.provider(salon.id)}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {salon.name}
          </Link>
        </h3>
        <p className="flex items-start gap-1 text-sm text-muted-foreground">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {salon.address}
            {salon.distanceKm !== null && (
              <span className="font-medium text-foreground"> · {distanceLabel(salon.distanceKm)}</span>
            )}
          </span>
        </p>
        <RatingSummary value={salon.avgRating} count={salon.reviewCount} />
        {salon.serviceNames.length > 0 && (
          <p className="text-sm text-muted-foreground">{salon.serviceNames.join(' · ')}</p>
        )}
        {salon.minPrice && (
          <p className="mt-auto pt-2 text-sm">
            À partir de <span className="font-semibold">{formatPrice(salon.minPrice)}</span>
          </p>
        )}
        {nextSlot && (
          <Link
            to={bookingLink(salon.id, {
              serviceId: nextSlot.serviceId,
              packageId: nextSlot.packageId,
              date: nextSlot.date,
              time: nextSlot.time,
            })}
            className="relative z-10 mt-1 inline-flex items-center gap-1.5 self-start rounded-md bg-primary/10 px-2 py-1 text-sm font-medium text-primary hover:bg-primary/20"
          >
            <CalendarClock className="size-4" aria-hidden="true" />
            Prochain créneau : {nextSlotLabel(nextSlot, now())}
          </Link>
        )}
      </div>
    </article>
  );
}
