import { call, delay, put, race, take, takeLeading } from 'redux-saga/effects';
import { ctx } from '../../app/saga-context';
import { paths } from '../../lib/links/paths';
import { isApiError } from '../../lib/http/api-error';
import { reloadPageToken } from '../../lib/http/page-token';
import { hasFieldErrors, submitFailureFrom } from '../../lib/forms/submit-failure';
import { noticeRequested } from '../../lib/notices/notice-actions';
import { callApi } from '../../lib/saga/call-api';
import { reportError } from '../../lib/saga/report-error';
import { selectFrom } from '../../lib/saga/select-from';
import { selectTranslator } from '../i18n/i18n-selectors';
import { selectUser } from '../session/session-selectors';
import { logoutSucceeded, userReplaced } from '../session/session-slice';
import { changePassword, updateProfile, userToSeller, type ProfileUser } from './profile-api';
import { takeFiles } from './profile-outbox';
import {
  becomeSellerRequested,
  passwordChangeRequested,
  profileRequestFailed,
  profileRequestSucceeded,
  profileUpdateRequested,
  sellerScreenLeft,
  SOCIAL_KEYS,
  type ProfileState,
} from './profile-slice';

/** How long the user is kept after becoming a seller, at most, while the screen is being left. */
const SCREEN_LEAVE_WAIT_MS = 3000;

/** A success notice titled "Success", as the original's toastr. */
function* success(message: string | undefined) {
  if (!message) return;
  const t = yield* selectFrom(selectTranslator);
  yield put(noticeRequested({ type: 'success', title: t('Success'), message }));
}

/**
 * The form shows a 422 on its fields; a 429 says to wait (the backend's own message when it sent
 * one); anything else is a toast titled "Error", as the original's toastr.
 */
function* failed(form: keyof ProfileState, error: unknown) {
  const failure = submitFailureFrom(error);
  yield put(profileRequestFailed({ form, failure }));
  if (hasFieldErrors(failure)) return;
  if (isApiError(error) && error.status === 429) {
    const t = yield* selectFrom(selectTranslator);
    const own = error.kind === 'http' && !/^Request failed \(/.test(error.message) && !/trouble/.test(error.message);
    yield put(noticeRequested({ type: 'error', title: t('Error'), message: own ? error.message : t('profile_too_many_attempts') }));
    return;
  }
  yield call(reportError, error, { titleKey: 'Error' });
}

/** A column as the original's form posts it: '' for none (Laravel reads '' as null). */
const column = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/**
 * The whole profile goes out as multipart, as 1.6.7's edit-profile.vue posts the store user:
 * its UserRepository::update finds the account by the posted `id` (none: a 500) and writes every
 * column from the request, so a left-out e-mail or country would be blanked. The form's fields
 * replace the user's; the answer's `user` replaces the session's (header name and picture).
 */
function* onUpdateProfile(action: ReturnType<typeof profileUpdateRequested>) {
  const { fields, parcel } = action.payload;
  const files = takeFiles(parcel);
  const user = (yield* selectFrom(selectUser)) as ProfileUser | null;
  const form = new FormData();
  form.append('id', column(user?.id));
  form.append('email', column(user?.email));
  form.append('country_id', column(user?.country_id));
  form.append('first_name', fields.first_name.trim());
  form.append('last_name', fields.last_name.trim());
  form.append('phone', fields.phone.trim());
  form.append('gender', fields.gender);
  form.append('date_of_birth', fields.date_of_birth);
  for (const key of SOCIAL_KEYS) form.append(`socials[${key}]`, fields.socials[key].trim());
  if (files.image) form.append('image', files.image);
  try {
    const answer = yield* callApi(updateProfile, form);
    if (answer.user) yield put(userReplaced(answer.user));
    yield put(profileRequestSucceeded('update'));
    yield* success(answer.success);
  } catch (error) {
    yield* failed('update', error);
  }
}

/**
 * test/contract/account/change-password.json: `is_password_set` is the account's. After "Password Set Successfully" the answer's `data`
 * is the user with `is_password_set` 1: it replaces the session's (the form then asks for the
 * current password). "Changed" has no `data` (the original throws there); nothing to replace.
 */
function* onChangePassword(action: ReturnType<typeof passwordChangeRequested>) {
  const user = (yield* selectFrom(selectUser)) as ProfileUser | null;
  const hasPassword = Number(user?.is_password_set ?? 1) === 1;
  const { current_password, new_password, confirm_password } = action.payload;
  try {
    const answer = yield* callApi(changePassword, {
      ...(hasPassword ? { current_password } : {}),
      new_password,
      confirm_password,
      is_password_set: hasPassword ? 1 : 0,
    });
    if (answer.data && typeof answer.data === 'object' && answer.data.id !== undefined) yield put(userReplaced(answer.data));
    yield put(profileRequestSucceeded('password'));
    yield* success(answer.success);
  } catch (error) {
    yield* failed('password', error);
  }
}

/**
 * test/contract/account/user-to-seller.json (1.6.7 app/Http/Controllers/Admin/RegisterController.php:126-127): the account becomes a seller awaiting approval, and the backend signs it
 * out and flushes the session, so the page token is stale. The new token comes from the answer's
 * header (the reference server's) or else from a fresh copy of the host page, before anything else
 * is sent. Then, as migrate-to-seller.vue: toast `migrate_msg`, go home, forget the user (and, as
 * after a logout, the counts).
 */
function* onBecomeSeller(action: ReturnType<typeof becomeSellerRequested>) {
  const { fields, parcel } = action.payload;
  const files = takeFiles(parcel);
  const form = new FormData();
  form.append('shop_name', fields.shop_name.trim());
  form.append('address', fields.address.trim());
  form.append('phone_no', fields.phone_no.trim());
  form.append('license_no', fields.license_no.trim());
  form.append('user_type', 'seller-migrate');
  for (const name of ['tax_paper', 'logo', 'banner']) if (files[name]) form.append(name, files[name]);
  try {
    const { answer, token: fresh } = yield* callApi(userToSeller, form);
    const token = yield* ctx('token');
    if (fresh) token.replace(fresh);
    else {
      const http = yield* ctx('http');
      yield call(reloadPageToken, http.defaults.baseURL ?? '', token);
    }
    yield put(profileRequestSucceeded('seller'));
    yield* success(answer.migrate_msg ?? answer.success);
    // Home first: while an account screen is still shown it would send a signed-out shopper to the
    // login page. The route's screen is swapped once home's chunk is in; the user is forgotten then
    // (or after a few seconds, should the screen already be gone).
    const navigate = yield* ctx('navigate');
    yield call(navigate, paths.home());
    yield race({ left: take(sellerScreenLeft.type), late: delay(SCREEN_LEAVE_WAIT_MS) });
    yield put(logoutSucceeded());
  } catch (error) {
    yield* failed('seller', error);
  }
}

/** takeLeading: a second submit while one is under way is dropped, so a double submit sends once. */
function* watchUpdateProfile() {
  yield takeLeading(profileUpdateRequested.type, onUpdateProfile);
}
function* watchChangePassword() {
  yield takeLeading(passwordChangeRequested.type, onChangePassword);
}
function* watchBecomeSeller() {
  yield takeLeading(becomeSellerRequested.type, onBecomeSeller);
}

export const profileSagas = { watchUpdateProfile, watchChangePassword, watchBecomeSeller };
