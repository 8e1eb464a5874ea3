import type { Action } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { call, delay, fork, join, put, race, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { ctx } from '../../app/saga-context';
import { paths } from '../../app/paths';
import { callApi } from '../../lib/saga/call-api';
import { failureMessage } from '../../lib/saga/failure-message';
import { reportError } from '../../lib/saga/report-error';
import { selectFrom } from '../../lib/saga/select-from';
import { addToCartFailed, addToCartRequested, addToCartSucceeded } from '../cart/cart-slice';
import { selectIsAdding } from '../cart/cart-selectors';
import { isOn } from '../shop/shop-selectors';
import { getWishlists, type WishlistPage } from './wishlist-api';
import {
  firstWishlistPageFailed,
  firstWishlistPageLoaded,
  firstWishlistPageStarted,
  moreWishlistFailed,
  moreWishlistLoaded,
  moreWishlistRequested,
  moreWishlistStarted,
  moveEnded,
  moveStarted,
  moveToCartRequested,
  selectWishlistPage,
  wishlistPageRequested,
} from './wishlist-page-slice';
import { wishlistToggled } from './wishlist-slice';

/** True once the cart added product `id`; false when it failed (its saga told the shopper) or never answered. */
function* cartOutcome(id: number) {
  const added = (a: Action) =>
    a.type === addToCartSucceeded.type && Number((a as ReturnType<typeof addToCartSucceeded>).payload.productId) === id;
  const failed = (a: Action) => a.type === addToCartFailed.type && Number((a as ReturnType<typeof addToCartFailed>).payload) === id;
  const outcome: { added?: unknown } = yield race({ added: take(added), failed: take(failed), timeout: delay(MOVE_TIMEOUT_MS) });
  return Boolean(outcome.added);
}

/** How long a move waits for the cart's answer before giving up on removing the row. */
export const MOVE_TIMEOUT_MS = 60_000;

/** The screen opened: page 1, afresh each time (a heart elsewhere may have changed the list). */
function* loadFirstPage() {
  yield put(firstWishlistPageStarted());
  try {
    const page: WishlistPage = yield* callApi(getWishlists, 1);
    yield put(firstWishlistPageLoaded(page));
  } catch (error) {
    yield put(firstWishlistPageFailed(yield* failureMessage(error)));
    yield call(reportError, error, { shownInline: true });
  }
}

/**
 * "Show more": the page holding the first row not shown yet. Removals shift the server's pages,
 * so the page number comes from the rows shown; rows already shown are dropped by id.
 */
function* loadMore() {
  const state = yield* selectFrom(selectWishlistPage);
  if (!state.nextPageUrl) return;
  yield put(moreWishlistStarted());
  try {
    const page: WishlistPage = yield* callApi(getWishlists, Math.floor(state.items.length / state.perPage) + 1);
    yield put(moreWishlistLoaded(page));
  } catch (error) {
    yield put(moreWishlistFailed());
    yield call(reportError, error, { titleKey: 'Error' });
  }
}

/**
 * Move to cart. The original's row button shows only when `status == 'published'`, which never
 * happens (`status` is always 0): we show it. A product with variants goes to its page (options
 * are chosen there). Otherwise the cart feature adds it (its saga: busy state, toast, errors);
 * only once the cart took it does the product leave the wishlist, through the heart's saga.
 */
function* moveToCart(action: ReturnType<typeof moveToCartRequested>) {
  const row = action.payload;
  const id = Number(row.product.id);
  if (isOn(row.product.has_variant ?? 0)) {
    const navigate = yield* ctx('navigate');
    yield call(navigate, paths.product({ slug: row.product.slug || row.slug }));
    return;
  }
  if (yield* selectFrom(selectIsAdding(id))) return;
  yield put(moveStarted(id));
  try {
    const product = {
      id,
      slug: row.product.slug || row.slug,
      has_variant: 0 as const,
      minimum_order_quantity: Math.max(1, Number(row.product.minimum_order_quantity) || 1),
    };
    // Listen before asking, so even an instant answer is not missed.
    const waiter: Task = yield fork(cartOutcome, id);
    yield put(addToCartRequested({ product }));
    const accepted: boolean = yield join(waiter);
    if (accepted) yield put(wishlistToggled({ productId: id, wishlisted: false }));
  } finally {
    yield put(moveEnded(id));
  }
}

function* watchWishlistPage() {
  yield takeLatest(wishlistPageRequested.type, loadFirstPage);
}
function* watchMoreWishlist() {
  yield takeLeading(moreWishlistRequested.type, loadMore);
}
function* watchMoveToCart() {
  yield takeEvery(moveToCartRequested.type, moveToCart);
}

export const wishlistPageSagas = { watchWishlistPage, watchMoreWishlist, watchMoveToCart };
