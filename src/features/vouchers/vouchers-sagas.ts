import { call, put, takeLeading } from 'redux-saga/effects';
import { isApiError } from '../../lib/http/api-error';
import { callApi } from '../../lib/saga/call-api';
import { reportError } from '../../lib/saga/report-error';
import { selectFrom } from '../../lib/saga/select-from';
import { selectTranslator } from '../i18n/i18n-selectors';
import { fetchVouchers, type VoucherPage } from './vouchers-api';
import {
  firstPageFailed,
  firstPageLoaded,
  firstPageStarted,
  moreVouchersRequested,
  morePageFailed,
  morePageLoaded,
  selectVouchersState,
  vouchersRequested,
} from './vouchers-slice';

/** The first page, once a visit: the original reads it only when nothing is loaded; coupons change rarely. */
function* loadFirstPage() {
  if ((yield* selectFrom(selectVouchersState)).status === 'succeeded') return;
  yield put(firstPageStarted());
  try {
    const page: VoucherPage = yield* callApi(fetchVouchers, 1);
    yield put(firstPageLoaded(page));
  } catch (error) {
    const t = yield* selectFrom(selectTranslator);
    yield put(firstPageFailed(isApiError(error) && error.kind === 'business' ? error.message : t('something_went_wrong')));
    yield call(reportError, error, { shownInline: true });
  }
}

/** "Show more" (the original has none): the page after the last one read; known coupons are dropped by id. */
function* loadMore() {
  const { currentPage } = yield* selectFrom(selectVouchersState);
  try {
    const page: VoucherPage = yield* callApi(fetchVouchers, currentPage + 1);
    yield put(morePageLoaded(page));
  } catch (error) {
    yield put(morePageFailed());
    yield call(reportError, error, { titleKey: 'Error' });
  }
}

function* watchVouchers() {
  yield takeLeading(vouchersRequested.type, loadFirstPage);
  yield takeLeading(moreVouchersRequested.type, loadMore);
}

export const vouchersSagas = { watchVouchers };
