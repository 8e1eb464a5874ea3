/**
 * The test in-page gateway: stands in for the seven providers whose scripts take the payment inside
 * the shop's page (PayPal, Razorpay, Paystack, Flutterwave, Midtrans, Kkiapay, Google Pay; 1.6.7
 * resources/js/components/frontend/payment_partials/*.vue).
 *
 * - `GET /_dev/gateway-sdk/stub.js`: one script that mimics each provider's global (services/sdk-stub.ts).
 *   The widget always asks for the provider's real script URL; the browser tests answer those URLs
 *   with this script (Playwright's page.route), so production code never knows about the stub.
 * - `POST /_dev/gateway-sdk/transactions {method, amount, currency, reference?}`: the stub's Approve. Records
 *   an approved test transaction for this browser session and answers its id, which the stub hands
 *   to the page as the provider's reference (a Razorpay payment id, a Paystack ref, …).
 * - `POST user/complete-order` with one of the seven `payment_type`s (the original's callback route,
 *   test/contract/payment/<method>.json): the reference is verified against the recorded
 *   transactions, as the original asks Paystack, Flutterwave, Kkiapay and Razorpay (1.6.7
 *   app/Traits/PaymentTrait.php methodCheck). It must exist, be approved, be this session's and be
 *   of this method, and it is spent once: then the orders are completed as the card gateway's are
 *   (paid, stock taken, cart emptied). Ours: the original takes PayPal, Midtrans and Google Pay on
 *   the page's word (PaymentTrait.php:139-156, 674-677; google_pay is not checked at all); here
 *   every method needs a recorded transaction. A reference already spent on these orders answers
 *   "Order done" again without paying twice; one spent elsewhere is refused.
 *   Other payment types fall through to routes/payment.ts.
 * - `POST user/recharge-wallet` with one of the seven `payment_type`s (1.6.7 wallet.vue's in-page
 *   providers: test/contract/loyalty/recharge-wallet.json, the `sdk-*` cases): signed in only; the
 *   same check of the reference, spent once (never on two recharges). The recharge is written as
 *   1.6.7 app/Repositories/Admin/Addon/WalletRepository.php walletRecharge writes every gateway
 *   recharge: a PENDING `wallet_recharge` income of amount ÷ the active currency's rate, the payment
 *   type as its method, added to the balance only when an admin approves (as routes/gateway.ts's card
 *   recharges). Ours: the original records whatever reference is posted (it verifies Paystack,
 *   Flutterwave, Kkiapay and Razorpay but writes the row whatever they say); a refused reference here
 *   writes nothing. Other payment types (the offline methods) fall through to routes/wallet.ts.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../lib/context';
import { loginCheck } from '../lib/login-check';
import { businessError, fieldErrors, readBody, validationError } from '../lib/responses';
import { callerOf, cartTrx, CANT_COMPLETE, completeOrder, isCode, ORDER_DONE } from '../services/payment';
import { RECHARGE_SUCCESS, recordGatewayRecharge, toBaseAmount } from '../services/recharge';
import { sdkStubScript } from '../services/sdk-stub';
import { activeCurrencyRow } from '../services/shell';
import { afterPaymentPath } from './payment';
import { gatewayRechargeSchema } from '../validation/wallet';
import { historyAnswer } from './wallet';

/** payment_type → the setting that switches it on. */
const METHODS: Record<string, string> = {
  paypal: 'is_paypal_activated',
  razor_pay: 'is_razorpay_activated',
  paystack: 'is_paystack_activated',
  flutter_wave: 'is_flutterwave_activated',
  mid_trans: 'is_mid_trans_activated',
  kkiapay: 'is_kkiapay_activated',
  google_pay: 'is_google_pay_activated',
};

interface TestTransaction {
  id: string;
  method: string;
  sessionId: string;
  amount: string;
  currency: string;
  /** The trx (or code) it paid, once spent. */
  spentOn: string | null;
}

const MAX_TRANSACTIONS = 10_000;

const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
const on = (v: unknown) => v === 1 || v === '1' || v === true;

/** Where each provider's reference is in what the page posts (the fields the original reads). */
export function referenceOf(method: string, body: Record<string, unknown>): string {
  switch (method) {
    case 'paypal':
      return text(obj(body.order).id) || text(body.orderID);
    case 'razor_pay':
      return text(body.razorpay_payment_id);
    case 'paystack':
      return text(body.ref);
    case 'flutter_wave':
    case 'kkiapay':
      return text(body.transaction_id);
    case 'mid_trans':
      return text(obj(body.order).transaction_id);
    case 'google_pay':
      return text(obj(obj(obj(body.order).paymentMethodData).tokenizationData).token);
    default:
      return '';
  }
}

function answer(c: Context<AppEnv>, result: { ok: boolean; trx: string; code: string; error?: string }) {
  if (c.req.header('x-requested-with') !== 'XMLHttpRequest') {
    return c.redirect(afterPaymentPath(c, result, result.ok ? undefined : 'failed'), 302);
  }
  return result.ok ? c.json({ success: ORDER_DONE }) : businessError(c, result.error ?? CANT_COMPLETE);
}

export function gatewaySdkRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  /** The "providers'" record of test transactions, for the life of this app (each test server has its own). */
  const transactions = new Map<string, TestTransaction>();

  r.get('/_dev/gateway-sdk/stub.js', (c) =>
    c.body(sdkStubScript(c.get('base')), 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }),
  );

  r.post('/_dev/gateway-sdk/transactions', async (c) => {
    const body = await readBody(c);
    const method = text(body.method);
    if (!(method in METHODS)) return c.json({ message: 'Unknown method' }, 422);
    // Paystack's reference is the page's own; the others get one from the "provider".
    const asked = text(body.reference);
    const id = /^[A-Za-z0-9_-]{6,64}$/.test(asked) && !transactions.has(asked) ? asked : `test_${crypto.randomUUID().replace(/-/g, '')}`;
    if (transactions.size >= MAX_TRANSACTIONS) transactions.delete(transactions.keys().next().value as string);
    transactions.set(id, {
      id,
      method,
      sessionId: c.get('session').id,
      amount: text(body.amount).slice(0, 32),
      currency: text(body.currency).slice(0, 8),
      spentOn: null,
    });
    return c.json({ id }, 200, { 'Cache-Control': 'no-store' });
  });

  /** The provider's approved transaction the page names, if it is of this method and this browser session. */
  const recorded = (method: string, body: Record<string, unknown>, sessionId: string): TestTransaction | null => {
    const t = transactions.get(referenceOf(method, body));
    return t && t.method === method && t.sessionId === sessionId ? t : null;
  };

  r.post('/user/recharge-wallet', loginCheck(), async (c, next) => {
    const body = await readBody(c);
    const method = text(body.payment_type);
    if (!(method in METHODS)) return next();
    const user = c.get('user')!;
    const data = await c.get('store').get();
    const ajax = c.req.header('x-requested-with') === 'XMLHttpRequest';
    // Not AJAX (a provider's form post): the original sends the browser back to the wallet page.
    const back = (outcome: string) => c.redirect(`${c.get('base')}${c.get('deps').config.appPath}/my-wallet?recharge=${outcome}`, 302);
    const refuse = () => (ajax ? businessError(c, CANT_COMPLETE) : back('failed'));
    const db = c.get('deps').db;
    const baseAmount = (amount: unknown) => toBaseAmount(db, amount, activeCurrencyRow(c, data)?.exchange_rate ?? 1);
    const checked = await gatewayRechargeSchema({ baseAmount }).safeParseAsync(body);
    if (!checked.success) return ajax ? validationError(c, fieldErrors(checked.error)) : back('failed');
    const amount = (await baseAmount(checked.data.amount))!;
    if (!on(data.settings.wallet_system) || !on(data.settings[METHODS[method]])) return refuse();
    const t = recorded(method, body, c.get('session').id);
    // One transaction, one recharge: a repeat (a double post) is refused, never written twice.
    if (!t || t.spentOn) return refuse();
    t.spentOn = `recharge:${user.id}`;
    const details = { gateway: 'test_sdk', method, transaction_id: t.id, amount: t.amount, currency: t.currency, status: 'approved' };
    await recordGatewayRecharge(db, user.id, amount, details, method, t.id);
    if (!ajax) return back('pending');
    return c.json({ success: RECHARGE_SUCCESS, wallet: details, ...(await historyAnswer(c, user.id, 1)) });
  });

  r.post('/user/complete-order', async (c, next) => {
    const body = await readBody(c);
    const method = text(body.payment_type);
    if (!(method in METHODS)) return next();
    const code = c.req.query('code') ?? text(body.code);
    const caller = callerOf(c.get('session'), c.get('user'));
    const posted = text(body.trx_id) || (c.req.query('trx_id') ?? '');
    const trxId = posted || isCode(code) ? posted : await cartTrx(c.get('deps').db, caller);
    const data = await c.get('store').get();
    const refused = { ok: false, trx: trxId, code, error: CANT_COMPLETE };
    if (!on(data.settings[METHODS[method]])) return answer(c, refused);

    const t = recorded(method, body, caller.sessionId);
    if (!t) return answer(c, refused);
    const target = isCode(code) ? `code:${code}` : `trx:${trxId}`;
    // Spent once: a repeat for the same orders is answered as before (the orders say "done"); elsewhere, refused.
    if (t.spentOn && t.spentOn !== target) return answer(c, refused);
    t.spentOn = target;
    const result = await completeOrder(c.get('deps'), data, c.get('base'), caller, {
      paymentType: method,
      trxId,
      code: isCode(code) ? code : '',
      gateway: { gateway: 'test_sdk', method, transaction_id: t.id, amount: t.amount, currency: t.currency, status: 'approved' },
      gatewayType: method,
    });
    if (!result.ok) {
      // Not spent: the orders changed (stock ran out, …); the shopper may pay again.
      t.spentOn = null;
      return answer(c, { ...refused, error: result.error });
    }
    return answer(c, result);
  });

  return r;
}
