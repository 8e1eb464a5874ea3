import { call, delay, put, takeLatest } from 'redux-saga/effects';
import { callApi } from '../../lib/saga/call-api';
import { reportError } from '../../lib/saga/report-error';
import { fetchSuggestions, type Suggestion } from './search-api';
import { MIN_SEARCH_LENGTH, searchTyped, suggestionsArrived, suggestionsFailed } from './search-slice';

/** How long typing must pause before the server is asked (the original asked on every keyup). */
export const SEARCH_DEBOUNCE_MS = 250;

function* lookUp(action: ReturnType<typeof searchTyped>) {
  const key = action.payload.trim();
  if (key.length < MIN_SEARCH_LENGTH) return;
  // takeLatest cancels this task when the shopper types on: during the pause nothing is sent, and
  // an answer still on its way is never put (the slice also drops any answer for another key).
  yield delay(SEARCH_DEBOUNCE_MS);
  try {
    const items: Suggestion[] = yield* callApi(fetchSuggestions, key);
    yield put(suggestionsArrived({ key, items }));
  } catch (error) {
    yield put(suggestionsFailed({ key }));
    // The list's status line says suggestions are unavailable; a toast per keystroke would be noise.
    yield call(reportError, error, { shownInline: true });
  }
}

function* watchSearchSuggestions() {
  yield takeLatest(searchTyped.type, lookUp);
}

export const searchSagas = { watchSearchSuggestions };
