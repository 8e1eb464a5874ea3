import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { callApi } from '../../lib/saga/call-api';
import { reportError } from '../../lib/saga/report-error';
import { selectFrom } from '../../lib/saga/select-from';
import { errorMessage } from '../../lib/remote';
import type { Id } from '../../types/common';
import { selectCartTrxId } from '../cart/cart-selectors';
import { screenDataArrived, viewedProductsSucceeded } from '../shell/shell-slice';
import type { ViewedProduct } from '../../types/catalogue';
import { isOn } from '../shop/shop-selectors';
import { findAllowedValues, findVariantStock, getProductDetails, recordProductView, type ProductDetailsAnswer } from './product-api';
import { earlierChoiceKey, hasColours, optionGroups, preselectionFor } from './product-options';
import { selectAllowedValues, selectDetailsOfProduct, selectOptionForm, selectProductDetails } from './product-selectors';
import {
  allowedValuesArrived,
  optionChosen,
  productDetailsFailed,
  productDetailsRequested,
  productDetailsStarted,
  productDetailsSucceeded,
  productModalDetailsRequested,
  variantPreselected,
  variantStockFailed,
  variantStockStarted,
  variantStockSucceeded,
} from './product-slice';

function* loadDetails(slug: string, countView: boolean, referralCode: string | null = null) {
  yield put(productDetailsStarted(slug));
  try {
    const trxId = yield* selectFrom(selectCartTrxId);
    const answer: ProductDetailsAnswer = yield* callApi(getProductDetails, slug, trxId, referralCode);
    yield put(productDetailsSucceeded({ key: slug, answer }));
    yield put(screenDataArrived());
  } catch (error) {
    yield put(productDetailsFailed({ key: slug, error: errorMessage(error) }));
    yield call(reportError, error, { shownInline: true });
    return;
  }
  if (countView) {
    try {
      const viewed: ViewedProduct[] | null = yield* callApi(recordProductView, slug);
      if (viewed) yield put(viewedProductsSucceeded(viewed));
    } catch {
      // Product-view failures are ignored.
    }
  }
}

function* onDetailsRequested(action: ReturnType<typeof productDetailsRequested>) {
  const { slug, variantSlug, referralCode = null } = action.payload;
  // A repeated request while the first is on its way (a double effect, a double click) is one visit.
  if ((yield* selectFrom(selectProductDetails(slug))).status === 'loading') return;
  yield call(loadDetails, slug, true, referralCode);
  if (!variantSlug) return;
  const answer = (yield* selectFrom(selectProductDetails(slug))).data;
  const choice = answer && preselectionFor(answer, variantSlug);
  if (answer && choice) yield put(variantPreselected({ productId: answer.product.id, ...choice }));
}

/** The modal reuses cached details; it does not count as a page view. */
function* onModalDetailsRequested(action: ReturnType<typeof productModalDetailsRequested>) {
  const { slug } = action.payload;
  const { status } = yield* selectFrom(selectProductDetails(slug));
  if (status !== 'succeeded' && status !== 'loading') yield call(loadDetails, slug, false);
}

/** Once every attribute (and the colour, if any) is chosen, ask the backend for that combination. */
function* onOptionChosen(action: ReturnType<typeof optionChosen> | ReturnType<typeof variantPreselected>) {
  const productId: Id = action.payload.productId;
  const answer = yield* selectFrom(selectDetailsOfProduct(productId));
  if (!answer) return;
  const form = yield* selectFrom(selectOptionForm(productId));
  const groups = optionGroups(answer);
  if (groups.some((g) => form.values[g.id] === undefined) || (hasColours(answer.product) && form.colorId === '')) return;
  yield put(variantStockStarted(productId));
  try {
    const result: Awaited<ReturnType<typeof findVariantStock>> = yield* callApi(findVariantStock, {
      productId,
      colorId: form.colorId,
      values: Object.fromEntries(groups.map((g) => [g.id, form.values[g.id]])),
      selected: form.selected,
      trxId: yield* selectFrom(selectCartTrxId),
    });
    yield put(
      variantStockSucceeded({ productId, stock: result.product_stock === '' || !result.product_stock ? null : result.product_stock }),
    );
  } catch (error) {
    yield put(variantStockFailed({ productId, error: errorMessage(error) }));
    yield call(reportError, error);
  }
}

/**
 * Once the options before the last are chosen (at load when there is one option only), find/variants
 * says which of the last option's values are in stock; asked again when those choices change. A
 * failure disables nothing: the chosen combination's own check still says when it is out of stock.
 */
function* onChoiceForAllowed(
  action: ReturnType<typeof optionChosen> | ReturnType<typeof variantPreselected> | ReturnType<typeof productDetailsSucceeded>,
) {
  const productId: Id = 'answer' in action.payload ? action.payload.answer.product.id : action.payload.productId;
  const answer = yield* selectFrom(selectDetailsOfProduct(productId));
  if (!answer || !isOn(answer.product.has_variant)) return;
  const groups = optionGroups(answer);
  const form = yield* selectFrom(selectOptionForm(productId));
  const colours = hasColours(answer.product);
  const key = earlierChoiceKey(groups, form, colours);
  if (key === null || (yield* selectFrom(selectAllowedValues(productId)))?.for === key) return;
  try {
    const ids: number[] = yield* callApi(findAllowedValues, {
      productId,
      colorId: colours ? form.colorId : '',
      values: Object.fromEntries(groups.slice(0, -1).map((g) => [g.id, form.values[g.id]])),
    });
    yield put(allowedValuesArrived({ productId, for: key, ids }));
  } catch {
    // Nothing is disabled then.
  }
}

function* watchProductDetails() {
  yield takeEvery(productDetailsRequested.type, onDetailsRequested);
}
function* watchProductModal() {
  yield takeEvery(productModalDetailsRequested.type, onModalDetailsRequested);
}
function* watchVariantChoice() {
  yield takeLatest([optionChosen.type, variantPreselected.type], onOptionChosen);
}

function* watchAllowedValues() {
  yield takeLatest([optionChosen.type, variantPreselected.type, productDetailsSucceeded.type], onChoiceForAllowed);
}

export const productSagas = { watchProductDetails, watchProductModal, watchVariantChoice, watchAllowedValues };
