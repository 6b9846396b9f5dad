import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { reviews } from '@/shared/endpoints/marketplace';
import { callApi } from '@/web/lib/api-client';

export const salonReviewsQueryOptions = (salonId: string) =>
  infiniteQueryOptions({
    queryKey: ['reviews', 'salon', salonId],
    queryFn: ({ pageParam, signal }) =>
      callApi(reviews.list, { params: { id: salonId }, query: { page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });

export function useSalonReviews(salonId: string) {
  return useInfiniteQuery(salonReviewsQueryOptions(salonId));
}
