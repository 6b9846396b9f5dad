import { PageHeader } from '@/web/components/layout/page-header';
import { EmptyState, QueryState } from '@/web/components/query-state';
import { ReviewItem } from '@/web/features/reviews/components/review-item';
import { useOwnerReviews } from '@/web/features/workspace/api/workspace';
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
      <QueryState
        query={reviews}
        error="Erreur lors du chargement des avis"
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState className="p-10">Aucun avis trouvé</EmptyState>}
      >
        {(data) => (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {data.items.map((review) => (
              <ReviewItem key={review.id} review={review} layout="card" salonName={review.salon.name} />
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}
