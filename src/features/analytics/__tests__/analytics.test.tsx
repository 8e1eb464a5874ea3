import { waitFor } from '@testing-library/react';
import type { Action } from '@reduxjs/toolkit';
import { channel, runSaga } from 'redux-saga';
import { useBackend } from '../../../../test/unit/support/backend';
import { eur, shell } from '../../../../test/unit/support/fixtures';
import { mountApp } from '../../../../test/unit/support/mount-app';
import { purchaseShown } from '../../../lib/analytics/commerce-events';
import type { Order } from '../../../types/orders';
import { addToCartSucceeded } from '../../cart/cart-slice';
import { listingSucceeded } from '../../catalog/listing-slice';
import { productDetailsSucceeded } from '../../product/product-slice';
import { PURCHASES_KEY, reportToDataLayer } from '../analytics-sagas';
import { SOURCE_ACTION_TYPES } from '../analytics-watch';

// Product pages answer from test/contract/catalogue/product-details.json.
useBackend();

type Layer = Array<Record<string, unknown>>;
const host = window as unknown as { dataLayer?: Layer };
const events = (layer: Layer, name: string) => layer.filter((e) => e.event === name);

afterEach(() => {
  delete host.dataLayer;
  window.localStorage.clear();
});

describe('GA4 events for the host page', () => {
  it('listens to the actions it maps (their types have not drifted)', () => {
    expect(SOURCE_ACTION_TYPES).toEqual([listingSucceeded.type, productDetailsSucceeded.type, addToCartSucceeded.type]);
  });

  it('reports a product view in the active currency, converted, with no personal data', async () => {
    host.dataLayer = [];
    await mountApp('/product/cast-iron-skillet-26-cm', shell({ active_currency: eur }));
    await waitFor(() => expect(events(host.dataLayer!, 'view_item')).toHaveLength(1));
    const [viewItem] = events(host.dataLayer!, 'view_item');
    // 34.5 in the base currency at EUR's rate, rounded to the shop's 2 decimals.
    const price = Number((34.5 * Number(eur.exchange_rate)).toFixed(2));
    expect(viewItem.ecommerce).toEqual({
      currency: eur.code,
      value: price,
      items: [{ item_id: 'cast-iron-skillet-26-cm', item_name: 'Cast Iron Skillet 26 cm', price, quantity: 1 }],
    });
    // GA4 asks for the previous ecommerce object to be cleared before each event.
    expect(host.dataLayer![host.dataLayer!.indexOf(viewItem) - 1]).toEqual({ ecommerce: null });
    expect(JSON.stringify(host.dataLayer)).not.toMatch(/email|phone|first_name|address|user_id/);
  });

  it('stays out of the way on a page without a dataLayer', async () => {
    await mountApp('/product/cast-iron-skillet-26-cm');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(host.dataLayer).toBeUndefined();
  });

  it('reports each order as a purchase once, also when the invoice is shown again after a reload', async () => {
    const order = {
      code: 'YR-4800000001',
      trx_id: 'trx',
      total_payable: '49.99',
      total_tax: 0,
      shipping_cost: '4.99',
      order_details: [{ product_id: 7, product_name: 'Lamp', variation: '', price: 50, discount: 5, quantity: 1 }],
    } as unknown as Order;
    const show = async (layer: Layer) => {
      const actions = channel<Action>();
      const state = { cart: { lines: [] }, shop: { activeCurrency: { code: 'USD', exchange_rate: 1 }, settings: { no_of_decimals: 2 } } };
      const task = runSaga({ getState: () => state }, reportToDataLayer, actions, layer);
      actions.put(purchaseShown({ orders: [order] }));
      task.cancel();
    };
    const first: Layer = [];
    await show(first);
    const second: Layer = [];
    await show(second);
    expect(events(first, 'purchase')).toEqual([
      {
        event: 'purchase',
        ecommerce: {
          transaction_id: 'YR-4800000001',
          currency: 'USD',
          value: 49.99,
          tax: 0,
          shipping: 4.99,
          items: [{ item_id: '7', item_name: 'Lamp', price: 45, quantity: 1 }],
        },
      },
    ]);
    expect(events(second, 'purchase')).toEqual([]);
    expect(JSON.parse(window.localStorage.getItem(PURCHASES_KEY)!)).toEqual(['YR-4800000001']);
  });
});
