import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { ctx } from '../../app/saga-context';
import { hasFieldErrors, submitFailureFrom } from '../../lib/forms/submit-failure';
import { noticeRequested } from '../../lib/notices/notice-actions';
import { callApi } from '../../lib/saga/call-api';
import { watchPagedLists } from '../../lib/paging/paged-list-saga';
import { reportError } from '../../lib/saga/report-error';
import { selectFrom } from '../../lib/saga/select-from';
import { accountOpened } from '../account/account-slice';
import { liveNotificationReceived } from '../notifications';
import { selectTranslator } from '../i18n/i18n-selectors';
import { redirectMethod, startUrl } from '../payment';
import { fetchWalletData, fetchWalletHistory, rechargeWallet, type WalletPage, type WalletRow } from './wallet-api';
import { takeRechargeProof } from './wallet-proof';
import { leaveForGateway } from './wallet-redirect';
import { onSdkRecharge } from './wallet-sdk-saga';
import { selectWallet, selectWalletHistory } from './wallet-selectors';
import {
  gatewayRechargeRequested,
  historyLists,
  historyRefreshed,
  methodsFailed,
  methodsLoaded,
  offlineRechargeRequested,
  rechargeEnded,
  rechargeFailed,
  rechargeSucceeded,
  sdkRechargeRequested,
  WALLET_HISTORY_KEY,
  walletHistoryRequested,
  walletOpened,
} from './wallet-slice';

function* loadMethods() {
  try {
    const methods: Awaited<ReturnType<typeof fetchWalletData>> = yield* callApi(fetchWalletData);
    yield put(methodsLoaded(methods));
  } catch (error) {
    yield put(methodsFailed());
    yield call(reportError, error);
  }
}

function* onOpened(action: PayloadAction<{ gatewayOutcome?: string } | undefined>) {
  const outcome = action.payload?.gatewayOutcome;
  if (outcome) yield call(sayGatewayOutcome, outcome);
  const { methods } = yield* selectFrom(selectWallet);
  if (methods.status !== 'succeeded') yield call(loadMethods);
  // Page 1 afresh through the paging kit (watchPagedLists below); its failure is the screen's panel.
  yield put(walletHistoryRequested({ key: WALLET_HISTORY_KEY }));
}

/** Only a recharge into a shown wallet: the new pending row goes on top and the shopper is told it awaits approval. */
function* onOfflineRecharge(action: PayloadAction<{ amount: string; methodId: number; methodName: string; proofKey: string | null }>) {
  const { amount, methodId, proofKey } = action.payload;
  try {
    const answer: Awaited<ReturnType<typeof rechargeWallet>> = yield* callApi(rechargeWallet, {
      id: methodId,
      file: takeRechargeProof(proofKey),
      payment_type: 'offline_method',
      amount,
    });
    yield put(rechargeSucceeded(answer.page));
    const t = yield* selectFrom(selectTranslator);
    yield put(noticeRequested({ type: 'success', title: t('Success'), message: t('wallet_recharge_pending') }));
  } catch (error) {
    const failure = submitFailureFrom(error);
    yield put(rechargeFailed(failure));
    if (!hasFieldErrors(failure)) yield call(reportError, error, { titleKey: 'Error' });
  }
}

/** The method's recharge start (the original's wallet.vue links), on the shop's own base URL; the amount as typed, in the active currency. */
function* onGatewayRecharge(action: PayloadAction<{ amount: string; method: string }>) {
  const method = redirectMethod(action.payload.method);
  const base = String((yield* ctx('http')).defaults.baseURL ?? '');
  const url = method ? startUrl(base, method, 'wallet', { amount: action.payload.amount }) : null;
  if (!url) {
    const t = yield* selectFrom(selectTranslator);
    yield put(rechargeEnded());
    yield put(noticeRequested({ type: 'error', title: t('Error'), message: t('wallet_gateway_unavailable') }));
    return;
  }
  yield call(leaveForGateway, url);
}

const GATEWAY_MESSAGES = {
  pending: ['success', 'wallet_gateway_pending'],
  declined: ['error', 'wallet_gateway_declined'],
  cancelled: ['warning', 'wallet_gateway_cancelled'],
  failed: ['error', 'wallet_gateway_failed'],
} as const;

const TITLES = { success: 'Success', error: 'Error', warning: 'Warning' } as const;

/** Back from the card gateway: its outcome is said once (the history, read on opening, shows a new pending row). */
function* sayGatewayOutcome(outcome: string) {
  if (!Object.hasOwn(GATEWAY_MESSAGES, outcome)) return;
  const [type, key] = GATEWAY_MESSAGES[outcome as keyof typeof GATEWAY_MESSAGES];
  const t = yield* selectFrom(selectTranslator);
  yield put(noticeRequested({ type, title: t(TITLES[type]), message: t(key) }));
}

/**
 * A realtime push while the wallet is open (an approved recharge, say): the user (balance) through
 * the account's `home/check-auth`, and page 1 of the history merged on top, without a reload.
 * takeLatest: a burst of pushes reads once.
 */
function* onLivePush() {
  const { open } = yield* selectFrom(selectWallet);
  if (!open) return;
  yield put(accountOpened());
  const http = yield* ctx('http');
  try {
    const page: WalletPage = yield call(fetchWalletHistory, http, 1);
    yield put(historyRefreshed(page));
  } catch (error) {
    // The history stays as shown; only an ended session is reported.
    yield call(reportError, error, { shownInline: true });
  }
}

function* watchWalletHistory() {
  yield takeLatest(walletOpened.type, onOpened);
  yield takeLatest(liveNotificationReceived.type, onLivePush);
  // Page 1 and "Show more", one request at a time; a payment cut by a page's end is the screen's (wallet-history-entries.ts).
  yield* watchPagedLists<WalletRow>({
    actions: historyLists.slice.actions,
    select: (state: never) => selectWalletHistory(state),
    fetchPage: (http, _key, page) => fetchWalletHistory(http, page),
  });
}

function* watchRecharge() {
  // One recharge at a time: a double click sends once.
  yield takeLeading(offlineRechargeRequested.type, onOfflineRecharge);
  yield takeLeading(gatewayRechargeRequested.type, onGatewayRecharge);
  yield takeLeading(sdkRechargeRequested.type, onSdkRecharge);
}

export const walletSagas = { watchWalletHistory, watchRecharge };
