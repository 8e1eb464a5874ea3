/**
 * The price summary of the cart, checkout and payment pages (1.6.7 resources/js/components/frontend/pages/cart.vue, checkout.vue, payment.vue), in exact decimals
 * of the base currency. The reference server's confirm-order computes each seller's order by the
 * same rules, so the sum of the orders' `total_payable` equals `total` here to the last digit
 * (test/server/totals-property.test.ts checks that for random carts, coupons and currencies).
 */
import type { AppliedCoupon, CartLine, SellerGroup } from '../../types/cart';
import type { Order } from '../../types/orders';
import type { Settings } from '../../types/shop';
import { add, atLeastZero, compare, dec, mul, sub, ZERO, type Decimal } from './decimal';

export interface Totals {
  subTotal: Decimal;
  /** The products' own discounts (`discount_offer`). */
  discount: Decimal;
  shipping: Decimal;
  tax: Decimal;
  couponDiscount: Decimal;
  /** `subTotal + tax + shipping − (discount + couponDiscount)`, never below 0; for orders, Σ total_payable as answered. */
  total: Decimal;
}

export type TotalsPage = 'cart' | 'checkout';

export interface ShippingChoice {
  /** Pickup from a hub: no shipping. */
  pickup?: boolean;
  /** The area-based cost for the chosen address (`user/find/shipping_cost`), replacing the groups' value. */
  areaCost?: number | string | null;
}

const on = (v: unknown) => v === 1 || v === '1' || v === true;
const groupsOf = (checkouts: Record<string, SellerGroup> | [] | null | undefined): SellerGroup[] =>
  checkouts && !Array.isArray(checkouts) ? Object.values(checkouts) : [];

function finish(parts: Omit<Totals, 'total'>): Totals {
  const total = atLeastZero(sub(add(parts.subTotal, parts.tax, parts.shipping), add(parts.discount, parts.couponDiscount)));
  return { ...parts, total };
}

/** The cart's or checkout's summary from its lines, seller groups and applied coupons. */
export function linesTotals(
  input: { carts: CartLine[]; checkouts: Record<string, SellerGroup> | []; coupons: AppliedCoupon[] },
  settings: Settings,
  page: TotalsPage,
  choice: ShippingChoice = {},
): Totals {
  const feeType = String(settings.shipping_fee_type ?? settings.shipping_cost ?? '');
  const groups = groupsOf(input.checkouts);
  let subTotal = ZERO;
  let discount = ZERO;
  let tax = ZERO;
  let lineShipping = ZERO;
  for (const line of input.carts) {
    subTotal = add(subTotal, mul(line.price, line.quantity));
    discount = add(discount, mul(line.discount, line.quantity));
    tax = add(tax, mul(line.tax, line.quantity));
    if (feeType === 'product_base') lineShipping = add(lineShipping, line.shipping_cost);
  }
  tax = add(tax, ...groups.map((g) => g.tax));
  // The cart page leaves area-based shipping out (it depends on the address chosen at checkout).
  const groupShipping = page === 'cart' && feeType === 'area_base' ? ZERO : add(...groups.map((g) => g.shipping_cost));
  let shipping = add(lineShipping, groupShipping);
  if (choice.pickup) shipping = ZERO;
  else if (feeType === 'area_base' && choice.areaCost !== undefined && choice.areaCost !== null) shipping = dec(choice.areaCost);
  const couponDiscount = on(settings.coupon_system) ? add(...input.coupons.map((c) => c.discount)) : ZERO;
  return finish({ subTotal, discount, shipping, tax, couponDiscount });
}

/**
 * The payment page's summary: the orders confirm-order created, as the backend answered them. The
 * total is Σ total_payable, what complete-order and the gateways charge (1.6.7
 * app/Traits/PaymentTrait.php), never recomputed here: the original's orders can ask for another
 * figure than the checkout showed (test/contract/commerce/payment-order.json, two-sellers-coupon).
 */
export function ordersTotals(orders: Order[], settings: Settings): Totals {
  return {
    subTotal: add(...orders.map((o) => o.sub_total)),
    discount: add(...orders.map((o) => o.discount)),
    shipping: add(...orders.map((o) => o.shipping_cost)),
    tax: add(...orders.map((o) => o.total_tax)),
    couponDiscount: on(settings.coupon_system) ? add(...orders.map((o) => o.coupon_discount)) : ZERO,
    total: add(...orders.map((o) => o.total_payable)),
  };
}

export type SummaryRowKey = 'sub_total' | 'tax' | 'discount' | 'shipping_cost' | 'coupon_discount' | 'total' | 'grand_total';

/**
 * Which rows the summary shows, in order, with their amounts (the original's payment_details.vue):
 * tax only where it is not added after the total; shipping not on the cart page with area-based
 * fees; the coupon row only with the coupon system; after-tax order VAT splits the total; a zero
 * discount, coupon or tax is left out.
 */
export function summaryRows(
  totals: Totals,
  settings: Settings,
  page: TotalsPage | 'payment',
): Array<{ key: SummaryRowKey; amount: Decimal }> {
  const afterTaxOrderVat = settings.tax_type === 'after_tax' && settings.vat_and_tax_type === 'order_base';
  const feeType = String(settings.shipping_fee_type ?? settings.shipping_cost ?? '');
  const rows: Array<{ key: SummaryRowKey; amount: Decimal }> = [{ key: 'sub_total', amount: totals.subTotal }];
  if (!afterTaxOrderVat && (settings.tax_type !== 'after_tax' || settings.vat_and_tax_type === 'product_base')) {
    rows.push({ key: 'tax', amount: totals.tax });
  }
  rows.push({ key: 'discount', amount: totals.discount });
  if (!(page === 'cart' && feeType === 'area_base')) rows.push({ key: 'shipping_cost', amount: totals.shipping });
  if (on(settings.coupon_system)) rows.push({ key: 'coupon_discount', amount: totals.couponDiscount });
  if (afterTaxOrderVat) {
    rows.push({ key: 'total', amount: sub(totals.total, totals.tax) });
    rows.push({ key: 'tax', amount: totals.tax });
    rows.push({ key: 'grand_total', amount: totals.total });
  } else {
    rows.push({ key: 'total', amount: totals.total });
  }
  // A discount, coupon or tax of nothing is no news: "Discount −$0.00" rows are left out.
  return rows.filter((row) => !(HIDDEN_WHEN_ZERO.includes(row.key) && compare(row.amount, ZERO) === 0));
}

const HIDDEN_WHEN_ZERO: readonly SummaryRowKey[] = ['discount', 'coupon_discount', 'tax'];

/** Rows whose amount lowers the total: shown with a minus (format-money.ts formatDeduction). */
export const isDeduction = (key: SummaryRowKey): boolean => key === 'discount' || key === 'coupon_discount';
