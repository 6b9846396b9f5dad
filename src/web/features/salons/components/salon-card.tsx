import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { SalonSummary } from '@/shared/api-types';
import { formatPrice } from '@/shared/format';
import { RatingSummary } from '@/web/components/rating-stars';
import { paths } from '@/web/lib/paths';
import { salonCoverUrl } from '../salon-cover';

export function SalonCard({ salon, eager = false }: { salon: SalonSummary; eager?: boolean }) {
  return (
    <Link
      to={paths.provider(salon.id)}
      className="group flex flex-col overflow-hidden rounded-lg border bg-background shadow-sm transition-shadow hover:shadow-md"
    >
      <img
        src={salonCoverUrl(salon.coverImageUrl)}
        alt=""
        width={640}
        height={360}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-semibold group-hover:text-primary">{salon.name}</h3>
        <p className="flex items-start gap-1 text-sm text-muted-foreground">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {salon.address}
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
      </div>
    </Link>
  );
}
