import type { Action } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { call, delay, fork, join, put, race, take, takeEvery } from 'redux-saga/effects';
import { ctx } from '../../app/saga-context';
import { paths } from '../../lib/links/paths';
import { watchPagedLists } from '../../lib/paging/paged-list-saga';
import { selectFrom } from '../../lib/saga/select-from';
import { addToCartFailed, addToCartRequested, addToCartSucceeded } from '../cart/cart-slice';
import { selectIsAdding } from '../cart/cart-selectors';
import { isOn } from '../shop/shop-selectors';
import { getWishlists, type WishlistItem } from './wishlist-api';
import { moveEnded, moveStarted, moveToCartRequested, selectWishlistRows, wishlistLists } from './wishlist-page-slice';
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

/**
 * Page 1 on each visit and "Show more": the page holding the first row not shown yet. Removals
 * shift the server's pages, so the page number comes from the rows shown (10 a page by default).
 */
function* watchWishlistPage() {
  yield* watchPagedLists<WishlistItem>({
    actions: wishlistLists.slice.actions,
    select: (state: never) => selectWishlistRows(state),
    fetchPage: (http, _key, page) => getWishlists(http, page),
    nextPage: (_state, _key, list) => Math.floor(list.items.length / (list.perPage ?? 10)) + 1,
  });
}
function* watchMoveToCart() {
  yield takeEvery(moveToCartRequested.type, moveToCart);
}

export const wishlistPageSagas = { watchWishlistPage, watchMoveToCart };
