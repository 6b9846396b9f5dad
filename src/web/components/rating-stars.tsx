import { Star } from 'lucide-react';
import { RATING_MAX } from '@/shared/constants';
import { formatRating } from '@/shared/format';
import { cn } from '@/web/lib/utils';

/**
 * Stars rounded to the nearest whole, with the exact value for assistive technology
 * (docs/product.md#reviews).
 */
export function RatingStars({ value, className }: { value: number; className?: string }) {
  const filled = Math.round(value);
  return (
    <span
      className={cn('inline-flex items-center gap-0.5', className)}
      role="img"
      aria-label={`Note : ${formatRating(value)} sur ${RATING_MAX}`}
    >
      {Array.from({ length: RATING_MAX }, (_, index) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: the five stars are positions, not items
          key={index}
          aria-hidden="true"
          className={cn('size-4', index < filled ? 'fill-amber-400 text-amber-400' : 'text-gray-300')}
        />
      ))}
    </span>
  );
}

/** "4,3/5 (12 avis)", or "Nouveau" for a salon nobody has reviewed yet. */
export function RatingSummary({ value, count }: { value: number; count: number }) {
  if (count === 0) return <span className="text-sm text-muted-foreground">Nouveau · aucun avis</span>;
  return (
    <span className="inline-flex items-center gap-2 text-sm">
      <RatingStars value={value} />
      <span className="font-semibold">{formatRating(value)}/5</span>
      <span className="text-muted-foreground">({count} avis)</span>
    </span>
  );
}
