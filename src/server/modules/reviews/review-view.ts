import type { ReviewView } from '@/shared/api-types';
import { reviews, users } from '../../db/schema';

/** The columns a review is shown with: the review and its author's public profile, nothing more. */
export const reviewViewColumns = {
  id: reviews.id,
  salonId: reviews.salonId,
  rating: reviews.rating,
  comment: reviews.comment,
  isVerified: reviews.isVerified,
  createdAt: reviews.createdAt,
  clientId: users.id,
  clientName: users.fullName,
  clientAvatar: users.avatarUrl,
};

type ReviewViewRow = {
  id: string;
  salonId: string;
  rating: number;
  comment: string | null;
  isVerified: boolean;
  createdAt: Date;
  clientId: string;
  clientName: string;
  clientAvatar: string | null;
};

export function toReviewView(row: ReviewViewRow): ReviewView {
  return {
    id: row.id,
    salonId: row.salonId,
    rating: row.rating,
    comment: row.comment ?? '',
    isVerified: row.isVerified,
    createdAt: row.createdAt.toISOString(),
    client: { id: row.clientId, full_name: row.clientName, avatar_url: row.clientAvatar },
  };
}
