import { call, put, takeLatest } from 'redux-saga/effects';
import { callApi } from '../../lib/saga/call-api';
import { reportError } from '../../lib/saga/report-error';
import { selectFrom } from '../../lib/saga/select-from';
import { noticeRequested } from '../../lib/notices/notice-actions';
import { selectTranslator } from '../i18n/i18n-selectors';
import { changeCurrency } from './shop-api';
import { currencyChangeFailed, currencyChangeRequested, currencyChangeSucceeded } from './shop-slice';

function* onCurrencyChange(action: ReturnType<typeof currencyChangeRequested>) {
  try {
    const { code, silent } = action.payload;
    const answer: Awaited<ReturnType<typeof changeCurrency>> = yield* callApi(changeCurrency, code);
    // An unknown code gets a bare USD object back, no `success`, and the session keeps its
    // currency: adopting that object would show prices in a currency the server does not use.
    if (answer.active_currency.code !== code) {
      yield put(currencyChangeFailed());
      if (!silent) {
        const t = yield* selectFrom(selectTranslator);
        yield put(noticeRequested({ type: 'info', title: t('Info'), message: t('currency_not_available') }));
      }
      return;
    }
    yield put(currencyChangeSucceeded(answer.active_currency));
  } catch (error) {
    yield put(currencyChangeFailed());
    // A currency error is shown as an info notice.
    yield call(reportError, error, { businessType: 'info' });
  }
}

function* watchCurrency() {
  yield takeLatest(currencyChangeRequested.type, onCurrencyChange);
}

export const shopSagas = { watchCurrency };
