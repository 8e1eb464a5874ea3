import type { PayloadActionCreator } from '@reduxjs/toolkit';
import { call, put, takeLeading } from 'redux-saga/effects';
import { ctx } from '../../app/saga-context';
import { paths } from '../../lib/links/paths';
import { callApi } from '../../lib/saga/call-api';
import { reportError } from '../../lib/saga/report-error';
import { selectFrom } from '../../lib/saga/select-from';
import { ApiError, isApiError } from '../../lib/http/api-error';
import { reloadPageToken } from '../../lib/http/page-token';
import { noticeRequested } from '../../lib/notices/notice-actions';
import { hasFieldErrors, submitFailureFrom, type SubmitFailure } from '../../lib/forms/submit-failure';
import { selectTranslator } from '../i18n/i18n-selectors';
import { logoutSucceeded, signInSucceeded } from '../session/session-slice';
import {
  createNewPassword,
  getOtp,
  login,
  register,
  registerByPhone,
  resetPassword,
  sellerRegister,
  submitOtp,
  type LoginAnswer,
  type RegisterAnswer,
} from './auth-api';
import {
  loginFailed,
  loginRequested,
  loginSucceeded,
  newPasswordFailed,
  newPasswordLinkExpired,
  newPasswordRequested,
  newPasswordSucceeded,
  otpSent,
  registerFailed,
  registerOtpSent,
  registerRequested,
  registerSucceeded,
  resetFailed,
  resetRequested,
  resetSucceeded,
  sellerRegisterFailed,
  sellerRegisterRequested,
  sellerRegisterSucceeded,
} from './auth-slice';
import { selectOtpOff, selectRecaptcha } from './auth-selectors';

/** A 429's own message when the backend sent one (Laravel: "Too Many Attempts."), else ours. */
function rateLimitMessage(error: unknown, fallback: string): string | null {
  if (!isApiError(error) || error.status !== 429) return null;
  const own = error.kind === 'http' && !/^Request failed \(/.test(error.message) && !/trouble/.test(error.message);
  return own ? error.message : fallback;
}

/**
 * Ends a form's request: the failure goes to its slice (a 422 lands on the fields), and anything
 * that is not a field message becomes a toast titled "Error", as the original's toastr.
 */
function* failWith(error: unknown, failed: PayloadActionCreator<SubmitFailure> = loginFailed) {
  const t = yield* selectFrom(selectTranslator);
  const failure = submitFailureFrom(error);
  yield put(failed(failure));
  const limited = rateLimitMessage(error, t('login_too_many_attempts'));
  if (limited) yield put(noticeRequested({ type: 'error', title: t('Error'), message: limited }));
  else if (!hasFieldErrors(failure)) yield call(reportError, error, { titleKey: 'Error' });
}

/** A success answer must carry its message; anything else is an answer the widget cannot read. */
function successText(answer: { success?: unknown } | null | undefined): string {
  if (answer && typeof answer.success === 'string' && answer.success) return answer.success;
  throw new ApiError('malformed', 'The server sent an answer the store could not read.');
}

function* toastSuccess(message: string) {
  const t = yield* selectFrom(selectTranslator);
  yield put(noticeRequested({ type: 'success', title: t('Success'), message }));
}

function* signedIn(answer: LoginAnswer) {
  const t = yield* selectFrom(selectTranslator);
  if (answer.captcha !== undefined || !answer.user) {
    // The original ignores `{captcha}` (its spinner just stops); say what happened instead: tick
    // the box again, or, when this page showed no box (the shop turned it on since), that it cannot.
    const message = (yield* selectFrom(selectRecaptcha)).on ? t('verify_google_recaptcha') : t('login_captcha_required');
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
      const body = {
        email: request.email,
        password: request.password,
        remember: request.remember ? 1 : 0,
        captcha: request.captcha,
      } as const;
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

/**
 * test/contract/session/register.json, as register.vue: toast `success`; type 1 (a phone sign-up) signs the new user
 * in with `auth_user` (the session saga then goes to the dashboard), type 0 goes to login, where the
 * shopper signs in once the mailed link has activated the account.
 */
function* registered(answer: RegisterAnswer) {
  const message = successText(answer);
  yield put(registerSucceeded());
  yield* toastSuccess(message);
  if (answer.type === 1 && answer.auth_user) {
    yield put(signInSucceeded({ user: answer.auth_user }));
    return;
  }
  const navigate = yield* ctx('navigate');
  yield call(navigate, paths.login());
}

function* onRegister(action: ReturnType<typeof registerRequested>) {
  const request = action.payload;
  const names = {
    first_name: request.first_name,
    last_name: request.last_name,
    ...(request.referral_code ? { referral_code: request.referral_code } : {}),
  };
  try {
    if (request.via === 'email') {
      const { email, password, password_confirmation } = request;
      yield* registered(yield* callApi(register, { ...names, email, password, password_confirmation }));
    } else if (request.via === 'otp') {
      yield* registered(yield* callApi(register, { ...names, phone: request.phone, otp: request.otp }));
    } else if (yield* selectFrom(selectOtpOff)) {
      // register.vue with settings.disable_otp: no code is asked for; the backend decides
      // (it needs disable_otp_verification, else "Verification Code Needed To Verify").
      yield* registered(yield* callApi(register, { ...names, phone: request.phone, otp: '' }));
    } else {
      const answer = yield* callApi(registerByPhone, {
        first_name: request.first_name,
        last_name: request.last_name,
        phone: request.phone,
      });
      yield put(registerOtpSent());
      if (answer && typeof answer.data === 'string' && answer.data) yield* toastSuccess(answer.data);
    }
  } catch (error) {
    yield* failWith(error, registerFailed);
  }
}

/** forgot-password.vue: toast `success` and clear the e-mail; the confirmation also stays under the form. */
function* onReset(action: ReturnType<typeof resetRequested>) {
  try {
    const message = successText(yield* callApi(resetPassword, action.payload.email));
    yield put(resetSucceeded(message));
    yield* toastSuccess(message);
  } catch (error) {
    yield* failWith(error, resetFailed);
  }
}

/**
 * The backend answers an unknown, used or expired code with a redirect to its login page, which
 * the HTTP client reports as an ended session (kind `session`, not the CSRF 419 or a 401). The
 * original SPA shows nothing then; here the screen says the link is no good and offers a new one.
 */
const isRefusedCode = (error: unknown) => isApiError(error) && error.kind === 'session' && error.status !== 419 && error.status !== 401;

function* onNewPassword(action: ReturnType<typeof newPasswordRequested>) {
  const { email, code, newPassword, confirmPassword } = action.payload;
  try {
    const message = successText(yield* callApi(createNewPassword, { email, resetCode: code, newPassword, confirmPassword }));
    yield put(newPasswordSucceeded());
    yield* toastSuccess(message);
    const navigate = yield* ctx('navigate');
    yield call(navigate, paths.login());
  } catch (error) {
    if (isRefusedCode(error)) {
      const t = yield* selectFrom(selectTranslator);
      yield put(newPasswordLinkExpired({ message: t('reset_link_expired'), fieldErrors: {} }));
    } else {
      yield* failWith(error, newPasswordFailed);
    }
  }
}

/**
 * test/contract/session/seller-register.json. The backend logged out and flushed the session, so the page token is stale and
 * the answer brings no new one (the original SPA leaned on Laravel's XSRF-TOKEN cookie): the new
 * token is read from the host page before anything else is sent. The flushed session also took the
 * guest's cart and compare list, so the widget forgets them as after a logout. Then, as
 * seller_register.vue: toast `success`, go to login; `migrate_msg` (approval pending) follows as a
 * notice and stays in the slice for the login page's SignupNote.
 */
function* onSellerRegister(action: ReturnType<typeof sellerRegisterRequested>) {
  try {
    const answer = yield* callApi(sellerRegister, { ...action.payload, user_type: 'seller' });
    const message = successText(answer);
    const http = yield* ctx('http');
    const token = yield* ctx('token');
    yield call(reloadPageToken, http.defaults.baseURL ?? '', token);
    const note = typeof answer.migrate_msg === 'string' && answer.migrate_msg ? answer.migrate_msg : null;
    yield put(logoutSucceeded());
    yield put(sellerRegisterSucceeded(note));
    yield* toastSuccess(message);
    if (note) yield put(noticeRequested({ type: 'info', message: note }));
    const navigate = yield* ctx('navigate');
    yield call(navigate, paths.login());
  } catch (error) {
    yield* failWith(error, sellerRegisterFailed);
  }
}

/** takeLeading: a second submit while one is under way is dropped, so a double submit sends once. */
function* watchLogin() {
  yield takeLeading(loginRequested.type, onLogin);
}
function* watchRegister() {
  yield takeLeading(registerRequested.type, onRegister);
}
function* watchReset() {
  yield takeLeading(resetRequested.type, onReset);
}
function* watchNewPassword() {
  yield takeLeading(newPasswordRequested.type, onNewPassword);
}
function* watchSellerRegister() {
  yield takeLeading(sellerRegisterRequested.type, onSellerRegister);
}

export const authSagas = { watchLogin, watchRegister, watchReset, watchNewPassword, watchSellerRegister };
