/**
 * The wallet (test/contract/loyalty/{wallet-data,wallet-history,recharge-wallet}.json): its data, history and recharges, and the development
 * action that stands in for the admin's approval.
 *
 * - `GET user/wallet-data`, `GET user/wallet-history`, `POST user/recharge-wallet` (offline, multipart
 *   {id, file, payment_type, amount}): loginCheck (the original's "log in the posted user_id" is
 *   not reproduced). The card recharge starts at `GET stripe/redirect?amount=&type=wallet`
 *   (routes/gateway.ts).
 * - Development only (DEV_TOOLS=1 only, lib/dev-tools.ts):
 *   - `GET /_dev/wallet`: the latest recharges with Approve buttons;
 *   - `POST /_dev/wallet/recharges/{id}/approve` (with the session's X-CSRF-TOKEN, as any POST):
 *     approves a pending recharge, adds it to the balance, notifies the shopper live; answers JSON
 *     `{success, id, user_id, amount, already}` (404 `{error}` for an unknown or non-recharge row);
 *   - the page's forms post to `/_dev/wallet/{nonce}/recharges/{id}/approve` instead: a random
 *     nonce of this server instance in the path replaces the token (lib/csrf.ts), then it
 *     redirects back to the page.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../lib/context';
import { escapeHtml } from '../lib/html';
import { loginCheck } from '../lib/login-check';
import { fieldErrors, readBody, validationError } from '../lib/responses';
import {
  approvedRechargeSum,
  approveRecharge,
  offlineMethodOut,
  offlineMethods,
  offlineRecharge,
  recentRecharges,
  RECHARGE_SUCCESS,
  toBaseAmount,
  walletHistoryPage,
} from '../services/recharge';
import { activeCurrencyRow } from '../services/shell';
import { currencyOut } from '../services/shell-format';
import { offlineRechargeSchema } from '../validation/wallet';
import { plainPaginator } from './notifications';

const PER_PAGE = 15;

/** Laravel's page resolver: anything but an integer ≥ 1 is page 1. */
function requestedPage(raw: string | undefined): number {
  const page = /^\s*\d{1,9}\s*$/.test(raw ?? '') ? Number.parseInt(raw!, 10) : 1;
  return page >= 1 ? page : 1;
}

/** `recharges` (a page of the history) and `balance`, as wallet-history and recharge-wallet answer them. */
export async function historyAnswer(c: Context<AppEnv>, userId: number, page: number) {
  const db = c.get('deps').db;
  const { data, total } = await walletHistoryPage(db, userId, page);
  return { recharges: plainPaginator(data, total, page, PER_PAGE, c.req.url), balance: await approvedRechargeSum(db, userId) };
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function devPage(rows: Awaited<ReturnType<typeof recentRecharges>>, nonce: string, flash: string): string {
  const body = rows.length
    ? `<table><caption>Latest recharges (pending first)</caption><thead><tr><th scope="col">Id</th><th scope="col">Shopper</th>` +
      `<th scope="col">Amount (base currency)</th><th scope="col">Source</th><th scope="col">Method</th><th scope="col">Status</th>` +
      `<th scope="col"><span class="sr">Action</span></th></tr></thead><tbody>` +
      rows
        .map(
          (r) =>
            `<tr><td>${r.id}</td><td>${escapeHtml(r.email ?? '')}</td><td>${escapeHtml(r.amount)}</td><td>${escapeHtml(r.source)}</td>` +
            `<td>${escapeHtml(r.payment_method ?? '')}</td><td>${escapeHtml(r.status)}</td><td>` +
            (r.status === 'approved'
              ? ''
              : `<form method="post" action="/_dev/wallet/${nonce}/recharges/${r.id}/approve">` +
                `<button type="submit" aria-label="Approve recharge ${r.id}">Approve</button></form>`) +
            `</td></tr>`,
        )
        .join('') +
      `</tbody></table>`
    : '<p>No recharges yet. Recharge a wallet in the storefront, then reload this page.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Wallet recharges (development)</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;padding:1rem;max-width:60rem;color:#1a1a1a}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ccc;padding:.4rem;text-align:left}
caption{text-align:left;font-weight:600;margin-bottom:.5rem}.sr{position:absolute;left:-9999px}
button{font:inherit;padding:.3rem .8rem;border-radius:6px;border:1px solid #0b6e2e;background:#0b6e2e;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #1a5fd0;outline-offset:2px}
</style></head><body><main><h1>Wallet recharges</h1>
<p>A development stand-in for the admin's approval: approving adds the amount to the shopper's balance and notifies them.</p>
${flash ? `<p role="status">${escapeHtml(flash)}</p>` : ''}${body}</main></body></html>`;
}

export function walletRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  /** This instance's nonce for the development page's forms. */
  const nonce = randomBytes(16).toString('hex');

  r.get('/user/wallet-data', loginCheck(), async (c) => {
    const data = await c.get('store').get();
    const currency = (code: string) => {
      const row = data.currencies.find((x) => x.code === code);
      return row ? currencyOut(row) : null;
    };
    const methods = await offlineMethods(c.get('deps').db, data);
    return c.json({
      indian_currency: currency('INR'),
      offline_methods: methods.map((m) => offlineMethodOut(m, c.get('base'))),
      jazz_data: [],
      jazz_url: '',
      xof: currency('XOF'),
    });
  });

  r.get('/user/wallet-history', loginCheck(), async (c) => {
    return c.json(await historyAnswer(c, c.get('user')!.id, requestedPage(c.req.query('page'))));
  });

  r.post('/user/recharge-wallet', loginCheck(), async (c) => {
    const user = c.get('user')!;
    const data = await c.get('store').get();
    const { db } = c.get('deps');
    const rate = activeCurrencyRow(c, data)?.exchange_rate ?? 1;
    const methods = await offlineMethods(db, data);
    // The id as PHP's (int) reads it: its leading digits.
    const methodOf = (id: unknown) => methods.find((m) => m.id === Number.parseInt(String(id ?? ''), 10));
    const checked = await offlineRechargeSchema({
      baseAmount: (amount) => toBaseAmount(db, amount, rate),
      methodExists: (id) => methodOf(id) !== undefined,
    }).safeParseAsync(await readBody(c));
    if (!checked.success) return validationError(c, fieldErrors(checked.error));
    const details = await offlineRecharge(c.get('deps'), c.get('base'), user.id, {
      method: methodOf(checked.data.id)!,
      amount: (await toBaseAmount(db, checked.data.amount, rate))!,
      file: checked.data.file,
      paymentType: checked.data.payment_type,
    });
    return c.json({ success: RECHARGE_SUCCESS, wallet: details, ...(await historyAnswer(c, user.id, 1)) });
  });

  // ------------------------------------------------------------ development approval

  const approve = async (c: Context<AppEnv>, id: number) => {
    const { db, pusher, config } = c.get('deps');
    return approveRecharge(db, id, { pusher, mode: config.realtimeChannel });
  };
  const idOf = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number.parseInt(raw, 10) : 0);

  r.get('/_dev/wallet', async (c) => {
    const flash = c.req.query('approved') ? `Recharge ${c.req.query('approved')} approved.` : '';
    return c.html(devPage(await recentRecharges(c.get('deps').db), nonce, flash), 200, { 'Cache-Control': 'no-store' });
  });

  r.post('/_dev/wallet/recharges/:id/approve', async (c) => {
    const result = await approve(c, idOf(c.req.param('id')));
    if (!result.ok) return c.json({ error: 'No such recharge' }, 404);
    return c.json({
      success: 'Recharge approved',
      id: idOf(c.req.param('id')),
      user_id: result.userId,
      amount: result.amount,
      already: result.already,
    });
  });

  r.post('/_dev/wallet/:nonce/recharges/:id/approve', async (c) => {
    if (!sameText(c.req.param('nonce'), nonce)) return c.text('Forbidden', 403);
    const id = idOf(c.req.param('id'));
    const result = await approve(c, id);
    if (!result.ok) return c.text('No such recharge', 404);
    return c.redirect(`/_dev/wallet?approved=${id}`, 303);
  });

  return r;
}
