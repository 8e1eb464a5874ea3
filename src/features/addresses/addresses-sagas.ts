import { call, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
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

/** Geography is cached per id: a list already loaded (or loading) is not asked for again. */
function* loadCountries() {
  const cached = yield* selectFrom(selectCountries);
  if (cached.status === 'loading' || cached.status === 'succeeded') return;
  yield put(countriesStarted());
  try {
    yield put(countriesLoaded(yield* callApi(fetchCountries)));
  } catch (error) {
    yield put(countriesFailed(errorMessage(error)));
    yield call(reportError, error, { titleKey: 'Error' });
  }
}

function* loadStates(action: ReturnType<typeof statesRequested>) {
  const countryId = action.payload;
  const cached = yield* selectFrom(selectStatesOf(countryId));
  if (cached.status === 'loading' || cached.status === 'succeeded') return;
  yield put(statesStarted(countryId));
  try {
    yield put(statesLoaded({ countryId, states: yield* callApi(fetchStates, countryId) }));
  } catch (error) {
    yield put(statesFailed({ countryId, error: errorMessage(error) }));
    yield call(reportError, error, { titleKey: 'Error' });
  }
}

function* loadCities(action: ReturnType<typeof citiesRequested>) {
  const stateId = action.payload;
  const cached = yield* selectFrom(selectCitiesOf(stateId));
  if (cached.status === 'loading' || cached.status === 'succeeded') return;
  yield put(citiesStarted(stateId));
  try {
    yield put(citiesLoaded({ stateId, cities: yield* callApi(fetchCities, stateId) }));
  } catch (error) {
    yield put(citiesFailed({ stateId, error: errorMessage(error) }));
    yield call(reportError, error, { titleKey: 'Error' });
  }
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
