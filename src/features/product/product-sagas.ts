import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { callApi } from '../../lib/saga/call-api';
import { reportError } from '../../lib/saga/report-error';
import type { RootState } from '../../app/store';
import type { Id } from '../../types/entities';
import { selectCartTrxId } from '../cart/cart-selectors';
import { screenDataArrived } from '../shell/shell-slice';
import { findVariantStock, getProductDetails, recordProductView } from './product-api';
import {
  optionChosen, productDetailsFailed, productDetailsLoaded, productDetailsRequested, productDetailsStarted, productModalOpened,
  variantStockFailed, variantStockLoaded, variantStockStarted,
} from './product-slice';

function* loadDetails(key: string, slug: string, variantSlug: string | null, countView: boolean) {
  yield put(productDetailsStarted(key));
  try {
    const trxId: string = yield select(selectCartTrxId);
    const answer: Awaited<ReturnType<typeof getProductDetails>> = yield* callApi(getProductDetails, slug, variantSlug, trxId);
    yield put(productDetailsLoaded({ key, answer }));
    yield put(screenDataArrived());
  } catch (error) {
    yield put(productDetailsFailed({ key, error: error instanceof Error ? error.message : 'Failed' }));
    yield call(reportError, error, { shownInline: true });
    return;
  }
  if (countView) {
    try {
      yield* callApi(recordProductView, slug);
    } catch {
      // Spec §8: product-view failures are ignored.
    }
  }
}

function* onDetailsRequested(action: ReturnType<typeof productDetailsRequested>) {
  const { key, slug, variantSlug } = action.payload;
  // A repeated request while the first is on its way (a double effect, a double click) is one visit.
  const status: string | undefined = yield select((state: RootState) => state.product.details[key]?.status);
  if (status === 'loading') return;
  yield call(loadDetails, key, slug, variantSlug, true);
}

/** The modal reuses cached details; it does not count as a page view. */
function* onModalOpened(action: ReturnType<typeof productModalOpened>) {
  const { slug } = action.payload;
  const status: string | undefined = yield select((state: RootState) => state.product.details[slug]?.status);
  if (status !== 'succeeded' && status !== 'loading') yield call(loadDetails, slug, slug, null, false);
}

/** Once every attribute (and colour, if any) is chosen, ask the backend for that combination. */
function* onOptionChosen(action: ReturnType<typeof optionChosen>) {
  const productId: Id = action.payload.productId;
  const state: RootState = yield select();
  const product = Object.values(state.product.details).map((d) => d.data).find((d) => d?.product.id === productId);
  if (!product) return;
  const form = state.product.forms[productId];
  const attributeIds = product.attributes.map((a) => String(a.id));
  const needsColour = (product.product.product_colors?.length ?? 0) > 0;
  if (!form || attributeIds.some((id) => form.values[id] === undefined) || (needsColour && form.colorId === '')) return;
  yield put(variantStockStarted(productId));
  try {
    const answer: Awaited<ReturnType<typeof findVariantStock>> = yield* callApi(findVariantStock, {
      productId, valueIds: attributeIds.map((id) => form.values[id]), colorId: form.colorId, trxId: selectCartTrxId(state),
    });
    yield put(variantStockLoaded({ productId, stock: answer.product_stock === '' ? null : answer.product_stock }));
  } catch (error) {
    yield put(variantStockFailed({ productId, error: error instanceof Error ? error.message : 'Failed' }));
    yield call(reportError, error);
  }
}

export function* watchProductDetails() { yield takeEvery(productDetailsRequested.type, onDetailsRequested); }
export function* watchProductModal() { yield takeEvery(productModalOpened.type, onModalOpened); }
export function* watchVariantChoice() { yield takeLatest(optionChosen.type, onOptionChosen); }
