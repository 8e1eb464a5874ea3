import type { Saga } from 'redux-saga';
import { call, delay, put, takeLatest } from 'redux-saga/effects';
import { idle } from '../../lib/dom/when-idle';
import { callApi } from '../../lib/saga/call-api';
import { createLock, type SagaLock } from '../../lib/saga/lock';
import { reportError } from '../../lib/saga/report-error';
import { selectFrom } from '../../lib/saga/select-from';
import { signInSucceeded } from '../session/session-slice';
import { runSingleFlightToggle, watchTogglesPerKey } from '../wishlist';
import { addToCompare, getCompareList, removeFromCompare, type CompareChange, type CompareItem } from './compare-api';
import {
  compareCountChanged,
  compareIdsWanted,
  compareListLoaded,
  compareRequestEnded,
  compareRequestStarted,
  compareToggled,
  compareToggleFailed,
  compareToggleSettled,
  selectCompareCount,
  selectCompareKnown,
  selectIsCompared,
} from './compare-slice';

/** The boot's read of the ids waits for the browser to be idle (at most this long), off the home's critical path. */
export const IDLE_TIMEOUT_MS = 2000;

/** Reads `home/compare-list` into the store; the ids of the answer. */
function* readCompareList() {
  const items: CompareItem[] = yield* callApi(getCompareList);
  yield put(compareListLoaded(items));
  return items.map((item) => Number(item.id));
}

/** Reads the ids unless known; quiet on failure (a toggle reads again when clicked). */
function* ensureIdsQuietly() {
  if (yield* selectFrom(selectCompareKnown)) return;
  try {
    yield call(readCompareList);
  } catch {
    // Background read: nothing the shopper asked for failed.
  }
}

/**
 * One product's compare button until it rests (the same single-flight rule as the heart). When
 * the ids are not known yet (the list was not read), they are read first, so the first click
 * never adds a product that is already there (a signed-in list keeps duplicates).
 */
export function* compareToggleWorker(productId: number, compared: boolean, lock: SagaLock) {
  yield put(compareRequestStarted(productId));
  try {
    let server = !compared;
    if (!(yield* selectFrom(selectCompareKnown))) {
      try {
        const ids: number[] = yield call(readCompareList);
        server = ids.includes(productId);
      } catch (error) {
        yield put(compareToggleFailed({ productId, compared: !compared }));
        yield call(reportError, error, { titleKey: 'Error' });
        return;
      }
    }
    const outcome = yield* runSingleFlightToggle<CompareChange>({
      server,
      wanted: selectIsCompared(productId),
      send: (want) => callApi(want ? addToCompare : removeFromCompare, productId),
      *onAnswer(answer) {
        yield put(compareCountChanged(answer.count));
      },
      lock,
    });
    if (outcome.error) {
      yield put(compareToggleFailed({ productId, compared: outcome.server }));
      yield call(reportError, outcome.error, { titleKey: 'Error' });
      return;
    }
    yield put(compareToggleSettled({ productId, compared: outcome.server }));
  } finally {
    yield put(compareRequestEnded(productId));
  }
}

function* watchCompareToggles() {
  const lock = createLock();
  yield* watchTogglesPerKey<ReturnType<typeof compareToggled>>(
    compareToggled.type,
    (action) => Number(action.payload.productId),
    function* (action) {
      yield call(compareToggleWorker, Number(action.payload.productId), action.payload.compared, lock);
    },
  );
}

/** At boot, a non-empty list is read once the page is idle, so the buttons show it. */
function* readCompareAtBoot() {
  if (!((yield* selectFrom(selectCompareCount)) > 0)) return;
  yield delay(0);
  yield call(idle, { timeoutMs: IDLE_TIMEOUT_MS });
  yield call(ensureIdsQuietly);
}

/** After sign-in the guest's list has merged into the account's: read it (when not empty). */
function* watchCompareIds() {
  yield takeLatest([signInSucceeded.type, compareIdsWanted.type], ensureIdsQuietly);
}

/** The toggles' watchers: they come with the first card's toggles (list-toggles-feature.ts). */
export const compareSagas: Record<string, Saga> = { watchCompareToggles, readCompareAtBoot, watchCompareIds };
