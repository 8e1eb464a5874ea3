import type { Saga } from 'redux-saga';
import { call, fork, put, takeEvery, takeLeading } from 'redux-saga/effects';
import { isApiError } from '../../lib/http/api-error';
import { noticeRequested } from '../../lib/notices/notice-actions';
import { callApi } from '../../lib/saga/call-api';
import { takePerKey } from '../../lib/saga/take-per-key';
import { reportError } from '../../lib/saga/report-error';
import { selectFrom } from '../../lib/saga/select-from';
import { selectTranslator } from '../i18n/i18n-selectors';
import { runSingleFlightToggle, watchTogglesPerKey } from '../wishlist';
import { fetchReviews, sendLike, storeReply, storeReview, type ReviewsAnswer } from './reviews-api';
import { takePhoto } from './review-outbox';
import { selectLiked, selectProductReviews } from './reviews-selectors';
import {
  likeAnswered,
  likeSettled,
  likeToggled,
  moreReviewsFailed,
  moreReviewsLoaded,
  moreReviewsRequested,
  replyFailed,
  replyStored,
  replySubmitted,
  reviewFailed,
  reviewsFailed,
  reviewsLoaded,
  reviewsRequested,
  reviewStored,
  reviewSubmitted,
} from './reviews-slice';
import { selectUser } from '../session/session-selectors';

/** What the shopper reads for a failure: the server's own words when it sent some. */
function* messageOf(error: unknown) {
  const t = yield* selectFrom(selectTranslator);
  if (isApiError(error) && error.kind === 'business' && error.message) return error.message;
  if (isApiError(error) && error.kind === 'validation') return error.messages.join(' ') || t('something_went_wrong');
  return t('something_went_wrong');
}

function* loadFirst(action: ReturnType<typeof reviewsRequested>) {
  const { productId } = action.payload;
  try {
    const answer: ReviewsAnswer = yield* callApi(fetchReviews, productId, 1);
    yield put(reviewsLoaded({ productId, ...answer }));
  } catch (error) {
    yield put(reviewsFailed({ productId, message: yield* messageOf(error) }));
    yield call(reportError, error, { shownInline: true });
  }
}

/** "Show more": the next page of 10; rows already shown are dropped by id. */
function* loadMore(action: ReturnType<typeof moreReviewsRequested>) {
  const { productId } = action.payload;
  const entry = yield* selectFrom(selectProductReviews(productId));
  if (!entry) return;
  try {
    const answer: ReviewsAnswer = yield* callApi(fetchReviews, productId, entry.page + 1);
    yield put(moreReviewsLoaded({ productId, ...answer }));
  } catch (error) {
    yield put(moreReviewsFailed({ productId }));
    yield call(reportError, error, { titleKey: 'Error' });
  }
}

/** The pages shown: writes ask for as many rows, so the answer replaces the list without losing any. */
function* pagesShown(productId: number) {
  const entry = yield* selectFrom(selectProductReviews(productId));
  return Math.max(1, entry?.page ?? 1);
}

function* submitReview(action: ReturnType<typeof reviewSubmitted>) {
  const { productId, fields } = action.payload;
  const image = takePhoto(fields.parcel);
  const pages = yield* pagesShown(productId);
  try {
    const answer: Awaited<ReturnType<typeof storeReview>> = yield* callApi(
      storeReview,
      productId,
      { rating: fields.rating, title: fields.title, comment: fields.comment, image },
      pages,
    );
    yield put(reviewStored({ productId, page: answer.page, percentages: answer.percentages, pages, rating: answer.productRating }));
    if (answer.success) yield put(noticeRequested({ type: 'success', message: answer.success }));
  } catch (error) {
    const fieldErrors = isApiError(error) ? error.fieldErrors : {};
    yield put(reviewFailed({ productId, message: yield* messageOf(error), fieldErrors }));
    yield call(reportError, error, { shownInline: true });
  }
}

function* submitReply(action: ReturnType<typeof replySubmitted>) {
  const { productId, reviewId, reply } = action.payload;
  const pages = yield* pagesShown(productId);
  try {
    const answer: Awaited<ReturnType<typeof storeReply>> = yield* callApi(storeReply, { productId, reviewId, paginate: pages }, reply);
    yield put(replyStored({ productId, reviewId, page: answer.page, percentages: null, pages }));
    if (answer.success) yield put(noticeRequested({ type: 'success', message: answer.success }));
  } catch (error) {
    yield put(replyFailed({ productId, reviewId, message: yield* messageOf(error) }));
    yield call(reportError, error, { shownInline: true });
  }
}

/**
 * One review's Like until it rests: one request at a time; clicks meanwhile only change the wish,
 * and when an answer comes a further request goes out only if the wish differs from the server's
 * state (the original inserts a like row per request, so a double click would count twice).
 */
function* likeWorker(action: ReturnType<typeof likeToggled>) {
  const { productId, reviewId, liked } = action.payload;
  const user = yield* selectFrom(selectUser);
  const userId = user ? Number(user.id) : null;
  try {
    const outcome = yield* runSingleFlightToggle<ReviewsAnswer>({
      server: !liked,
      wanted: selectLiked(productId, reviewId, userId),
      *send(want) {
        const pages = yield* pagesShown(productId);
        const answer: ReviewsAnswer = yield* callApi(sendLike, { productId, reviewId, paginate: pages }, want);
        yield put(likeAnswered({ productId, page: answer.page, percentages: null, pages }));
        return answer;
      },
    });
    if (outcome.error) yield call(reportError, outcome.error, { titleKey: 'Error' });
  } finally {
    yield put(likeSettled({ productId, reviewId }));
  }
}

/** Page 1 of a product: a second ask while one is on its way (a remount, a double effect) is dropped. */
function* watchFirstPages() {
  yield takePerKey<ReturnType<typeof reviewsRequested>, number>(
    reviewsRequested.type,
    (action) => action.payload.productId,
    loadFirst,
    'leading',
  );
}

function* watchReviews() {
  yield fork(watchFirstPages);
  yield takeLeading(moreReviewsRequested.type, loadMore);
  yield takeLeading(reviewSubmitted.type, submitReview);
  yield takeEvery(replySubmitted.type, submitReply);
}

function* watchLikes() {
  yield* watchTogglesPerKey<ReturnType<typeof likeToggled>>(likeToggled.type, (action) => action.payload.reviewId, likeWorker);
}

export const reviewsSagas: Record<string, Saga> = { watchReviews, watchLikes };
