import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ReviewPage } from '@/shared/api-types';
import { apiFetch } from '@/web/lib/api-client';

export const salonReviewsQueryOptions = (salonId: string) =>
  infiniteQueryOptions({
    queryKey: ['reviews', 'salon', salonId],
    queryFn: ({ pageParam, signal }) =>
      apiFetch<ReviewPage>(`/salons/${encodeURIComponent(salonId)}/reviews?page=${pageParam}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });

export function useSalonReviews(salonId: string) {
  return useInfiniteQuery(salonReviewsQueryOptions(salonId));
}
