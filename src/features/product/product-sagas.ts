import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { callApi } from '../../lib/saga/call-api';
import { reportError } from '../../lib/saga/report-error';
import type { RootState } from '../../app/store';
import type { Id } from '../../types/entities';
import { selectCartTrxId } from '../cart/cart-selectors';
import { screenDataArrived } from '../shell/shell-slice';
import { findVariantStock, getProductDetails, recordProductView, type ProductDetailsAnswer } from './product-api';
import { hasColours, optionGroups, preselectionFor } from './product-options';
import {
  optionChosen, productDetailsFailed, productDetailsLoaded, productDetailsRequested, productDetailsStarted, productModalOpened,
  variantPreselected, variantStockFailed, variantStockLoaded, variantStockStarted,
} from './product-slice';

function* loadDetails(slug: string, countView: boolean) {
  yield put(productDetailsStarted(slug));
  try {
    const trxId: string = yield select(selectCartTrxId);
    const answer: ProductDetailsAnswer = yield* callApi(getProductDetails, slug, trxId);
    yield put(productDetailsLoaded({ key: slug, answer }));
    yield put(screenDataArrived());
  } catch (error) {
    yield put(productDetailsFailed({ key: slug, error: error instanceof Error ? error.message : 'Failed' }));
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
  const { slug, variantSlug } = action.payload;
  // A repeated request while the first is on its way (a double effect, a double click) is one visit.
  const status: string | undefined = yield select((state: RootState) => state.product.details[slug]?.status);
  if (status === 'loading') return;
  yield call(loadDetails, slug, true);
  if (!variantSlug) return;
  const answer: ProductDetailsAnswer | undefined = yield select((state: RootState) => state.product.details[slug]?.data);
  const choice = answer && preselectionFor(answer, variantSlug);
  if (answer && choice) yield put(variantPreselected({ productId: answer.product.id, ...choice }));
}

/** The modal reuses cached details; it does not count as a page view. */
function* onModalOpened(action: ReturnType<typeof productModalOpened>) {
  const { slug } = action.payload;
  const status: string | undefined = yield select((state: RootState) => state.product.details[slug]?.status);
  if (status !== 'succeeded' && status !== 'loading') yield call(loadDetails, slug, false);
}

/** Once every attribute (and the colour, if any) is chosen, ask the backend for that combination. */
function* onOptionChosen(action: ReturnType<typeof optionChosen> | ReturnType<typeof variantPreselected>) {
  const productId: Id = action.payload.productId;
  const state: RootState = yield select();
  const answer = Object.values(state.product.details).map((d) => d.data).find((d) => d?.product.id === productId);
  if (!answer) return;
  const form = state.product.forms[productId];
  const groups = optionGroups(answer);
  if (!form || groups.some((g) => form.values[g.id] === undefined) || (hasColours(answer.product) && form.colorId === '')) return;
  yield put(variantStockStarted(productId));
  try {
    const result: Awaited<ReturnType<typeof findVariantStock>> = yield* callApi(findVariantStock, {
      productId,
      colorId: form.colorId,
      values: Object.fromEntries(groups.map((g) => [g.id, form.values[g.id]])),
      selected: form.selected,
      trxId: selectCartTrxId(state),
    });
    yield put(variantStockLoaded({ productId, stock: result.product_stock === '' || !result.product_stock ? null : result.product_stock }));
  } catch (error) {
    yield put(variantStockFailed({ productId, error: error instanceof Error ? error.message : 'Failed' }));
    yield call(reportError, error);
  }
}

export function* watchProductDetails() { yield takeEvery(productDetailsRequested.type, onDetailsRequested); }
export function* watchProductModal() { yield takeEvery(productModalOpened.type, onModalOpened); }
export function* watchVariantChoice() { yield takeLatest([optionChosen.type, variantPreselected.type], onOptionChosen); }
