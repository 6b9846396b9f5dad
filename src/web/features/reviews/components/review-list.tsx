import { BadgeCheck } from 'lucide-react';
import type { ReviewView } from '@/shared/api-types';
import { formatDate } from '@/shared/format';
import { RatingStars } from '@/web/components/rating-stars';
import { Button } from '@/web/components/ui/button';
import { errorMessage } from '@/web/lib/api-client';
import { reviewerAvatarUrl } from '@/web/lib/avatars';
import { toast } from '@/web/lib/toast';
import { useDeleteReview } from '../api/review-mutations';

export function ReviewItem({
  review,
  canDelete,
  salonId,
  onDeleted,
}: {
  review: ReviewView;
  canDelete: boolean;
  salonId: string;
  onDeleted: () => void;
}) {
  const remove = useDeleteReview(salonId);
  return (
    <li className="flex gap-3 border-b py-4 last:border-b-0">
      <img
        src={reviewerAvatarUrl(review.client.avatar_url)}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        className="size-10 shrink-0 rounded-full object-cover"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-medium">{review.client.full_name}</span>
          {review.isVerified && (
            <span className="inline-flex items-center gap-1 text-xs font-medium text-green-700">
              <BadgeCheck className="size-4" aria-hidden="true" /> Client vérifié
            </span>
          )}
          <time dateTime={review.createdAt} className="text-xs text-muted-foreground">
            {formatDate(review.createdAt)}
          </time>
        </div>
        <RatingStars value={review.rating} className="mt-1" />
        {review.comment && <p className="mt-2 text-sm whitespace-pre-line">{review.comment}</p>}
        {canDelete && (
          <Button
            variant="link"
            size="sm"
            className="h-auto px-0 text-destructive"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(review.id, {
                onSuccess: () => {
                  toast.success('Avis supprimé');
                  onDeleted();
                },
                onError: (error) =>
                  toast.error('Erreur', {
                    description: errorMessage(error, "Impossible de supprimer l'avis."),
                  }),
              })
            }
          >
            Supprimer
          </Button>
        )}
      </div>
    </li>
  );
}
