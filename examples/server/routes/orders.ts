/** The account's orders: lists, cancel, remove, refund requests (test/contract/account/profile-orders.json, test/contract/commerce/{order-list,cancel-order,remove-order,refund-request}.json). */
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';
import { loginCheck } from '../lib/login-check';
import { pageParams } from '../lib/paginate';
import { z } from 'zod';
import { businessError, fieldErrors, readBody, toInt, validationError } from '../lib/responses';
import { intLike, required } from '../lib/validate';
import { cancelOrderCommission } from '../services/affiliate';
import { findOrders, orderOut, ownerUserOut } from '../services/invoices';
import { accountOrders, cancelOrder, refundDetailOut, removeOrder, requestRefund } from '../services/orders';
import { addOns } from '../services/shell';
import { currencyOut } from '../services/shell-format';

/** refund-request: the reason, the order and the line, all required (Laravel 8 wording, in this order). */
const refundBody = z.object({
  refund_reason: required('refund_reason').transform((v) => String(v).trim()),
  order: required('order').pipe(intLike(-1)),
  order_detail_id: required('order_detail_id').pipe(intLike(-1)),
});

export function orderRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  // The dashboard's and 1.6.7 order history's table: five orders a page, plus the XOF currency row
  // (null unless the shop has one), which the original's price formatting special-cases.
  r.get('/user/profile-orders', loginCheck(), async (c) => {
    const { page, perPage } = pageParams({ page: c.req.query('page') }, 5, 5);
    const orders = await accountOrders(c.get('deps').db, c.get('base'), c.get('user')!.id, page, perPage, c.req.url);
    const xof = (await c.get('store').get()).currencies.find((x) => x.code === 'XOF');
    return c.json({ orders, xof: xof ? currencyOut(xof) : null });
  });

  // customerCheck: guests and non-customers get 401 with the original's misspelt text. Ten a page.
  r.get('/home/user/order-list', async (c) => {
    const user = c.get('user');
    if (!user || user.user_type !== 'customer') return c.json({ error: 'unathenticated' }, 401);
    const data = await c.get('store').get();
    const { page, perPage } = pageParams({ page: c.req.query('page') }, 10, 10);
    const orderList = await accountOrders(c.get('deps').db, c.get('base'), user.id, page, perPage, c.req.url, {
      adminOnly: String(data.settings.seller_system ?? '1') !== '1',
    });
    return c.json({ orderList });
  });

  r.get('/user/cancel-order/:id', loginCheck(), async (c) => {
    const db = c.get('deps').db;
    const user = c.get('user')!;
    const result = await cancelOrder(db, user.id, toInt(c.req.param('id'), -1));
    if (!result.ok) return businessError(c, 'You can not cancel the order anymore');
    // The cancelled order's pending affiliate commission is cancelled with it.
    await cancelOrderCommission(db, result.orderId);
    const [order] = await findOrders(db, 'o.id = $1', [result.orderId]);
    return c.json({ orders: orderOut(order), success: 'Order canceled Successfully', user: await ownerUserOut(c, user.id) });
  });

  // Anyone else's order: the original's abort(403) is caught, which answers {"error": ""}.
  r.get('/user/remove-order/:id', loginCheck(), async (c) => {
    const db = c.get('deps').db;
    const id = toInt(c.req.param('id'), -1);
    if (!(await removeOrder(db, c.get('user')!.id, id))) return businessError(c, '');
    const [order] = await findOrders(db, 'o.id = $1', [id]);
    return c.json({ deleteOrder: orderOut(order), success: 'Order Removed Successfully' });
  });

  // The refund add-on's route (routes/refund.php): absent while the add-on is off.
  r.post('/refund-request', loginCheck(), async (c) => {
    const data = await c.get('store').get();
    if (!addOns(data).includes('refund')) return c.json({ message: 'Not found' }, 404);
    const parsed = refundBody.safeParse(await readBody(c));
    if (!parsed.success) return validationError(c, fieldErrors(parsed.error));
    const body = parsed.data;
    const db = c.get('deps').db;
    const base = c.get('base');
    const result = await requestRefund(db, {
      userId: c.get('user')!.id,
      orderId: body.order,
      detailId: body.order_detail_id,
      reason: body.refund_reason,
      refundRequestTime: toInt(data.settings.refund_request_time, 0),
      withShipping: String(data.settings.refund_with_shipping_cost ?? '') === '1',
    });
    switch (result.kind) {
      case 'created':
        return c.json({
          success: 'Request send successfully, wait for the approval',
          order_detail: await refundDetailOut(db, base, result.detailId),
        });
      case 'exists':
        return c.json({ error: 'Refund request already exists', order_detail: await refundDetailOut(db, base, result.detailId) });
      case 'not-refundable':
        return c.json({ error: 'Product is not refundable', order_detail: await refundDetailOut(db, base, result.detailId) });
      case 'not-found':
        return businessError(c, 'Order not found');
      default:
        return businessError(c, 'Oops...Something Went Wrong');
    }
  });
  return r;
}
