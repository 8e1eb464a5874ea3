/** Invoices and tracking: user/get-invoices/{trx}, user/invoice/{code}, user/invoice/download/{id}, user/mail-order/{trx} (test/contract/commerce/{get-invoices,invoice-by-code,invoice-download,mail-order}.json). */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../lib/context';
import { sendDevMail } from '../lib/dev-mail';
import { businessError, toInt } from '../lib/responses';
import {
  findOrders,
  ordersWithDetails,
  orderOut,
  ownerUserOut,
  canSeeOrder,
  findDetails,
  detailOut,
  endGuestCheckout,
  lineSums,
  markOrdersMailed,
} from '../services/invoices';
import { compareRowCount, wishlistCount } from '../services/lists';
import { pdfCurrencyLabel, renderInvoicePdf } from '../services/invoice-pdf';
import { defaultCurrencyRow } from '../services/shell';

/** The original's controller answer after mPDF has already streamed the file (1.6.7 app/Http/Controllers/Site/OrderController.php:459-480). */
const PDF_TRAILER = JSON.stringify({ error: 'Oops.....Something Went Wrong' });

/** Header counts the invoice page refreshes: the session user's wishlist size and compare list size. */
async function headerCounts(c: Context<AppEnv>): Promise<{ wishlists: number; compare_list: number }> {
  const user = c.get('user');
  const db = c.get('deps').db;
  if (!user) return { wishlists: 0, compare_list: c.get('session').compare?.length ?? 0 };
  return { wishlists: await wishlistCount(db, user.id), compare_list: await compareRowCount(db, user.id) };
}

export function invoiceRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  // The post-payment page: every order of one checkout (trx). A guest (walk-in) session ends here:
  // the original logs it out and forgets walk_in_id and the session addresses after answering.
  const invoices = async (c: Context<AppEnv>) => {
    const db = c.get('deps').db;
    const trx = c.req.param('trx') ?? '';
    const orders = await findOrders(db, 'o.trx_id = $1', [trx]);
    if (!orders.length || !(await canSeeOrder(c, orders[0], true))) return businessError(c, 'Permission Denied');
    const owner = await ownerUserOut(c, orders[0].user_id);
    const withDetails: Array<Record<string, unknown>> = await ordersWithDetails(db, orders, { productName: true });
    withDetails[0] = { ...withDetails[0], user: owner };
    const counts = await headerCounts(c);
    const session = c.get('session');
    const user = c.get('user');
    const guestSession = !!session.walk_in_trx && (!user || user.user_type === 'walk_in');
    const guest = guestSession ? session.walk_in_trx : null;
    if (guestSession) {
      // The ended checkout stays readable from this session only (its PDFs, tracking by code).
      await endGuestCheckout(db, session, session.walk_in_trx!);
      c.set('user', null);
    }
    return c.json({ orders: withDetails, user: owner, wishlists: counts.wishlists, compare_list: counts.compare_list, guest });
  };
  r.get('/user/get-invoices/:trx', invoices);
  r.post('/user/get-invoices/:trx', invoices);

  // Tracking and detail by code, with each line's refund.
  const byCode = async (c: Context<AppEnv>) => {
    const db = c.get('deps').db;
    const data = await c.get('store').get();
    const code = c.req.param('code') ?? '';
    const sellerSystem = String(data.settings.seller_system ?? '1') === '1';
    const orders = await findOrders(db, `o.code = $1${sellerSystem ? '' : ' AND o.seller_id = 1'}`, [code]);
    if (!orders.length || !(await canSeeOrder(c, orders[0]))) return businessError(c, 'Not found');
    const [order] = await ordersWithDetails(db, orders, { productName: true, refund: true });
    return c.json({ order: { ...order, user: await ownerUserOut(c, orders[0].user_id) } });
  };
  r.get('/user/invoice/:code', byCode);
  r.post('/user/invoice/:code', byCode);

  // The PDF, inline, with the original's JSON trailer after the PDF bytes (the widget cuts it off).
  r.get('/user/invoice/download/:id', async (c) => {
    const db = c.get('deps').db;
    const orders = await findOrders(db, 'o.id = $1', [toInt(c.req.param('id'), -1)]);
    // An unknown id is an uncaught error in the original.
    if (!orders.length) return c.json({ message: 'Server error' }, 500);
    if (!(await canSeeOrder(c, orders[0]))) return c.json({ error: 'Access Denied' }, 500);
    const data = await c.get('store').get();
    const [order] = await ordersWithDetails(db, orders, { productName: true });
    const sums = await lineSums(db, orders[0].id);
    order.order_details = order.order_details.map((d) => ({ ...d, ...sums.get(d.id as number) }));
    const currency = defaultCurrencyRow(data);
    const decimals = Math.max(0, Math.min(6, toInt(data.settings.no_of_decimals, 2)));
    const pdf = await renderInvoicePdf({
      shopName: String(data.settings.system_name ?? 'Shop'),
      order: order as Parameters<typeof renderInvoicePdf>[0]['order'],
      currency: pdfCurrencyLabel(currency?.symbol, currency?.code),
      decimals,
      couponSystem: String(data.settings.coupon_system ?? '') === '1',
    });
    const body = Buffer.concat([pdf, Buffer.from(PDF_TRAILER)]);
    return new Response(new Uint8Array(body), {
      status: 200,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${orders[0].code.replace(/[^\w.-]/g, '_')}.pdf"`,
        'Cache-Control': 'private, no-store',
      },
    });
  });

  // "Mails" the invoice to the signed-in owner (development mailbox) and marks the orders mailed.
  // The original mails any trx's invoices to whoever asks; here only the caller's own orders.
  r.get('/user/mail-order/:trx', async (c) => {
    const db = c.get('deps').db;
    const user = c.get('user');
    // A guest was logged out by get-invoices: the original reads authUser()->email on null.
    if (!user) return businessError(c, 'Attempt to read property "email" on null');
    const trx = c.req.param('trx') ?? '';
    const orders = await findOrders(db, 'o.trx_id = $1 AND o.user_id = $2', [trx, user.id]);
    if (!orders.length) return businessError(c, 'Permission Denied');
    await markOrdersMailed(db, trx, user.id);
    const fresh = await findOrders(db, 'o.trx_id = $1 AND o.user_id = $2', [trx, user.id]);
    const details = await findDetails(
      db,
      fresh.map((o) => o.id),
    );
    const out = [];
    for (const o of fresh) {
      const seller = o.seller_id ? await ownerUserOut(c, o.seller_id) : null;
      out.push({
        ...orderOut(o),
        font_name: 'Helvetica',
        order_details: details.filter((d) => d.order_id === o.id).map((d) => detailOut(d)),
        seller,
      });
    }
    if (user.email) {
      const base = c.get('base');
      const appPath = c.get('deps').config.appPath.replace(/\/$/, '');
      const links = fresh.map((o) => `${base}${appPath}/get-invoice/${encodeURIComponent(o.code)}`);
      sendDevMail(
        {
          to: user.email,
          subject: `Your order invoice${fresh.length > 1 ? 's' : ''}: ${fresh.map((o) => o.code).join(', ')}`,
          text: `Thank you for your purchase.\n\n${fresh.map((o) => `${o.code}: ${Number(o.total_payable)}`).join('\n')}`,
          links,
        },
        c,
      );
    }
    return c.json({ success: 'Mailed Successfully', orders: out });
  });
  return r;
}
