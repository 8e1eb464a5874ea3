import { call, delay, fork, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { callApi } from '../../lib/saga/call-api';
import { reportError } from '../../lib/saga/report-error';
import { noticeRequested } from '../../lib/notices/notice-actions';
import { hasFieldErrors, submitFailureFrom } from '../../lib/forms/submit-failure';
import type { TextKey } from '../../lib/i18n/text-catalog';
import { selectFrom } from '../../lib/saga/select-from';
import { selectTranslator } from '../i18n/i18n-selectors';
import { focusMain, reportPageView, revealWidgetTop, setDocumentTitle } from '../../lib/dom/page-effects';
import { DEMO_COLOURS_KEY, POPUP_FLAG_KEY, readItem, writeItem } from '../../lib/storage/local-flags';
import type { RootState } from '../../app/store';
import { ctx } from '../../app/saga-context';
import { getViewedProducts, subscribeNewsletter } from './shell-api';
import { currencyChangeRequested } from '../shop/shop-slice';
import { isOn, selectSettings } from '../shop/shop-selectors';
import {
  coloursApplied,
  coloursChangeRequested,
  popupClosed,
  popupDismissed,
  popupDontShowAgainToggled,
  popupShown,
  routeChanged,
  shellMounted,
  subscribeFailed,
  subscribeRequested,
  subscribeSucceeded,
  viewedProductsSucceeded,
  type DemoColours,
} from './shell-slice';

/** Pop-up, currency and viewed-products set-up run 10 s after the shell mounts. */
export const SETUP_DELAY_MS = 10_000;

function* onRouteChanged(action: ReturnType<typeof routeChanged>) {
  const { pathname, search, titleKey, moves } = action.payload;
  const t = yield* selectFrom(selectTranslator);
  const systemName: unknown = (yield* selectFrom(selectSettings)).system_name;
  const title = titleKey ? t(titleKey as TextKey) : '';
  const fullTitle = [title, typeof systemName === 'string' ? systemName : ''].filter(Boolean).join(' | ');
  if (fullTitle) yield call(setDocumentTitle, fullTitle);
  const root = yield* ctx('root');
  if (moves.reveal) yield call(revealWidgetTop, root);
  if (moves.focus) yield call(focusMain, root);
  yield call(reportPageView, `${pathname}${search}`, fullTitle);
}

/**
 * The 10 s re-sync of the active currency (its rate may have changed since the page was made).
 * As in the original, shops with the ishopet add-on skip it: their geo currency has no code to
 * sync (and get/geolocale has no working action in 1.6.7).
 */
function* syncCurrency() {
  const state: RootState = yield select();
  const code = state.shop.activeCurrency.code;
  if (state.shop.addOns.includes('ishopet') || !code) return;
  yield put(currencyChangeRequested({ code, silent: true }));
}

function* loadViewedProducts() {
  try {
    const { viewed_products }: Awaited<ReturnType<typeof getViewedProducts>> = yield* callApi(getViewedProducts);
    yield put(viewedProductsSucceeded(Array.isArray(viewed_products) ? viewed_products : []));
  } catch (error) {
    yield call(reportError, error);
  }
}

/** Shown on home for `home_page`, everywhere for `all_page`; never after dismissal or when off. */
export function popupAllowed(state: RootState, dismissed: boolean): boolean {
  const { settings } = state.shop;
  if (dismissed || !isOn(settings.site_popup_status)) return false;
  if (settings.popup_show_in === 'all_page') return true;
  return settings.popup_show_in === 'home_page' && state.shell.isHome;
}

function* maybeShowPopup() {
  const state: RootState = yield select();
  const dismissed = readItem(POPUP_FLAG_KEY) !== null;
  if (popupAllowed(state, dismissed)) yield put(popupShown());
}

function* delayedSetup() {
  yield delay(SETUP_DELAY_MS);
  yield fork(syncCurrency);
  yield fork(loadViewedProducts);
  yield fork(maybeShowPopup);
}

function* onDontShowAgain(action: ReturnType<typeof popupDontShowAgainToggled>) {
  yield call(writeItem, POPUP_FLAG_KEY, action.payload ? '1' : null);
}

function* onPopupDismissed(action: ReturnType<typeof popupDismissed>) {
  if (action.payload.dontShowAgain) yield call(writeItem, POPUP_FLAG_KEY, '1');
  yield put(popupClosed());
}

function* onSubscribe(action: ReturnType<typeof subscribeRequested>) {
  try {
    const answer: Awaited<ReturnType<typeof subscribeNewsletter>> = yield* callApi(subscribeNewsletter, action.payload.email);
    const t = yield* selectFrom(selectTranslator);
    yield put(subscribeSucceeded());
    yield put(noticeRequested({ type: 'success', title: t('Success'), message: answer.success ?? t('Success') }));
    yield put(popupClosed());
  } catch (error) {
    const failure = submitFailureFrom(error);
    yield put(subscribeFailed(failure));
    // A 422's field messages show on the pop-up's field; anything else is a toast.
    if (!hasFieldErrors(failure)) yield call(reportError, error);
  }
}

function parseColours(raw: string | null): DemoColours | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<DemoColours>;
    const hex = /^#[0-9a-f]{6}$/i;
    return hex.test(value.primary ?? '') && hex.test(value.menuBackground ?? '') && hex.test(value.menuText ?? '')
      ? (value as DemoColours)
      : null;
  } catch {
    return null;
  }
}

/** Demo mode: colours chosen in the switcher survive reloads (local storage, not secret). */
function* restoreColours() {
  const demo: unknown = (yield* selectFrom(selectSettings)).demo_mode;
  if (!isOn(demo)) return;
  const saved = parseColours(readItem(DEMO_COLOURS_KEY));
  if (saved) yield put(coloursApplied(saved));
}

function* onColoursChange(action: ReturnType<typeof coloursChangeRequested>) {
  yield call(writeItem, DEMO_COLOURS_KEY, action.payload ? JSON.stringify(action.payload) : null);
  yield put(coloursApplied(action.payload));
}

function* onShellMounted() {
  yield fork(restoreColours);
  yield fork(delayedSetup);
}

function* watchRouteChanges() {
  yield takeLatest(routeChanged.type, onRouteChanged);
}
function* watchShellMounted() {
  yield takeLatest(shellMounted.type, onShellMounted);
}
function* watchPopup() {
  yield takeEvery(popupDontShowAgainToggled.type, onDontShowAgain);
  yield takeEvery(popupDismissed.type, onPopupDismissed);
}
function* watchSubscribe() {
  yield takeLatest(subscribeRequested.type, onSubscribe);
}
function* watchColours() {
  yield takeLatest(coloursChangeRequested.type, onColoursChange);
}

export const shellSagas = { watchRouteChanges, watchShellMounted, watchPopup, watchSubscribe, watchColours };
