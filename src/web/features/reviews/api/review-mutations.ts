import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewPage } from '@/shared/api-types';
import { reviews } from '@/shared/endpoints/marketplace';
import type { ReviewInput } from '@/shared/schemas/reviews';
import { callApi } from '@/web/lib/api-client';
import { salonReviewsQueryOptions } from './salon-reviews';

type ReviewPages = InfiniteData<ReviewPage, number>;

export function useCreateReview(salonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => callApi(reviews.create, { params: { id: salonId }, body: input }),
    onSuccess: (review) => {
      // The new review goes on top at once. The page refetches the salon, whose average the database computed.
      queryClient.setQueryData<ReviewPages>(salonReviewsQueryOptions(salonId).queryKey, (data) => {
        if (!data) return data;
        const [first, ...rest] = data.pages;
        if (!first) return data;
        return {
          ...data,
          pages: [{ ...first, items: [review, ...first.items], total: first.total + 1 }, ...rest],
        };
      });
    },
  });
}

export function useDeleteReview(salonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) => callApi(reviews.delete, { params: { id: reviewId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: salonReviewsQueryOptions(salonId).queryKey });
    },
  });
}
