import { add, compare, mul, sub, ZERO, type Decimal } from '../../lib/money/decimal';
import type { Order, OrderDetail } from '../../types/orders';

/** The line's whole shipping cost as stored (`total_cost`; a row with only `per_cost` counts that). */
export function lineShipping(line: OrderDetail): unknown {
  const s = line.shipping_cost;
  if (!s || typeof s !== 'object') return 0;
  return s.total_cost ?? s.per_cost ?? 0;
}

/**
 * Whether the lines' own shipping is what the order was charged for shipping. A line keeps the
 * shipping its cart line had, but the order's `shipping_cost` is what was charged (1.6.7
 * app/Repositories/Admin/OrderRepository.php confirmOrder): a pickup order is charged none, a
 * flat-rate or area-based order one amount for the whole order (test/contract/commerce/invoice-by-code.json,
 * delivered: lines 0, order 5). Only when the lines add up to the order's shipping do they show it
 * (a Shipping Cost column) and count it in their totals; otherwise the order's Shipping Cost row
 * alone says it, and a line and the order never disagree.
 */
export function linesCarryShipping(order: Pick<Order, 'shipping_cost' | 'order_details'>): boolean {
  const sum = add(...(order.order_details ?? []).map(lineShipping));
  return compare(sum, ZERO) > 0 && compare(sum, order.shipping_cost) === 0;
}

/**
 * A line's Total as 1.6.7 user/get-invoice.vue and after-track-order.vue show it, in exact money:
 * price·qty + tax·qty + shipping − (discount·qty + the line's coupon discount); the shipping only
 * where the lines carry the order's shipping (linesCarryShipping).
 */
export function lineTotal(line: OrderDetail, withShipping = true): Decimal {
  const qty = Number(line.quantity) || 0;
  const coupon = line.coupon_discount && typeof line.coupon_discount === 'object' ? line.coupon_discount.discount : 0;
  const shipping = withShipping ? lineShipping(line) : 0;
  return sub(add(mul(line.price, qty), mul(line.tax, qty), shipping), add(mul(line.discount, qty), coupon));
}
