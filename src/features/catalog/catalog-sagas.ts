import { call, delay, put, race, take, takeLeading } from 'redux-saga/effects';
import { idle } from '../../lib/dom/when-idle';
import { callApi } from '../../lib/saga/call-api';
import { reportError } from '../../lib/saga/report-error';
import { selectFrom } from '../../lib/saga/select-from';
import { isPhoneWidth } from '../shell';
import { selectBusy } from '../shell/shell-selectors';
import { categoryPanelToggled, screenDataArrived, shellMounted } from '../shell/shell-slice';
import { menuCategoriesSucceeded } from '../shop/shop-slice';
import { selectCategories, selectHomeComponents } from '../shop/shop-selectors';
import { getHomePage, getSidebarCategories } from './catalog-api';
import { selectHome } from './catalog-selectors';
import { homeSectionsFailed, homeSectionsRequested, homeSectionsStarted, homeSectionsSucceeded } from './home-slice';

function* loadHomeSections() {
  const { nextPage, hasMore, status } = yield* selectFrom(selectHome);
  if (!hasMore || status === 'loading') return;
  yield put(homeSectionsStarted());
  try {
    const page: Awaited<ReturnType<typeof getHomePage>> = yield* callApi(getHomePage, nextPage);
    const configured = (yield* selectFrom(selectHomeComponents)).length;
    // Page 1 holds setting indexes 0–3, page n indexes 3n−2…3n, so the last index N−1 arrives on
    // page ceil((N−1)/3). Without the shell's list, trust has_more_data up to a generous cap.
    const maxPages = configured > 0 ? Math.max(1, Math.ceil((configured - 1) / 3)) : 20;
    yield put(homeSectionsSucceeded({ ...page, maxPages }));
    yield put(screenDataArrived());
  } catch (error) {
    yield put(homeSectionsFailed());
    yield call(reportError, error, { shownInline: true });
  }
}

/** How long a phone waits for the first screen's requests before it reads the menu anyway. */
const MENU_WAIT_MS = 3000;

/**
 * On a phone the categories live in the closed drawer: they are read when it opens, or once the
 * first screen's requests are done and the page is idle, so they do not compete with that screen.
 */
function* untilPhoneMenuMatters() {
  if (!isPhoneWidth()) return;
  yield race({
    opened: take(categoryPanelToggled.type),
    settled: call(function* () {
      const deadline = Date.now() + MENU_WAIT_MS;
      // A tick first: the screen mounting beside the shell asks for its data in the same commit.
      yield delay(0);
      while ((yield* selectFrom(selectBusy)) && Date.now() < deadline) yield delay(100);
      yield call(idle, { delayMs: 300 });
    }),
  });
}

/** The menu: the page's categories when it sends some, else sidebar/categories. A failure leaves the menu's fixed links. */
function* loadMenuCategories() {
  const known = (yield* selectFrom(selectCategories)).length;
  if (known > 0) return;
  yield call(untilPhoneMenuMatters);
  try {
    const categories: Awaited<ReturnType<typeof getSidebarCategories>> = yield* callApi(getSidebarCategories);
    yield put(menuCategoriesSucceeded(categories));
  } catch (error) {
    yield call(reportError, error, { shownInline: true });
  }
}

function* watchMenuCategories() {
  yield takeLeading(shellMounted.type, loadMenuCategories);
}
function* watchHomeSections() {
  yield takeLeading(homeSectionsRequested.type, loadHomeSections);
}

/** The catalogue's eager watchers (home and the menu); the listing's arrive with it (listing-feature.ts). */
export const catalogSagas = { watchMenuCategories, watchHomeSections };
