import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewPage, ReviewView } from '@/shared/api-types';
import type { ReviewInput } from '@/shared/schemas/reviews';
import { apiFetch } from '@/web/lib/api-client';
import { salonReviewsQueryOptions } from './salon-reviews';

type ReviewPages = InfiniteData<ReviewPage, number>;

export function useCreateReview(salonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) =>
      apiFetch<ReviewView>(`/salons/${encodeURIComponent(salonId)}/reviews`, { body: input }),
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
    mutationFn: (reviewId: string) =>
      apiFetch<null>(`/reviews/${encodeURIComponent(reviewId)}`, { method: 'DELETE' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: salonReviewsQueryOptions(salonId).queryKey });
    },
  });
}
