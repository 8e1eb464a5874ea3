import { call, put, takeLeading } from 'redux-saga/effects';
import { callApi } from '../../lib/saga/call-api';
import { reportError } from '../../lib/saga/report-error';
import { selectFrom } from '../../lib/saga/select-from';
import { isApiError } from '../../lib/http/api-error';
import { noticeRequested } from '../../lib/notices/notice-actions';
import { hasFieldErrors, submitFailureFrom } from '../../lib/forms/submit-failure';
import { selectTranslator } from '../i18n/i18n-selectors';
import { signInSucceeded } from '../session/session-slice';
import { getOtp, login, submitOtp, type LoginAnswer } from './auth-api';
import { loginFailed, loginRequested, loginSucceeded, otpSent } from './auth-slice';
import { selectOtpOff } from './auth-selectors';

/** A 429's own message when the backend sent one (Laravel: "Too Many Attempts."), else ours. */
function rateLimitMessage(error: unknown, fallback: string): string | null {
  if (!isApiError(error) || error.status !== 429) return null;
  const own = error.kind === 'http' && !/^Request failed \(/.test(error.message) && !/trouble/.test(error.message);
  return own ? error.message : fallback;
}

function* failWith(error: unknown) {
  const t = yield* selectFrom(selectTranslator);
  const failure = submitFailureFrom(error);
  yield put(loginFailed(failure));
  const limited = rateLimitMessage(error, t('login_too_many_attempts'));
  if (limited) yield put(noticeRequested({ type: 'error', title: t('Error'), message: limited }));
  // A 422's messages are the form's to show; the rest is a toast titled "Error", as the original's toastr.
  else if (!hasFieldErrors(failure)) yield call(reportError, error, { titleKey: 'Error' });
}

function* signedIn(answer: LoginAnswer) {
  const t = yield* selectFrom(selectTranslator);
  if (answer.captcha !== undefined || !answer.user) {
    // The original ignores `{captcha}` (its spinner just stops); say what happened instead.
    const message = t('login_captcha_required');
    yield put(loginFailed({ message, fieldErrors: {} }));
    yield put(noticeRequested({ type: 'error', title: t('Error'), message }));
    return;
  }
  yield put(loginSucceeded());
  // Replaces user, cart lines, wishlist and compare counts; the session saga goes to the
  // remembered route or the dashboard, live notifications reconnect on it.
  yield put(signInSucceeded({ user: answer.user, wishlists: answer.wishlists, compare_list: answer.compare_list, carts: answer.carts }));
}

function* onLogin(action: ReturnType<typeof loginRequested>) {
  const request = action.payload;
  try {
    if (request.via === 'email') {
      const body = { email: request.email, password: request.password, remember: request.remember ? 1 : 0 } as const;
      yield* signedIn(yield* callApi(login, body));
    } else if (request.via === 'otp') {
      yield* signedIn(yield* callApi(submitOtp, request.phone, request.otp));
    } else {
      // The shop may switch the code off (settings.disable_otp): the phone alone signs in.
      if (yield* selectFrom(selectOtpOff)) yield* signedIn(yield* callApi(login, { phone: request.phone, otp: '' }));
      else {
        yield* callApi(getOtp, request.phone);
        yield put(otpSent());
      }
    }
  } catch (error) {
    yield* failWith(error);
  }
}

/** takeLeading: a second submit while one is under way is dropped, so a double submit sends once. */
function* watchLogin() {
  yield takeLeading(loginRequested.type, onLogin);
}

export const authSagas = { watchLogin };
