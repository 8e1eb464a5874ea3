/**
 * GA4 ecommerce events (https://developers.google.com/analytics/devguides/collection/ga4/ecommerce)
 * from the storefront's data. Amounts are converted into the active currency exactly, as the
 * shopper sees them. Nothing personal goes in: no names, e-mails, addresses or user ids; an
 * order's code is its transaction id.
 */
import { add, mul, sub, toNumber, type Decimal } from '../../lib/money/decimal';
import { convertedAmount, type MoneyFormat } from '../../lib/money/format-money';
import type { CartLine } from '../../types/cart';
import type { ProductCard } from '../../types/catalogue';
import type { Order } from '../../types/orders';

export interface Ga4Item {
  item_id: string;
  item_name: string;
  item_variant?: string;
  price: number;
  quantity: number;
  index?: number;
}

export interface Ga4Event {
  event: string;
  ecommerce: Record<string, unknown> & { currency: string; value: number; items: Ga4Item[] };
}

export interface EventContext {
  fmt: MoneyFormat;
  currency: string;
}

const money = (amount: number | string | Decimal, ctx: EventContext) => Number(convertedAmount(amount, ctx.fmt));

/** A cart line as an item: the price paid per unit (price − discount). */
export function lineItem(line: CartLine, ctx: EventContext, quantity = line.quantity): Ga4Item {
  return {
    item_id: line.sku || line.product_slug,
    item_name: line.product_name,
    ...(line.variant ? { item_variant: line.variant } : {}),
    price: money(sub(line.price, line.discount), ctx),
    quantity,
  };
}

/** A catalogue card as an item: the price shown on the card (the discounted one while a discount runs). */
export function cardItem(card: ProductCard, ctx: EventContext, index?: number): Ga4Item {
  const discounted = Number(card.special_discount_check) > 0;
  return {
    item_id: card.slug,
    item_name: card.product_name,
    price: money(discounted ? card.discount_percentage : card.price, ctx),
    quantity: 1,
    ...(index === undefined ? {} : { index }),
  };
}

export function linesEvent(event: string, lines: CartLine[], ctx: EventContext, extra: Record<string, unknown> = {}): Ga4Event {
  const items = lines.map((l) => lineItem(l, ctx));
  const value = add(...lines.map((l) => mul(sub(l.price, l.discount), l.quantity)));
  return { event, ecommerce: { currency: ctx.currency, value: money(value, ctx), items, ...extra } };
}

export function listEvent(listName: string, cards: ProductCard[], ctx: EventContext): Ga4Event {
  const items = cards.map((c, i) => cardItem(c, ctx, i));
  return { event: 'view_item_list', ecommerce: { currency: ctx.currency, value: 0, item_list_name: listName, items } };
}

export function itemEvent(event: string, card: ProductCard, ctx: EventContext, quantity = 1): Ga4Event {
  const item = { ...cardItem(card, ctx), quantity };
  return { event, ecommerce: { currency: ctx.currency, value: toNumber(mul(item.price, quantity)), items: [item] } };
}

function orderItems(order: Order, ctx: EventContext): Ga4Item[] {
  return (order.order_details ?? []).map((d) => ({
    item_id: String(d.product_id),
    item_name: d.product_name ?? '',
    ...(d.variation ? { item_variant: d.variation } : {}),
    price: money(sub(d.price, d.discount), ctx),
    quantity: Number(d.quantity) || 0,
  }));
}

/** `add_payment_info` for the orders being paid. */
export function paymentEvent(orders: Order[], paymentType: string, ctx: EventContext): Ga4Event {
  return {
    event: 'add_payment_info',
    ecommerce: {
      currency: ctx.currency,
      value: money(add(...orders.map((o) => o.total_payable)), ctx),
      payment_type: paymentType,
      items: orders.flatMap((o) => orderItems(o, ctx)),
    },
  };
}

/** `purchase` for one order. */
export function purchaseEvent(order: Order, ctx: EventContext): Ga4Event {
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: order.code,
      currency: ctx.currency,
      value: money(order.total_payable, ctx),
      tax: money(order.total_tax, ctx),
      shipping: money(order.shipping_cost, ctx),
      items: orderItems(order, ctx),
    },
  };
}
