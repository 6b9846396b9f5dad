import { BadgeCheck } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import type { ReviewView } from '@/shared/api-types';
import { formatDate } from '@/shared/format';
import { DialogButton } from '@/web/components/dialog-button';
import { RatingStars } from '@/web/components/rating-stars';
import { reviewerAvatarUrl } from '@/web/lib/avatars';
import { platformTimeZone } from '@/web/lib/platform-time-zone';
import { cn } from '@/web/lib/utils';

// The dialog library and the deletion's code come when someone deletes, not with the salon page
// every visitor opens.
const DeleteReviewDialog = lazy(() =>
  import('./delete-review-dialog').then((m) => ({ default: m.DeleteReviewDialog })),
);

/**
 * One review: its author, "Client vérifié", the stars, the comment and the date. A `row` in the
 * salon page's list (with the delete action when allowed); a `card` on the owner's reviews page,
 * which names the salon reviewed.
 */
export function ReviewItem({
  review,
  layout,
  salonName,
  action,
}: {
  review: ReviewView;
  layout: 'row' | 'card';
  salonName?: string;
  action?: ReactNode;
}) {
  const verified = review.isVerified && (
    <span
      className={cn(
        'inline-flex items-center gap-1 text-xs text-green-700',
        layout === 'row' && 'font-medium',
      )}
    >
      <BadgeCheck className="size-4" aria-hidden="true" /> Client vérifié
    </span>
  );
  const date = (
    <time
      dateTime={review.createdAt}
      className={cn('text-xs text-muted-foreground', layout === 'card' && 'mt-auto')}
    >
      {/* The marketplace's day, the same whether the server or the browser draws it. */}
      {formatDate(review.createdAt, platformTimeZone())}
    </time>
  );

  if (layout === 'card') {
    return (
      <li className="flex flex-col gap-2 rounded-lg border p-4">
        <div className="flex items-center gap-3">
          <ReviewerAvatar review={review} size={36} className="size-9" />
          <div className="min-w-0">
            <p className="truncate font-medium">{review.client.full_name}</p>
            {salonName && <p className="truncate text-xs text-muted-foreground">{salonName}</p>}
          </div>
        </div>
        <div className="flex items-center gap-2">
          <RatingStars value={review.rating} />
          {verified}
        </div>
        {review.comment && <p className="text-sm">{review.comment}</p>}
        {date}
        {action}
      </li>
    );
  }
  return (
    <li className="flex gap-3 border-b py-4 last:border-b-0">
      <ReviewerAvatar review={review} size={40} lazy className="size-10 shrink-0 object-cover" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-medium">{review.client.full_name}</span>
          {verified}
          {date}
        </div>
        <RatingStars value={review.rating} className="mt-1" />
        {review.comment && <p className="mt-2 text-sm whitespace-pre-line">{review.comment}</p>}
        {action}
      </div>
    </li>
  );
}

function ReviewerAvatar({
  review,
  size,
  lazy = false,
  className,
}: {
  review: ReviewView;
  size: number;
  lazy?: boolean;
  className: string;
}) {
  return (
    <img
      src={reviewerAvatarUrl(review.client.avatar_url)}
      alt=""
      width={size}
      height={size}
      loading={lazy ? 'lazy' : undefined}
      className={cn('rounded-full', className)}
    />
  );
}

/** Deletes a review: its author's or an admin's action on the salon page. */
export function DeleteReviewButton({
  reviewId,
  salonId,
  onDeleted,
}: {
  reviewId: string;
  salonId: string;
  onDeleted: () => void;
}) {
  return (
    <DialogButton
      variant="link"
      size="sm"
      className="h-auto px-0 text-destructive"
      dialog={(onOpenChange) => (
        <Suspense fallback={null}>
          <DeleteReviewDialog
            reviewId={reviewId}
            salonId={salonId}
            onOpenChange={onOpenChange}
            onDeleted={onDeleted}
          />
        </Suspense>
      )}
    >
      Supprimer
    </DialogButton>
  );
}
