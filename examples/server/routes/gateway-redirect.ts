/**
 * The test gateway for the redirect family (test/contract/payment/<method>.json, docs/payments.md):
 * the same hosted page as the card gateway (routes/gateway.ts, `/_dev/gateway/{id}` with Approve,
 * Decline and Cancel, the same nonce and browser-session checks), entered through each method's own
 * start route and returning through the original's callback route for it.
 *
 * Start (GET): `get/ssl-response`, `user/payment/paytmRedirect`, `mollie/payment`, `mercadopago/redirect`,
 * `telr/redirect`, `bkash/redirect`, `nagad/redirect`, `amarpay/redirect`, `skrill/redirect`,
 * `iyzico/redirect`, `hitpay/redirect`, `dpo/redirect` with `code` and `trx_id`. The method must be on
 * (its setting, its currency, hitpay's add-on) and the caller must have payable orders; then a gateway
 * session for Σ total_payable opens and the shopper goes to its page. Refused: 302 to the payment page
 * with `?payment=failed`.
 *
 * Approve marks the session authorised (once) and sends the browser to the original's callback:
 * - most: `user/complete-order?trx_id=&code=&payment_type=<type>&paymentID=<session>` (guests:
 *   `?guest=1&trx_id=&payment_type=&paymentID=`); amarpay: `user/complete-order?payment_type=amarpay`
 *   with `opt_b` (trx) and `opt_c` (code); the original's providers POST some of these, the test page
 *   sends a GET, which the original's routes also take;
 * - paytm: `paytm/success?trx_id=&code=&payment_type=paytm&STATUS=TXN_SUCCESS&ORDERID=<session>`;
 * - bKash: `bkash/execute?…&paymentID=<session>&status=success`, which goes on to complete-order;
 * - nagad: `nagad/callback?code=&trx_id=&payment_ref_id=<session>&status=Success`;
 * - iyzico: `kkiapay/callback?conversation_id=<session>` (sic, the original's callback route).
 * The callback is where the orders are paid (as complete-order does: paid, stock taken, cart emptied,
 * the order's payment_type the method's), after checking the session as the original asks its
 * provider: this browser session's, this method's, authorised, for these orders, and the amount still
 * owed. A session is spent once: a reload of the callback or a second Approve only redirects to the
 * invoice again, and never pays twice. An unknown, unapproved or spent-elsewhere reference pays
 * nothing and returns with `?payment=failed`. Ours: the original trusts most returns
 * (PaymentTrait.php methodCheck checks only Mollie, bKash, Paystack, Kkiapay); paytm's and mollie's
 * own success routes read a `trx` nobody sends, and hitpay's check always refuses (see the fixtures).
 *
 * Decline and Cancel pay nothing: paytm, bKash and nagad return through their callback with the
 * provider's failure status, the others straight to the payment page (the original's cancel URL),
 * all ending on `/payment` (or `/payment/{code}`) with `?payment=declined` or `?payment=cancelled`.
 *
 * Wallet recharge (the original's wallet.vue buttons): `stripe/redirect` is the card gateway's; here
 * `get/ssl-response`, `user/payment/paytmRedirect`, `bkash/redirect`, `amarpay/redirect` and
 * `skrill/redirect` with `type=wallet&amount=`, and `mollie/recharge-payment`,
 * `mercadopago/redirect/wallet`, `nagad/redirect/wallet`, `iyzico/redirect/wallet`,
 * `hitpay/redirect/wallet`, `telr/redirect/wallet` with `amount=` (in the active currency). A signed-in
 * shopper with the wallet and the method on gets the same page; Approve records a pending
 * `wallet_recharge` income paid with that method and returns to `{app}/my-wallet?recharge=pending`
 * (the original goes through a signed user/recharge-wallet URL to /my-wallet), Decline and Cancel to
 * `?recharge=declined|cancelled`, a refused start to `?recharge=failed`.
 *
 * Sessions share the card gateway's table; `purpose` is `order:<method>` or `wallet:<method>`.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../lib/context';
import { z } from 'zod';
import { readBody } from '../lib/responses';
import { text } from '../lib/validate';
import { callerOf, completeOrder, isCode, payableOf } from '../services/payment';
import { toBaseAmount } from '../services/recharge';
import {
  approveGatewayRecharge,
  authorizeGatewaySession,
  claimGatewaySession,
  declineOpenGatewaySession,
  endPendingGatewaySession,
  findGatewaySession,
  finishGatewaySession,
  openGatewaySession,
  type GatewaySession,
} from '../services/gateway-sessions';
import { activeCurrencyRow, addOns } from '../services/shell';
import type { StoreData } from '../services/store';
import { afterPaymentPath } from './payment';

type Callback = 'complete' | 'amarpay' | 'paytm' | 'bkash' | 'nagad' | 'iyzico';

interface Method {
  /** The radio's value and the session's method. */
  id: string;
  /** The payment_type the orders are written with (bKash's differs from its radio). */
  type: string;
  setting: string;
  currency?: string;
  addOn?: string;
  start: string;
  callback: Callback;
  /** The wallet recharge's start: a path of its own, or the order start with `type=wallet`. */
  wallet?: string;
}

const METHODS: readonly Method[] = [
  {
    id: 'ssl_commerze',
    type: 'ssl_commerze',
    setting: 'is_sslcommerz_activated',
    currency: 'BDT',
    start: 'get/ssl-response',
    callback: 'complete',
    wallet: 'get/ssl-response',
  },
  {
    id: 'paytm',
    type: 'paytm',
    setting: 'is_paytm_activated',
    currency: 'INR',
    start: 'user/payment/paytmRedirect',
    callback: 'paytm',
    wallet: 'user/payment/paytmRedirect',
  },
  {
    id: 'mollie',
    type: 'mollie',
    setting: 'is_mollie_activated',
    currency: 'EUR',
    start: 'mollie/payment',
    callback: 'complete',
    wallet: 'mollie/recharge-payment',
  },
  {
    id: 'mercadopago',
    type: 'mercadopago',
    setting: 'is_mercado_pago_activated',
    currency: 'MXN',
    start: 'mercadopago/redirect',
    callback: 'complete',
    wallet: 'mercadopago/redirect/wallet',
  },
  { id: 'telr', type: 'telr', setting: 'is_telr_activated', start: 'telr/redirect', callback: 'complete', wallet: 'telr/redirect/wallet' },
  {
    id: 'bkash',
    type: 'bKash',
    setting: 'is_bkash_activated',
    currency: 'BDT',
    start: 'bkash/redirect',
    callback: 'bkash',
    wallet: 'bkash/redirect',
  },
  {
    id: 'nagad',
    type: 'nagad',
    setting: 'is_nagad_activated',
    currency: 'BDT',
    start: 'nagad/redirect',
    callback: 'nagad',
    wallet: 'nagad/redirect/wallet',
  },
  {
    id: 'amarpay',
    type: 'amarpay',
    setting: 'is_amarpay_activated',
    currency: 'BDT',
    start: 'amarpay/redirect',
    callback: 'amarpay',
    wallet: 'amarpay/redirect',
  },
  {
    id: 'skrill',
    type: 'skrill',
    setting: 'is_skrill_activated',
    start: 'skrill/redirect',
    callback: 'complete',
    wallet: 'skrill/redirect',
  },
  {
    id: 'iyzico',
    type: 'iyzico',
    setting: 'is_iyzico_activated',
    start: 'iyzico/redirect',
    callback: 'iyzico',
    wallet: 'iyzico/redirect/wallet',
  },
  {
    id: 'hitpay',
    type: 'hitpay',
    setting: 'is_hitpay_activated',
    addOn: 'hitpay_payment_gateway',
    start: 'hitpay/redirect',
    callback: 'complete',
    wallet: 'hitpay/redirect/wallet',
  },
  { id: 'dpo', type: 'dpo', setting: 'is_dpo_activated', start: 'dpo/redirect', callback: 'complete' },
];

export const REDIRECT_METHOD_NAMES: Record<string, string> = {
  ssl_commerze: 'SSLCOMMERZ',
  paytm: 'Paytm',
  mollie: 'Mollie',
  mercadopago: 'Mercado Pago',
  telr: 'Telr',
  bkash: 'bKash',
  nagad: 'Nagad',
  amarpay: 'aamarPay',
  skrill: 'Skrill',
  iyzico: 'iyzico',
  hitpay: 'HitPay',
  dpo: 'DPO',
};

const on = (v: unknown) => v === 1 || v === '1' || v === true;
const noStore = { 'Cache-Control': 'no-store' };

/** Paytm's return: its fields, posted or in the query (the posted value wins), read as text. */
const paytmReturn = z.object({ trx_id: text(), code: text(), STATUS: text(), ORDERID: text() });

/** A redirect-family session's purpose and method (`order:mollie`), or null for the card gateway's. */
export function redirectPurpose(purpose: string): { kind: 'order' | 'wallet'; method: Method } | null {
  const [kind, id] = purpose.split(':');
  const method = METHODS.find((m) => m.id === id);
  return method && (kind === 'order' || kind === 'wallet') ? { kind, method } : null;
}

function offered(data: StoreData, m: Method): boolean {
  return (
    on(data.settings[m.setting]) &&
    (!m.currency || data.currencies.some((c) => c.code === m.currency)) &&
    (!m.addOn || addOns(data).includes(m.addOn))
  );
}

// Only the browser session that opened it may act on it, as on the card gateway's page.
const loadSession = (c: Context<AppEnv>, id: string) => findGatewaySession(c.get('deps').db, id, c.get('session').id);

const app = (c: Context<AppEnv>) => `${c.get('base')}${c.get('deps').config.appPath}`;
const walletReturn = (c: Context<AppEnv>, outcome: string) => `${app(c)}/my-wallet?recharge=${outcome}`;
const codeOf = (raw: string | undefined) => (isCode(raw) ? raw : '');

/** The original's callback URL for an approved (or, for paytm, bKash and nagad, refused) session. */
function callbackUrl(c: Context<AppEnv>, s: GatewaySession, m: Method, verdict: 'approved' | 'declined' | 'cancelled'): string | null {
  const base = c.get('base');
  const guest = s.user_id === null;
  const code = s.code || 'undefined';
  const q = (pairs: Record<string, string>) => new URLSearchParams(pairs).toString();
  switch (m.callback) {
    case 'paytm':
      return `${base}/paytm/success?${q({
        trx_id: s.trx_id,
        code: s.code,
        payment_type: 'paytm',
        ...(guest ? { guest: '1' } : {}),
        STATUS: verdict === 'approved' ? 'TXN_SUCCESS' : 'TXN_FAILURE',
        ORDERID: s.id,
        RESPMSG: verdict,
      })}`;
    case 'bkash':
      return `${base}/bkash/execute?${q({
        trx_id: s.trx_id,
        code: s.code,
        payment_type: 'bKash',
        paymentID: s.id,
        status: verdict === 'approved' ? 'success' : verdict === 'declined' ? 'failure' : 'cancel',
      })}`;
    case 'nagad':
      return `${base}/nagad/callback?${q({
        code,
        trx_id: s.trx_id,
        payment_ref_id: s.id,
        status: verdict === 'approved' ? 'Success' : verdict === 'declined' ? 'Failed' : 'Aborted',
      })}`;
    default:
      break;
  }
  if (verdict !== 'approved') return null;
  if (m.callback === 'iyzico') return `${base}/kkiapay/callback?${q({ conversation_id: s.id })}`;
  if (m.callback === 'amarpay')
    return `${base}/user/complete-order?${q({ payment_type: 'amarpay', opt_a: guest ? '1' : '', opt_b: s.trx_id, opt_c: s.code, opt_d: '', pg_txnid: s.id })}`;
  return guest
    ? `${base}/user/complete-order?${q({ guest: '1', trx_id: s.trx_id, payment_type: m.type, paymentID: s.id })}`
    : `${base}/user/complete-order?${q({ trx_id: s.trx_id, code, payment_type: m.type, paymentID: s.id })}`;
}

async function openSession(
  c: Context<AppEnv>,
  values: { trx: string; code: string; userId: number | null; amount: string; purpose: string },
) {
  const id = await openGatewaySession(c.get('deps').db, { ...values, browserSession: c.get('session').id });
  return c.redirect(`${c.get('base')}/_dev/gateway/${id}`, 302);
}

async function startOrder(c: Context<AppEnv>, m: Method): Promise<Response> {
  const trx = c.req.query('trx_id') ?? '';
  const code = codeOf(c.req.query('code'));
  const data = await c.get('store').get();
  const caller = callerOf(c.get('session'), c.get('user'));
  const payable = offered(data, m) ? await payableOf(c.get('deps').db, data, caller, trx, code) : null;
  if (!payable) return c.redirect(afterPaymentPath(c, { ok: false, trx, code }, 'failed'), 302);
  return openSession(c, { trx: payable.orders[0].trx_id, code, userId: caller.userId, amount: payable.amount, purpose: `order:${m.id}` });
}

async function startRecharge(c: Context<AppEnv>, m: Method): Promise<Response> {
  const user = c.get('user');
  if (!user) return c.redirect(`${app(c)}/login`, 302);
  const data = await c.get('store').get();
  const amount =
    on(data.settings.wallet_system) && offered(data, m)
      ? await toBaseAmount(c.get('deps').db, c.req.query('amount'), activeCurrencyRow(c, data)?.exchange_rate ?? 1)
      : null;
  if (!amount) return c.redirect(walletReturn(c, 'failed'), 302);
  return openSession(c, { trx: '', code: '', userId: user.id, amount, purpose: `wallet:${m.id}` });
}

/** The hosted page's buttons for a redirect-family session (routes/gateway.ts hands them over). */
export async function decideRedirect(c: Context<AppEnv>, s: GatewaySession, action: string): Promise<Response> {
  const found = redirectPurpose(s.purpose);
  if (!found) return c.text('Forbidden', 403, noStore);
  const { kind, method } = found;
  const db = c.get('deps').db;
  const verdict = action === 'approve' ? 'approved' : action === 'decline' ? 'declined' : 'cancelled';
  if (kind === 'wallet') {
    if (verdict !== 'approved') {
      await endPendingGatewaySession(db, s.id, verdict);
      return c.redirect(walletReturn(c, verdict), 302);
    }
    const won = await approveGatewayRecharge(db, s, `test_${method.id}`, method.type);
    if (!won && s.status !== 'approved') return c.redirect(walletReturn(c, s.status === 'declined' ? 'declined' : 'cancelled'), 302);
    return c.redirect(walletReturn(c, 'pending'), 302);
  }
  if (verdict === 'approved') {
    // Authorised once; the callback pays. A second Approve (a reload) follows the same callback.
    await authorizeGatewaySession(db, s.id);
    const now = s.status === 'pending' ? 'authorized' : s.status;
    if (now !== 'authorized' && now !== 'approved' && now !== 'processing')
      return c.redirect(afterPaymentPath(c, { ok: false, trx: s.trx_id, code: s.code }, now === 'declined' ? 'declined' : 'failed'), 302);
    return c.redirect(callbackUrl(c, s, method, 'approved') as string, 302);
  }
  await endPendingGatewaySession(db, s.id, verdict);
  return c.redirect(callbackUrl(c, s, method, verdict) ?? afterPaymentPath(c, { ok: false, trx: s.trx_id, code: s.code }, verdict), 302);
}

/**
 * The callback's payment: the session must be this browser's, of this method and these orders, and
 * authorised; it is claimed once, and the orders are paid as complete-order pays them.
 */
async function settle(c: Context<AppEnv>, reference: string, type: string, back: { trx: string; code: string }): Promise<Response> {
  const db = c.get('deps').db;
  const s = await loadSession(c, reference);
  const found = s ? redirectPurpose(s.purpose) : null;
  const fail = (flash = 'failed') => c.redirect(afterPaymentPath(c, { ok: false, ...back }, flash), 302);
  if (!s || !found || found.kind !== 'order' || found.method.type !== type) return fail();
  if (s.trx_id !== back.trx && s.code !== back.code) return fail();
  const mine = { trx: s.trx_id, code: s.code };
  if (s.status === 'approved' || s.status === 'processing') return c.redirect(afterPaymentPath(c, { ok: true, ...mine }), 302);
  if (!(await claimGatewaySession(db, s.id, 'authorized')))
    return c.redirect(afterPaymentPath(c, { ok: false, ...mine }, s.status === 'declined' ? 'declined' : 'failed'), 302);
  const data = await c.get('store').get();
  const caller = callerOf(c.get('session'), c.get('user'));
  // What is owed must still be what was shown on the gateway's page (the cart may have changed).
  const payable = await payableOf(db, data, caller, s.trx_id, s.code);
  const result =
    payable && payable.amount === s.amount
      ? await completeOrder(c.get('deps'), data, c.get('base'), caller, {
          paymentType: type,
          trxId: s.trx_id,
          code: s.code,
          gateway: { gateway: `test_${found.method.id}`, session_id: s.id, amount: s.amount, status: 'approved' },
          gatewayType: type,
        })
      : ({ ok: false, error: 'amount changed' } as const);
  await finishGatewaySession(db, s.id, result.ok);
  return c.redirect(afterPaymentPath(c, { ok: result.ok, ...mine }, result.ok ? undefined : 'failed'), 302);
}

const METHOD_TYPES = new Set(METHODS.map((m) => m.type));

export function gatewayRedirectRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  for (const m of METHODS) {
    r.get(`/${m.start}`, (c) => (m.wallet === m.start && c.req.query('type') === 'wallet' ? startRecharge(c, m) : startOrder(c, m)));
    if (m.wallet && m.wallet !== m.start) r.get(`/${m.wallet}`, (c) => startRecharge(c, m));
  }

  // The common return (the original's successUrl): GET, as the providers' redirects arrive. Other
  // payment types (the in-page providers' returns) go on to their own handlers.
  r.get('/user/complete-order', async (c, next) => {
    const type = c.req.query('payment_type') ?? '';
    if (!METHOD_TYPES.has(type)) return next();
    const amarpay = type === 'amarpay';
    const trx = (amarpay ? c.req.query('opt_b') : c.req.query('trx_id')) ?? '';
    const code = codeOf(amarpay ? c.req.query('opt_c') : c.req.query('code'));
    const reference = (amarpay ? c.req.query('pg_txnid') : c.req.query('paymentID')) ?? '';
    return settle(c, reference, type, { trx, code });
  });

  // Paytm posts its result (STATUS, ORDERID, RESPMSG) to its callback; the test page sends a GET.
  r.on(['GET', 'POST'], '/paytm/success', async (c) => {
    const body = c.req.method === 'POST' ? await readBody(c) : {};
    const keys = ['trx_id', 'code', 'STATUS', 'ORDERID'] as const;
    const ret = paytmReturn.parse(Object.fromEntries(keys.map((k) => [k, body[k] ?? c.req.query(k)])));
    const back = { trx: ret.trx_id, code: codeOf(ret.code) };
    if (ret.STATUS !== 'TXN_SUCCESS') {
      await declineSession(c, ret.ORDERID, 'paytm');
      return c.redirect(afterPaymentPath(c, { ok: false, ...back }, 'declined'), 302);
    }
    return settle(c, ret.ORDERID, 'paytm', back);
  });

  // bKash's return: anything but success goes back to the payment page; success goes on to complete-order.
  r.get('/bkash/execute', async (c) => {
    const back = { trx: c.req.query('trx_id') ?? '', code: codeOf(c.req.query('code')) };
    const status = c.req.query('status') ?? '';
    const paymentId = c.req.query('paymentID') ?? '';
    if (!paymentId || status !== 'success')
      return c.redirect(afterPaymentPath(c, { ok: false, ...back }, status === 'cancel' ? 'cancelled' : 'declined'), 302);
    const q = new URLSearchParams({ trx_id: back.trx, code: back.code, payment_type: 'bKash', paymentID: paymentId });
    return c.redirect(`${c.get('base')}/user/complete-order?${q.toString()}`, 302);
  });

  r.get('/nagad/callback', async (c) => {
    const back = { trx: c.req.query('trx_id') ?? '', code: codeOf(c.req.query('code')) };
    const status = c.req.query('status') ?? '';
    if (status !== 'Success')
      return c.redirect(afterPaymentPath(c, { ok: false, ...back }, status === 'Aborted' ? 'cancelled' : 'declined'), 302);
    return settle(c, c.req.query('payment_ref_id') ?? '', 'nagad', back);
  });

  // iyzico's callback route in the original is named iyzico.callback but sits at this path.
  r.get('/kkiapay/callback', async (c) => {
    const s = await loadSession(c, c.req.query('conversation_id') ?? '');
    return settle(c, s?.id ?? '', 'iyzico', { trx: s?.trx_id ?? '', code: s?.code ?? '' });
  });

  return r;
}

/** A provider's failure return: the session, if still open, ends declined (nothing is paid). */
async function declineSession(c: Context<AppEnv>, reference: string, type: string) {
  const s = await loadSession(c, reference);
  if (s && redirectPurpose(s.purpose)?.method.type === type) await declineOpenGatewaySession(c.get('deps').db, s.id);
}
