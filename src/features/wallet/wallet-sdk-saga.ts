/**
 * A wallet recharge through an in-page provider (PayPal, Razorpay, Paystack, Flutterwave, Kkiapay,
 * Google Pay): the payment feature's provider window (runProvider) with a recharge's job, then the
 * provider's fields posted to `user/recharge-wallet` (test/contract/loyalty/recharge-wallet.json, the
 * sdk-* cases). Declined, cancelled or failed: nothing is posted, so nothing is recorded, and the
 * shopper is told so.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put } from 'redux-saga/effects';
import { hasFieldErrors, submitFailureFrom } from '../../lib/forms/submit-failure';
import type { TextKey } from '../../lib/i18n/text-catalog';
import { dec, toFixedString } from '../../lib/money/decimal';
import { noticeRequested } from '../../lib/notices/notice-actions';
import { callApi } from '../../lib/saga/call-api';
import { reportError } from '../../lib/saga/report-error';
import { selectFrom } from '../../lib/saga/select-from';
import { accountOpened } from '../account/account-slice';
import { selectTranslator } from '../i18n/i18n-selectors';
import { runProvider, sdkMethod, sdkSlot, type SdkJob } from '../payment';
import { selectUser } from '../session/session-selectors';
import { selectActiveCurrency, selectSettings } from '../shop/shop-selectors';
import { rechargeThroughProvider } from './wallet-api';
import { selectWallet } from './wallet-selectors';
import { rechargeEnded, rechargeFailed, rechargeSucceeded, sdkRechargeAbandoned, walletClosed } from './wallet-slice';

const field = (v: unknown) => (typeof v === 'string' ? v : '');

/** What the shopper is told when the provider did not take the payment (nothing was recorded). */
const STOPPED: Record<'declined' | 'cancelled' | 'pending' | 'failed', TextKey> = {
  declined: 'wallet_gateway_declined',
  cancelled: 'wallet_gateway_cancelled',
  pending: 'wallet_gateway_failed',
  failed: 'wallet_gateway_failed',
};

/** The amount typed in the active currency as the base currency's, which the providers charge from (as 1.6.7's paypal.vue divides it). */
function baseAmount(typed: string, rate: unknown): string {
  const r = Number(rate);
  if (!Number.isFinite(r) || r <= 0) return toFixedString(dec(typed));
  // Exact enough for a provider's charge: each opener rounds to its own unit.
  return (Number(typed) / r).toFixed(6);
}

function* rechargeJob(method: SdkJob['method'], typed: string): Generator<unknown, SdkJob, unknown> {
  const settings = yield* selectFrom(selectSettings);
  const active = (yield* selectFrom(selectActiveCurrency)) ?? null;
  const user = yield* selectFrom(selectUser);
  const { methods } = yield* selectFrom(selectWallet);
  return {
    method,
    code: '',
    trxId: '',
    total: baseAmount(typed, active?.exchange_rate ?? 1),
    settings,
    active,
    indianCurrency: methods.indianCurrency,
    xof: methods.xof,
    midTransToken: '',
    customer: { name: field(user?.full_name), email: field(user?.email), phone: field(user?.phone) },
    guest: false,
    slot: sdkSlot(),
    purpose: 'recharge',
  };
}

export function* onSdkRecharge(action: PayloadAction<{ amount: string; method: string }>) {
  const { amount } = action.payload;
  const method = sdkMethod(action.payload.method);
  const t = yield* selectFrom(selectTranslator);
  if (!method) {
    yield put(rechargeEnded());
    return;
  }
  const job = yield* rechargeJob(method.id, amount);
  // Closing the dialog, choosing another method or leaving the wallet gives the window up.
  const outcome = yield* runProvider(job, [sdkRechargeAbandoned.type, walletClosed.type]);
  if (!outcome) {
    yield put(rechargeEnded());
    return;
  }
  if (outcome === 'unavailable' || outcome.kind !== 'approved') {
    yield put(rechargeEnded());
    const key = outcome === 'unavailable' ? 'wallet_gateway_failed' : STOPPED[outcome.kind];
    const type = outcome !== 'unavailable' && outcome.kind === 'cancelled' ? 'warning' : 'error';
    yield put(noticeRequested({ type, title: t(type === 'warning' ? 'Warning' : 'Error'), message: t(key) }));
    return;
  }
  try {
    const answer: Awaited<ReturnType<typeof rechargeThroughProvider>> = yield* callApi(
      rechargeThroughProvider,
      outcome.approval.body,
      amount,
    );
    yield put(rechargeSucceeded(answer.page));
    // The user (its balance) read again, as after a realtime push.
    yield put(accountOpened());
    yield put(noticeRequested({ type: 'success', title: t('Success'), message: t('wallet_gateway_pending') }));
  } catch (error) {
    const failure = submitFailureFrom(error);
    yield put(rechargeFailed(failure));
    if (!hasFieldErrors(failure)) yield call(reportError, error, { titleKey: 'Error' });
  }
}
