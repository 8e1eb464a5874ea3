import { add, mul, sub, type Decimal } from '../../lib/money/decimal';
import type { OrderDetail } from '../../types/orders';

/** The line's whole shipping cost (`total_cost`; a row with only `per_cost` counts that). */
export function lineShipping(line: OrderDetail): unknown {
  const s = line.shipping_cost;
  if (!s || typeof s !== 'object') return 0;
  return s.total_cost ?? s.per_cost ?? 0;
}

/**
 * A line's Total as 1.6.7 user/get-invoice.vue and after-track-order.vue show it, in exact money:
 * price·qty + tax·qty + shipping − (discount·qty + the line's coupon discount).
 */
export function lineTotal(line: OrderDetail): Decimal {
  const qty = Number(line.quantity) || 0;
  const coupon = line.coupon_discount && typeof line.coupon_discount === 'object' ? line.coupon_discount.discount : 0;
  return sub(add(mul(line.price, qty), mul(line.tax, qty), lineShipping(line)), add(mul(line.discount, qty), coupon));
}
