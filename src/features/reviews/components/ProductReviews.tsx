import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '../../../lib/links/paths';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { selectUser } from '../../session/session-selectors';
import { signInRequired } from '../../session/session-slice';
import type { Review } from '../reviews-api';
import { reviewsFeature } from '../reviews-feature';
import { selectProductReviews } from '../reviews-selectors';
import { moreReviewsRequested, reviewsRequested } from '../reviews-slice';
import { ReviewForm } from './ReviewForm';
import { ReviewItem } from './ReviewItem';
import { Stars } from './Stars';
import '../reviews.css';

/** What the section needs of the product details. */
export interface ReviewedProduct {
  id: number;
  product_name: string;
  /** products.rating: the average of all reviews (the original's header number). */
  rating?: number | string | null;
  reviews_count?: number;
  /** This shopper's own review (any status) or null: with one, the form shows only for Edit. */
  user_review?: unknown;
}

const STARS = ['5', '4', '3', '2', '1'] as const;

/**
 * The product page's reviews (test/contract/catalogue/{product-reviews,product-review-store,product-reply-store,like-review,unlike-review}.json): summary and rating shares, the list with
 * "Show more", likes and replies, and the shopper's own review form. Lazy: its code, state,
 * watchers and texts load with the section.
 */
export function ProductReviews({ product }: { product: ReviewedProduct }) {
  useFeature(reviewsFeature);
  const t = useT();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const user = useAppSelector(selectUser);
  const userId = user ? Number(user.id) : null;
  const productId = Number(product.id);
  const entry = useAppSelector(selectProductReviews(productId));
  // The review being edited, remembered with the product and shopper it belongs to: another
  // product or a change of session ends the edit without an effect.
  const [edit, setEdit] = useState<{ review: Review; productId: number; userId: number | null } | null>(null);
  const editing = edit && edit.productId === productId && edit.userId === userId ? edit.review : null;
  const setEditing = useCallback((review: Review) => setEdit({ review, productId, userId }), [productId, userId]);

  useEffect(() => {
    dispatch(reviewsRequested({ productId }));
  }, [dispatch, productId, userId]);

  const signIn = useCallback(
    () => dispatch(signInRequired({ returnTo: `${location.pathname}${location.search}` })),
    [dispatch, location.pathname, location.search],
  );
  const stopEditing = useCallback(() => setEdit(null), []);

  const rating = Number(entry?.rating ?? product.rating ?? 0) || 0;
  const total = entry?.total ?? 0;
  const hasOwn = !!product.user_review || !!entry?.wrote;
  const showForm = userId !== null && (!hasOwn || editing !== null);

  return (
    <section className="sf-section sf-reviews" aria-labelledby="sf-reviews-title">
      <h2 id="sf-reviews-title">{t('reviews')}</h2>
      <div className="sf-reviews__summary">
        <p className="sf-reviews__score">
          {/* The original writes the review count after "Out of"; the scale is five stars. */}
          <strong>{rating > 0 ? rating.toFixed(2) : 0}</strong> <small>{`${t('out_of')} 5`}</small>
        </p>
        <p className="sf-reviews__total">{t('review_count', { count: total })}</p>
        <Stars rating={rating} size="large" />
        {entry?.percentages && (
          <ul className="sf-reviews__shares" aria-label={t('review_shares')}>
            {STARS.map((stars) => {
              const percent = entry.percentages![stars];
              return (
                <li key={stars}>
                  <span className="sf-reviews__share-text">{t('review_share', { count: Number(stars), percent })}</span>
                  <span className="sf-reviews__bar" aria-hidden="true">
                    <span style={{ inlineSize: `${Math.min(100, percent)}%` }} />
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </div>

      <h3>{t('customer_reviews')}</h3>
      <p className="sf-reviews__count">{t('review_count', { count: total })}</p>
      {(!entry || (entry.status === 'loading' && entry.items.length === 0)) && <p role="status">{t('loading')}</p>}
      {entry?.status === 'failed' && (
        <ErrorPanel message={entry.error ?? undefined} onRetry={() => dispatch(reviewsRequested({ productId }))} />
      )}
      {entry?.status === 'succeeded' && entry.items.length === 0 && <p>{t('review_no_reviews')}</p>}
      {entry && entry.items.length > 0 && (
        <ol className="sf-reviews__list">
          {entry.items.map((review) => (
            <ReviewItem key={review.id} review={review} productId={productId} userId={userId} onSignIn={signIn} onEdit={setEditing} />
          ))}
        </ol>
      )}
      {/* Says what a load or a write changed, for those who do not see the list grow. */}
      <p role="status" className="sf-visually-hidden">
        {entry?.status === 'succeeded' && entry.items.length > 0 ? t('review_shown', { shown: entry.items.length, total }) : ''}
      </p>
      {entry?.nextPageUrl && entry.status === 'succeeded' && (
        <div className="sf-load-more">
          <button
            type="button"
            className="sf-button"
            disabled={entry.moreStatus === 'loading'}
            aria-busy={entry.moreStatus === 'loading' || undefined}
            onClick={() => dispatch(moreReviewsRequested({ productId }))}
          >
            {entry.moreStatus === 'loading' ? t('loading') : entry.moreStatus === 'failed' ? t('try_again') : t('show_more')}
          </button>
        </div>
      )}

      {showForm && <ReviewForm key={editing?.id ?? 'new'} productId={productId} editing={editing} onDone={stopEditing} />}
      {userId === null && (
        <p className="sf-reviews__sign-in">
          <a
            href={paths.login()}
            onClick={(event) => {
              event.preventDefault();
              signIn();
            }}
          >
            {t('sign_in')}
          </a>{' '}
          {t('review_sign_in_to_write')}
        </p>
      )}
    </section>
  );
}
