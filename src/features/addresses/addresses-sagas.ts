import type { Action } from '@reduxjs/toolkit';
import { call, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { RootState } from '../../app/store';
import type { Http } from '../../lib/http/client';
import { callApi } from '../../lib/saga/call-api';
import { reportError } from '../../lib/saga/report-error';
import { selectFrom } from '../../lib/saga/select-from';
import { noticeRequested } from '../../lib/notices/notice-actions';
import { hasFieldErrors, submitFailureFrom } from '../../lib/forms/submit-failure';
import { errorMessage } from '../../lib/remote';
import { selectTranslator } from '../i18n/i18n-selectors';
import { userReplaced } from '../session/session-slice';
import { deleteAddress, fetchAddresses, fetchCities, fetchCountries, fetchStates, makeDefaultAddress, saveAddress } from './addresses-api';
import { selectCitiesOf, selectCountries, selectStatesOf } from './addresses-selectors';
import {
  addressDeleteRequested,
  addressesFailed,
  addressesLoaded,
  addressesRequested,
  addressSaveFailed,
  addressSaveRequested,
  addressSaveSucceeded,
  cardActionFinished,
  citiesFailed,
  citiesLoaded,
  citiesRequested,
  citiesStarted,
  countriesFailed,
  countriesLoaded,
  countriesRequested,
  countriesStarted,
  defaultAddressRequested,
  statesFailed,
  statesLoaded,
  statesRequested,
  statesStarted,
} from './addresses-slice';

/** A success notice titled "Success", as the original's toastr. */
function* success(message: string | undefined) {
  if (!message) return;
  const t = yield* selectFrom(selectTranslator);
  yield put(noticeRequested({ type: 'success', title: t('Success'), message }));
}

function* loadAddresses() {
  try {
    const answer = yield* callApi(fetchAddresses);
    yield put(addressesLoaded(answer.addresses));
  } catch (error) {
    yield put(addressesFailed(errorMessage(error)));
    // The screen shows the failure with "try again"; only an ended session is announced.
    yield call(reportError, error, { shownInline: true });
  }
}

interface CacheActions<T> {
  started: () => Action;
  loaded: (data: T) => Action;
  failed: (error: string) => Action;
}

/** Geography is cached per id: a list already loaded (or loading) is not asked for again. */
function* loadOnce<Args extends unknown[], T>(
  cached: (state: RootState) => { status: string },
  actions: CacheActions<T>,
  fetch: (http: Http, ...args: Args) => Promise<T>,
  ...args: Args
) {
  const { status } = yield* selectFrom(cached);
  if (status === 'loading' || status === 'succeeded') return;
  yield put(actions.started());
  try {
    yield put(actions.loaded(yield* callApi(fetch, ...args)));
  } catch (error) {
    yield put(actions.failed(errorMessage(error)));
    yield call(reportError, error, { titleKey: 'Error' });
  }
}

function* loadCountries() {
  yield* loadOnce(selectCountries, { started: countriesStarted, loaded: countriesLoaded, failed: countriesFailed }, fetchCountries);
}

function* loadStates({ payload: countryId }: ReturnType<typeof statesRequested>) {
  yield* loadOnce(
    selectStatesOf(countryId),
    {
      started: () => statesStarted(countryId),
      loaded: (states) => statesLoaded({ countryId, states }),
      failed: (error) => statesFailed({ countryId, error }),
    },
    fetchStates,
    countryId,
  );
}

function* loadCities({ payload: stateId }: ReturnType<typeof citiesRequested>) {
  yield* loadOnce(
    selectCitiesOf(stateId),
    {
      started: () => citiesStarted(stateId),
      loaded: (cities) => citiesLoaded({ stateId, cities }),
      failed: (error) => citiesFailed({ stateId, error }),
    },
    fetchCities,
    stateId,
  );
}

/**
 * Create or update. The answer's `address` is the literal "Address Added", never the address: the
 * book is fetched again, as the original does.
 */
function* onSave(action: ReturnType<typeof addressSaveRequested>) {
  try {
    const answer = yield* callApi(saveAddress, action.payload);
    yield put(addressSaveSucceeded());
    yield* success(answer.success);
    yield put(addressesRequested());
  } catch (error) {
    const failure = submitFailureFrom(error);
    yield put(addressSaveFailed(failure));
    // A 422's messages are the form's to show; the rest is a toast titled "Error".
    if (!hasFieldErrors(failure)) yield call(reportError, error, { titleKey: 'Error' });
  }
}

/** The answer's `user` replaces the session user (its shipping_address / billing_address change). */
function* onMakeDefault(action: ReturnType<typeof defaultAddressRequested>) {
  const { type, id, key } = action.payload;
  try {
    const answer = yield* callApi(makeDefaultAddress, type, id);
    yield put(userReplaced(answer.user));
    yield* success(answer.success);
    yield put(addressesRequested());
  } catch (error) {
    yield call(reportError, error, { titleKey: 'Error' });
  } finally {
    yield put(cardActionFinished(key));
  }
}

function* onDelete(action: ReturnType<typeof addressDeleteRequested>) {
  const { id, key } = action.payload;
  try {
    const answer = yield* callApi(deleteAddress, id);
    yield* success(answer.success);
    yield put(addressesRequested());
  } catch (error) {
    yield call(reportError, error, { titleKey: 'Error' });
  } finally {
    yield put(cardActionFinished(key));
  }
}

function* watchAddresses() {
  yield takeLatest(addressesRequested.type, loadAddresses);
}
function* watchGeography() {
  yield takeEvery(countriesRequested.type, loadCountries);
  yield takeEvery(statesRequested.type, loadStates);
  yield takeEvery(citiesRequested.type, loadCities);
}
/** takeLeading: a second submit (or click) while one is under way is dropped, so it is sent once. */
function* watchSave() {
  yield takeLeading(addressSaveRequested.type, onSave);
}
function* watchCardActions() {
  yield takeLeading(defaultAddressRequested.type, onMakeDefault);
  yield takeLeading(addressDeleteRequested.type, onDelete);
}

export const addressesSagas = { watchAddresses, watchGeography, watchSave, watchCardActions };
