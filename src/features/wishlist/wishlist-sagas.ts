import type { Saga } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import { callApi } from '../../lib/saga/call-api';
import { selectFrom } from '../../lib/saga/select-from';
import { reportError } from '../../lib/saga/report-error';
import { noticeRequested } from '../../lib/notices/notice-actions';
import { signInSucceeded } from '../session/session-slice';
import { addToWishlist, getWishlists, removeFromWishlist, type WishlistChange } from './wishlist-api';
import { createLock, type SagaLock } from '../../lib/saga/lock';
import { runSingleFlightToggle, watchTogglesPerKey } from './single-flight-toggle';
import {
  selectIsWishlisted,
  selectWishlistIdsStale,
  wishlistCountChanged,
  wishlistIdsLoaded,
  wishlistRequestEnded,
  wishlistRequestStarted,
  wishlistToggled,
  wishlistToggleFailed,
  wishlistToggleSettled,
} from './wishlist-slice';

/** Enough for any real wishlist (10 rows a page); a runaway paginator stops here. */
const MAX_ID_PAGES = 20;

/**
 * One product's heart until it rests: `server` is the server's state before the first click.
 * Each answer sets the header count; a failure puts the heart back to the server's state and
 * tells the shopper; the toast of the last answer says what finally happened.
 */
export function* wishlistToggleWorker(productId: number, server: boolean, lock: SagaLock) {
  yield put(wishlistRequestStarted(productId));
  try {
    const outcome = yield* runSingleFlightToggle<WishlistChange>({
      server,
      wanted: selectIsWishlisted(productId),
      send: (want) => callApi(want ? addToWishlist : removeFromWishlist, productId),
      *onAnswer(answer) {
        yield put(wishlistCountChanged(answer.count));
      },
      lock,
    });
    if (outcome.error) {
      yield put(wishlistToggleFailed({ productId, wishlisted: outcome.server }));
      yield call(reportError, outcome.error, { titleKey: 'Error' });
      return;
    }
    yield put(wishlistToggleSettled({ productId, wishlisted: outcome.server }));
    if (outcome.answer?.success) yield put(noticeRequested({ type: 'success', message: outcome.answer.success }));
  } finally {
    yield put(wishlistRequestEnded(productId));
  }
}

/**
 * Hearts: one worker per product at a time (a click while it runs only changes the wish, which
 * the worker reads when its answer comes). Signing in or out ends the workers: their answers
 * belong to the previous session.
 */
function* watchWishlistToggles() {
  const lock = createLock();
  yield* watchTogglesPerKey<ReturnType<typeof wishlistToggled>>(
    wishlistToggled.type,
    (action) => Number(action.payload.productId),
    function* (action) {
      yield call(wishlistToggleWorker, Number(action.payload.productId), !action.payload.wishlisted, lock);
    },
  );
}

/**
 * The original does not re-read the wishlisted ids after a sign-in (its hearts stay empty until
 * a reload). We read them from `user/wishlists` (product ids), only when the count says there is
 * something. A failed read leaves the hearts empty, which the next page load corrects.
 */
export function* readWishlistIds() {
  const ids: number[] = [];
  for (let page = 1; page <= MAX_ID_PAGES; page += 1) {
    const answer: Awaited<ReturnType<typeof getWishlists>> = yield* callApi(getWishlists, page);
    ids.push(...answer.items.map((row) => Number(row.product.id)));
    if (!answer.nextPageUrl) break;
  }
  yield put(wishlistIdsLoaded(ids));
}

/** Reads the ids when a sign-in left them unknown; quiet on failure (the next page load brings them). */
function* readIdsIfStale() {
  if (!(yield* selectFrom(selectWishlistIdsStale))) return;
  try {
    yield call(readWishlistIds);
  } catch {
    // A background read: the count is right and the next page load brings the ids.
  }
}

/** When the toggles arrive (possibly after a sign-in on this page) and after each later sign-in. */
function* watchWishlistIdsAfterSignIn() {
  yield call(readIdsIfStale);
  yield takeLatest(signInSucceeded.type, readIdsIfStale);
}

/** The toggles' watchers: they come with the first card's toggles (compare's list-toggles descriptor). */
export const wishlistSagas: Record<string, Saga> = { watchWishlistToggles, watchWishlistIdsAfterSignIn };
