/**
 * The test card gateway: a redirect flow to a page this server hosts (docs/payments.md). It takes the
 * original's Stripe path, so the storefront's "Pay with card" (`is_stripe_activated`) leads here.
 *
 * 1. `GET stripe/redirect?trx_id=&code=` opens a gateway session for the payable amount (Σ
 *    total_payable of the orders, exact) and redirects to `/_dev/gateway/{id}`.
 * 2. That page shows the amount and three buttons, forms posting to `/_dev/gateway/{id}/{action}`
 *    with the session's nonce (a stray POST without it does nothing) from the same browser session.
 * 3. Approve completes the orders as complete-order does (`payment_type` "stripe", paid) and
 *    redirects to the original's return: `/get-invoice/{code}` when paying by code, else
 *    `/invoice/{trx_id}`. Decline and Cancel leave the orders unpaid and payable, and redirect to
 *    `/payment` (or `/payment/{code}`) with `?payment=declined` or `?payment=cancelled`, which the
 *    payment page reads once. A failed approval (the orders changed, stock ran out) returns with
 *    `?payment=failed`. A session moves from pending once: a repeated Approve (reload, double
 *    click) only redirects again, and never pays twice.
 *
 * Wallet recharge by card (the original's wallet.vue link `stripe/redirect?amount=&type=wallet`):
 *
 *    GET {base}/stripe/redirect?type=wallet&amount={amount in the ACTIVE currency}
 *
 * (a full-page navigation, no token needed). A signed-in shopper (a guest gets 302 /login) with
 * `wallet_system` and `is_stripe_activated` on and a positive amount gets a gateway session for
 * amount ÷ the session currency's rate (base currency, exact, 2 decimals half up) and the same
 * hosted page. Approve writes a PENDING `wallet_recharge` income (payment_method "stripe"; the
 * balance changes only when approved, see routes/wallet.ts) and redirects to
 * `{app}/my-wallet?recharge=pending`; Decline / Cancel write nothing and redirect to
 * `{app}/my-wallet?recharge=declined` / `?recharge=cancelled`; a refused start (bad amount, wallet
 * or card off) redirects to `{app}/my-wallet?recharge=failed`.
 */
import { timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../lib/context';
import { z } from 'zod';
import { readBody } from '../lib/responses';
import { text } from '../lib/validate';
import { callerOf, completeOrder, isCode, payableOf, type Caller } from '../services/payment';
import { toBaseAmount } from '../services/recharge';
import {
  approveGatewayRecharge,
  claimGatewaySession,
  endPendingGatewaySession,
  findGatewaySession,
  finishGatewaySession,
  gatewayAmountText,
  openGatewaySession,
  type GatewaySession,
} from '../services/gateway-sessions';
import { activeCurrencyRow } from '../services/shell';
import { decideRedirect, redirectPurpose, REDIRECT_METHOD_NAMES } from './gateway-redirect';
import { afterPaymentPath } from './payment';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string);

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const noStore = { 'Cache-Control': 'no-store' };

/** The page's buttons post the session's nonce; anything else compares as text and fails. */
const decisionBody = z.object({ nonce: text() });

// Only the browser session that opened it may see or act on it.
const loadSession = (c: Context<AppEnv>, id: string) => findGatewaySession(c.get('deps').db, id, c.get('session').id);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1d2330}
main{max-width:28rem;margin:3rem auto;background:#fff;border-radius:8px;padding:2rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin:0 0 1rem}.amount{font-size:2rem;font-weight:700;margin:.5rem 0 1.5rem}
.note{color:#4a5160;font-size:.9rem}form{display:inline}button{font:inherit;padding:.6rem 1.2rem;margin:.25rem .5rem .25rem 0;border-radius:6px;border:1px solid #1d2330;background:#fff;cursor:pointer}
button.approve{background:#0b6e2e;border-color:#0b6e2e;color:#fff}button:focus-visible{outline:3px solid #1a5fd0;outline-offset:2px}
</style></head><body><main>${body}</main></body></html>`;
}

/** Where a card recharge returns: the wallet page with its outcome. */
function walletReturn(c: Context<AppEnv>, outcome: 'pending' | 'declined' | 'cancelled' | 'failed'): string {
  return `${c.get('base')}${c.get('deps').config.appPath}/my-wallet?recharge=${outcome}`;
}

/** Starts a card recharge (see the header). */
async function startRecharge(c: Context<AppEnv>): Promise<Response> {
  const user = c.get('user');
  if (!user) return c.redirect(`${c.get('base')}${c.get('deps').config.appPath}/login`, 302);
  const data = await c.get('store').get();
  const db = c.get('deps').db;
  const amount =
    on(data.settings.wallet_system) && on(data.settings.is_stripe_activated)
      ? await toBaseAmount(db, c.req.query('amount') ?? c.req.query('total'), activeCurrencyRow(c, data)?.exchange_rate ?? 1)
      : null;
  if (!amount) return c.redirect(walletReturn(c, 'failed'), 302);
  const id = await openGatewaySession(db, {
    trx: '',
    code: '',
    userId: user.id,
    browserSession: c.get('session').id,
    amount,
    purpose: 'wallet',
  });
  return c.redirect(`${c.get('base')}/_dev/gateway/${id}`, 302);
}

/** A card recharge's decision: approve records the pending recharge once; the others record nothing. */
async function decideRecharge(c: Context<AppEnv>, s: GatewaySession, action: string): Promise<Response> {
  const db = c.get('deps').db;
  if (action !== 'approve') {
    const verdict = action === 'decline' ? 'declined' : 'cancelled';
    await endPendingGatewaySession(db, s.id, verdict);
    return c.redirect(walletReturn(c, verdict), 302);
  }
  const claimed = await approveGatewayRecharge(db, s, 'test_card');
  if (!claimed && s.status !== 'approved') return c.redirect(walletReturn(c, s.status === 'declined' ? 'declined' : 'cancelled'), 302);
  return c.redirect(walletReturn(c, 'pending'), 302);
}

export function gatewayRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/stripe/redirect', async (c) => {
    if (c.req.query('type') === 'wallet') return startRecharge(c);
    const trx = c.req.query('trx_id') ?? '';
    const code = isCode(c.req.query('code')) ? (c.req.query('code') as string) : '';
    const data = await c.get('store').get();
    const caller = callerOf(c.get('session'), c.get('user'));
    const payable = on(data.settings.is_stripe_activated) ? await payableOf(c.get('deps').db, data, caller, trx, code) : null;
    if (!payable) return c.redirect(afterPaymentPath(c, { ok: false, trx, code }, 'failed'), 302);
    const id = await openGatewaySession(c.get('deps').db, {
      trx: payable.orders[0].trx_id,
      code,
      userId: caller.userId,
      browserSession: caller.sessionId,
      amount: payable.amount,
      purpose: 'order',
    });
    return c.redirect(`${c.get('base')}/_dev/gateway/${id}`, 302);
  });

  r.get('/_dev/gateway/:id', async (c) => {
    const s = await loadSession(c, c.req.param('id'));
    if (!s)
      return c.html(
        page('Test card gateway', '<h1>Test card gateway</h1><p>This payment session does not exist or has ended.</p>'),
        404,
        noStore,
      );
    const data = await c.get('store').get();
    const currency = data.currencies.find((x) => String(x.id) === String(data.settings.default_currency)) ?? data.currencies[0];
    const places = Number.parseInt(String(data.settings.no_of_decimals ?? '2'), 10);
    const rounded = await gatewayAmountText(c.get('deps').db, s.amount, Number.isFinite(places) ? places : 2);
    const amount = `${rounded} ${currency?.code ?? ''}`.trim();
    // The redirect family's sessions (routes/gateway-redirect.ts) show which provider this page stands in for.
    const family = redirectPurpose(s.purpose);
    const title = family ? `Test payment gateway: ${REDIRECT_METHOD_NAMES[family.method.id]}` : 'Test card gateway';
    const what = s.purpose === 'wallet' || family?.kind === 'wallet' ? 'Wallet recharge' : s.code ? `Order ${s.code}` : 'Your order';
    const action = (name: string, label: string, cls = '') =>
      `<form method="post" action="/_dev/gateway/${s.id}/${name}"><input type="hidden" name="nonce" value="${escapeHtml(s.nonce)}">` +
      `<button type="submit"${cls ? ` class="${cls}"` : ''}>${label}</button></form>`;
    const body =
      s.status === 'pending'
        ? `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(what)}</p><p class="amount" aria-label="Amount to pay">${escapeHtml(amount)}</p>` +
          `<p class="note">A development stand-in for a payment page. Nothing is charged.</p>` +
          `<div role="group" aria-label="Payment decision">${action('approve', 'Approve', 'approve')}${action('decline', 'Decline')}${action('cancel', 'Cancel')}</div>`
        : `<h1>${escapeHtml(title)}</h1><p>This payment is already ${escapeHtml(s.status)}.</p>` +
          // An authorised redirect-family payment may still be finished by its callback (a reload, a lost redirect).
          (family?.kind === 'order' && (s.status === 'authorized' || s.status === 'approved')
            ? `<p>${action('approve', 'Return to the shop', 'approve')}</p>`
            : '');
    return c.html(page(title, body), 200, noStore);
  });

  r.post('/_dev/gateway/:id/:action{approve|decline|cancel}', async (c) => {
    const db = c.get('deps').db;
    const s = await loadSession(c, c.req.param('id'));
    const { nonce } = decisionBody.parse(await readBody(c));
    if (!s || !sameText(nonce, s.nonce)) return c.text('Forbidden', 403, noStore);
    const action = c.req.param('action');
    if (redirectPurpose(s.purpose)) return decideRedirect(c, s, action);
    if (s.purpose === 'wallet') return decideRecharge(c, s, action);
    const back = { trx: s.trx_id, code: s.code };

    if (action !== 'approve') {
      const verdict = action === 'decline' ? 'declined' : 'cancelled';
      await endPendingGatewaySession(db, s.id, verdict);
      return c.redirect(afterPaymentPath(c, { ok: false, ...back }, verdict), 302);
    }

    // Claim the session once; a repeated approve only follows the first one's outcome.
    if (!(await claimGatewaySession(db, s.id, 'pending'))) {
      const ok = s.status === 'approved' || s.status === 'processing';
      return c.redirect(afterPaymentPath(c, { ok, ...back }, ok ? undefined : s.status), 302);
    }
    const data = await c.get('store').get();
    const caller: Caller = callerOf(c.get('session'), c.get('user'));
    // The amount shown must still be what is owed (the shopper may have gone back and changed the cart).
    const payable = await payableOf(db, data, caller, s.trx_id, s.code);
    const result =
      payable && payable.amount === s.amount
        ? await completeOrder(c.get('deps'), data, c.get('base'), caller, {
            paymentType: 'stripe',
            trxId: s.trx_id,
            code: s.code,
            gateway: { gateway: 'test_card', session_id: s.id, amount: s.amount, status: 'approved' },
          })
        : ({ ok: false, error: 'amount changed' } as const);
    await finishGatewaySession(db, s.id, result.ok);
    return c.redirect(afterPaymentPath(c, { ok: result.ok, ...back }, result.ok ? undefined : 'failed'), 302);
  });

  return r;
}

const on = (v: unknown) => v === 1 || v === '1' || v === true;
