/**
 * Paying in a provider's window: load its script (only now, when the shopper pays with it), open it,
 * and turn its callbacks into actions (`sdkAnswered`). The first answer settles it: later callbacks
 * land in a closed channel. Declined, cancelled or failed: the orders stay payable and the page says
 * so. Approved: the caller sends the provider's reference to the server.
 */
import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, put, race, take } from 'redux-saga/effects';
import { ctx } from '../../../app/saga-context';
import type { TextKey } from '../../../lib/i18n/text-catalog';
import { selectFrom } from '../../../lib/saga/select-from';
import { dec, toFixedString } from '../../../lib/money/decimal';
import { ordersTotals } from '../../../lib/money/commerce-totals';
import type { Order } from '../../../types/orders';
import { selectActiveCurrency, selectSettings } from '../../shop/shop-selectors';
import { selectUser } from '../../session/session-selectors';
import { selectPaymentOrder } from '../payment-selectors';
import { payAbandoned, paymentPageOpened, payInProvider, payStopped, sdkAnswered, type PayRequest } from '../payment-slice';
import { loadScript } from './load-script';
import type { SdkApproval, SdkCustomer, SdkJob, SdkOutcome } from './sdk-job';
import { sdkMethod, type SdkMethodId } from './sdk-methods';
import { sdkSlot } from './sdk-slot';
import { SDK_OPENERS } from './sdk-widgets';

/** What the page says when the provider did not approve. */
const SDK_STOPPED: Record<Exclude<SdkOutcome['kind'], 'approved'>, TextKey> = {
  declined: 'payment_declined',
  cancelled: 'payment_cancelled',
  pending: 'payment_uncertain',
  failed: 'payment_sdk_unavailable',
};

const field = (v: unknown) => (typeof v === 'string' ? v : '');

/** Who pays, for providers that want a name, e-mail and phone: the shopper, else the order's address. */
function customerOf(user: { full_name?: string; email?: string | null; phone?: string | null } | null, orders: Order[]): SdkCustomer {
  const address = (orders[0]?.shipping_address ?? {}) as Record<string, unknown>;
  return {
    name: field(user?.full_name) || field(address.name),
    email: field(user?.email) || field(address.email),
    phone: field(user?.phone) || field(address.phone_no),
  };
}

function* jobFor(method: SdkMethodId, request: PayRequest, orders: Order[]): Generator<unknown, SdkJob, unknown> {
  const settings = yield* selectFrom(selectSettings);
  const active = yield* selectFrom(selectActiveCurrency);
  const user = yield* selectFrom(selectUser);
  const answer = (yield* selectFrom(selectPaymentOrder)).data;
  return {
    method,
    code: request.code,
    trxId: request.trxId,
    total: toFixedString(dec(ordersTotals(orders, settings).total)),
    settings,
    active: active ?? null,
    indianCurrency: answer?.indian_currency ?? null,
    xof: answer?.xof ?? null,
    midTransToken: answer?.mid_trans_token ?? '',
    customer: customerOf(user, orders),
    guest: !user,
    slot: sdkSlot(),
    purpose: 'order',
  };
}

function providerChannel(job: SdkJob): EventChannel<SdkOutcome> {
  // dropping(1): the first answer is kept even when it comes before the saga takes it; later ones are dropped.
  return eventChannel<SdkOutcome>((emit) => {
    try {
      return SDK_OPENERS[job.method](job, emit);
    } catch {
      emit({ kind: 'failed' });
      return () => undefined;
    }
  }, buffers.dropping(1));
}

/**
 * The provider's window for any purpose (an order's payment or a wallet recharge): loads the script,
 * opens the window and waits for its first answer. `endedBy`: the actions that stop the wait (the page
 * left, another method chosen, the dialog closed). Returns the window's answer, 'unavailable' when its
 * script did not load, or null when the wait was ended.
 */
export function* runProvider(job: SdkJob, endedBy: string[]): Generator<unknown, SdkOutcome | 'unavailable' | null, unknown> {
  const method = sdkMethod(job.method)!;
  const base = String((yield* ctx('http')).defaults.baseURL ?? '').replace(/\/+$/, '');
  try {
    // The shop's own scripts need an absolute base (as the card gateway's start, payment-api.ts).
    if (!/^https?:\/\//i.test(base)) throw new Error('no base URL');
    const script = method.script(job.settings, base);
    yield call(loadScript, script.url, { attributes: script.attributes });
  } catch {
    return 'unavailable';
  }
  const channel = (yield call(providerChannel, job)) as EventChannel<SdkOutcome>;
  try {
    const { outcome } = (yield race({ outcome: take(channel), ended: take(endedBy) })) as { outcome?: SdkOutcome };
    return outcome ?? null;
  } finally {
    channel.close();
  }
}

/** The provider's approval to send on, or null when it did not approve (the page then says why). */
export function* approveInProvider(request: PayRequest, orders: Order[]): Generator<unknown, SdkApproval | null, unknown> {
  const method = sdkMethod(request.paymentType);
  if (!method) return null;
  const job = yield* jobFor(method.id, request, orders);
  yield put(payInProvider());
  // Leaving the page (or opening it again) or choosing another method ends the wait: the next payment must not be blocked by it.
  const outcome = yield* runProvider(job, [paymentPageOpened.type, payAbandoned.type]);
  if (!outcome) return null;
  if (outcome === 'unavailable') {
    yield put(payStopped('payment_sdk_unavailable'));
    return null;
  }
  yield put(sdkAnswered({ method: method.id, kind: outcome.kind }));
  if (outcome.kind === 'approved') return outcome.approval;
  yield put(payStopped(SDK_STOPPED[outcome.kind]));
  return null;
}
