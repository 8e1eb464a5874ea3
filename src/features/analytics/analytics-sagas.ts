import type { Action } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { select, take } from 'redux-saga/effects';
import type { RootState } from '../../app/store';
import {
  cartLineReduced,
  cartViewed,
  checkoutBegun,
  paymentInfoAdded,
  purchaseShown,
  shippingInfoAdded,
} from '../../lib/analytics/commerce-events';
import { readItem, writeItem } from '../../lib/storage/local-flags';
import type { CartLine } from '../../types/cart';
import { addToCartSucceeded } from '../cart/cart-slice';
import { listingSucceeded } from '../catalog/listing-slice';
import { productDetailsSucceeded } from '../product/product-slice';
import { selectActiveCurrency, selectMoneyFormat } from '../shop/shop-selectors';
import type { DataLayer } from './analytics-watch';
import { itemEvent, linesEvent, listEvent, paymentEvent, purchaseEvent, type EventContext, type Ga4Event } from './ga4-events';

/** Order codes already reported as purchases in this browser: a reload of the invoice must not count twice. */
export const PURCHASES_KEY = 'storefront.analytics.purchases';
const REMEMBERED_PURCHASES = 200;

function reportedPurchases(): string[] {
  try {
    const list: unknown = JSON.parse(readItem(PURCHASES_KEY) ?? '[]');
    return Array.isArray(list) ? list.map(String) : [];
  } catch {
    return [];
  }
}

/** The line that an add changed: a new line, or the one whose quantity grew (the answer has no product id). */
function addedLine(before: CartLine[], after: CartLine[]): { line: CartLine; quantity: number } | null {
  for (const line of after) {
    const old = before.find((l) => l.id === line.id);
    const grew = line.quantity - (old?.quantity ?? 0);
    if (grew > 0) return { line, quantity: grew };
  }
  return null;
}

function eventsFor(action: Action, ctx: EventContext, linesBefore: CartLine[]): Ga4Event[] {
  if (listingSucceeded.match(action)) {
    const { key, result } = action.payload;
    return result.products.data.length ? [listEvent(result.page?.title ?? key, result.products.data, ctx)] : [];
  }
  if (productDetailsSucceeded.match(action)) return [itemEvent('view_item', action.payload.answer.product, ctx)];
  if (addToCartSucceeded.match(action)) {
    const added = addedLine(linesBefore, action.payload.carts);
    if (!added) return [];
    return [linesEvent('add_to_cart', [{ ...added.line, quantity: added.quantity }], ctx)];
  }
  if (cartViewed.match(action)) return [linesEvent('view_cart', action.payload.lines, ctx)];
  if (cartLineReduced.match(action)) {
    const { line, quantity } = action.payload;
    return [linesEvent('remove_from_cart', [{ ...line, quantity }], ctx)];
  }
  if (checkoutBegun.match(action)) return [linesEvent('begin_checkout', action.payload.lines, ctx)];
  if (shippingInfoAdded.match(action)) {
    return [linesEvent('add_shipping_info', action.payload.lines, ctx, { shipping_tier: action.payload.tier })];
  }
  if (paymentInfoAdded.match(action)) return [paymentEvent(action.payload.orders, action.payload.paymentType, ctx)];
  if (purchaseShown.match(action)) {
    const done = reportedPurchases();
    const fresh = action.payload.orders.filter((o) => o.code && !done.includes(o.code));
    if (!fresh.length) return [];
    writeItem(PURCHASES_KEY, JSON.stringify([...done, ...fresh.map((o) => o.code)].slice(-REMEMBERED_PURCHASES)));
    return fresh.map((o) => purchaseEvent(o, ctx));
  }
  return [];
}

/** Takes the queued actions one by one and pushes their events (clearing the previous ecommerce object first, as GA4 asks). */
export function* reportToDataLayer(channel: Channel<Action>, layer: DataLayer) {
  let lines: CartLine[] = yield select((state: RootState) => state.cart.lines);
  for (;;) {
    const action: Action = yield take(channel);
    const ctx: EventContext = {
      fmt: yield select(selectMoneyFormat),
      currency: ((yield select(selectActiveCurrency)) as { code?: string } | null)?.code ?? '',
    };
    for (const event of eventsFor(action, ctx, lines)) {
      layer.push({ ecommerce: null });
      layer.push(event as unknown as Record<string, unknown>);
    }
    if (addToCartSucceeded.match(action)) lines = action.payload.carts;
    else lines = yield select((state: RootState) => state.cart.lines);
  }
}
