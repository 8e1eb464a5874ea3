import type { RootState } from '../../app/store';
import type { ProductReviews } from './reviews-slice';

export const selectProductReviews =
  (productId: number) =>
  (state: RootState): ProductReviews | null =>
    state.reviews?.[String(productId)] ?? null;

/** Whether the signed-in shopper likes a review now: the wish while a toggle runs, else the list's likes. */
export const selectLiked = (productId: number, reviewId: number, userId: number | null) => (state: RootState) => {
  const entry = state.reviews?.[String(productId)];
  if (!entry || userId === null) return false;
  const wanted = entry.wantedLikes[String(reviewId)];
  if (wanted !== undefined) return wanted;
  return !!entry.items.find((r) => r.id === reviewId)?.review_likes.some((like) => like.user_id === userId);
};
