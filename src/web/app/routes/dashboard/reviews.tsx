import { BadgeCheck } from 'lucide-react';
import { formatDate } from '@/shared/format';
import { PageHeader } from '@/web/components/layout/page-header';
import { RatingStars } from '@/web/components/rating-stars';
import { Spinner } from '@/web/components/ui/spinner';
import { useOwnerReviews } from '@/web/features/workspace/api/workspace';
import { reviewerAvatarUrl } from '@/web/lib/avatars';
import { usePageTitle } from '@/web/lib/use-page-title';

export function Component() {
  usePageTitle('Avis');
  const reviews = useOwnerReviews();
  return (
    <>
      <PageHeader
        title="Avis"
        description={
          reviews.data ? `${reviews.data.total} avis sur vos salons.` : 'Les avis laissés sur vos salons.'
        }
      />
      {reviews.isPending ? (
        <Spinner />
      ) : reviews.isError ? (
        <p role="alert" className="text-destructive">
          Erreur lors du chargement des avis
        </p>
      ) : reviews.data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">
          Aucun avis trouvé
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {reviews.data.items.map((review) => (
            <li key={review.id} className="flex flex-col gap-2 rounded-lg border p-4">
              <div className="flex items-center gap-3">
                <img
                  src={reviewerAvatarUrl(review.client.avatar_url)}
                  alt=""
                  width={36}
                  height={36}
                  className="size-9 rounded-full"
                />
                <div className="min-w-0">
                  <p className="truncate font-medium">{review.client.full_name}</p>
                  <p className="truncate text-xs text-muted-foreground">{review.salon.name}</p>
                </div>
              </div>
              <div className="flex items-center gap-2">
                <RatingStars value={review.rating} />
                {review.isVerified && (
                  <span className="inline-flex items-center gap-1 text-xs text-green-700">
                    <BadgeCheck className="size-4" aria-hidden="true" /> Client vérifié
                  </span>
                )}
              </div>
              {review.comment && <p className="text-sm">{review.comment}</p>}
              <time dateTime={review.createdAt} className="mt-auto text-xs text-muted-foreground">
                {formatDate(review.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
