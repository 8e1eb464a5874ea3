import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLeading } from 'redux-saga/effects';
import { hasFieldErrors, submitFailureFrom, type SubmitFailure } from '../../lib/forms/submit-failure';
import { isApiError } from '../../lib/http/api-error';
import { callApi } from '../../lib/saga/call-api';
import { reportError } from '../../lib/saga/report-error';
import { selectFrom } from '../../lib/saga/select-from';
import { selectLocale, selectTranslator } from '../i18n/i18n-selectors';
import { fetchContactPage, isThrottled, sendMessage, tooLongColumn, type ContactDetails, type ContactMessage } from './contact-api';
import {
  detailsFailed,
  detailsLoaded,
  detailsRequested,
  detailsStarted,
  messageFailed,
  messageRequested,
  messageSent,
  selectContact,
} from './contact-slice';

/** Once a visit, as the original (it reads the page only when the store has none). */
function* loadDetails() {
  if ((yield* selectFrom(selectContact)).detailsStatus === 'succeeded') return;
  yield put(detailsStarted());
  try {
    const locale = yield* selectFrom(selectLocale);
    const details: ContactDetails | null = yield* callApi(fetchContactPage, locale);
    yield put(detailsLoaded(details));
  } catch (error) {
    yield put(detailsFailed());
    // The screen says it in place and keeps the form usable.
    yield call(reportError, error, { shownInline: true });
  }
}

/**
 * One message at a time (takeLeading; the button is disabled too). Every failure is shown by the
 * form itself: a 422 on its fields; the original's "Data too long for column" database error on
 * the field it names; the reference server's 429, and anything else, in the form's alert.
 */
function* onMessage(action: PayloadAction<ContactMessage>) {
  try {
    yield* callApi(sendMessage, action.payload);
    yield put(messageSent());
  } catch (error) {
    const t = yield* selectFrom(selectTranslator);
    const column = tooLongColumn(error);
    let failure: SubmitFailure;
    if (column && column in action.payload) {
      failure = { message: t('contact_too_long'), fieldErrors: { [column]: [t('contact_too_long')] } };
    } else if (isThrottled(error)) {
      failure = { message: t('contact_too_many'), fieldErrors: {} };
    } else {
      failure = submitFailureFrom(error);
      if (!hasFieldErrors(failure)) {
        const kind = isApiError(error) ? error.kind : null;
        // A refusal with the backend's words is shown as sent; a raw database error is not for shoppers.
        const message =
          kind === 'business' && !/SQLSTATE/.test(failure.message)
            ? failure.message
            : kind === 'network'
              ? t('network_error')
              : t('contact_send_failed');
        failure = { message, fieldErrors: {} };
        // An ended session is the whole store's business (reportError announces it and resets the session).
        if (kind === 'session') yield call(reportError, error);
      }
    }
    yield put(messageFailed(failure));
  }
}

function* watchContact() {
  yield takeLeading(detailsRequested.type, loadDetails);
  yield takeLeading(messageRequested.type, onMessage);
}

export const contactSagas = { watchContact };
