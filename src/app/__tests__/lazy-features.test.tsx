/**
 * Lazily loaded features (the listing, the product page and modal) bring their state and sagas
 * with their screens. What an integrator notices: every mounted widget gets them (not only the
 * first one on the page, not twice), and unmounting stops them with the rest of the widget.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../test/contract/support/fixtures';
import { requestsTo, server, settled, useBackend } from '../../../test/unit/support/backend';
import { BASE_URL } from '../../../test/unit/support/fixtures';
import { mountApp } from '../../../test/unit/support/mount-app';
import type { ProductCard } from '../../types/catalogue';
import { listingRequested } from '../../features/catalog/listing-slice';
import { listingQueryFrom } from '../../features/catalog/listing-query';

// Captures each mounted widget's store, to act on it after its unmount.
const stores: { dispatch: (action: unknown) => unknown }[] = [];
jest.mock('../store', () => {
  const actual = jest.requireActual('../store');
  return {
    ...actual,
    createAppStore: (...args: unknown[]) => {
      const made = actual.createAppStore(...args);
      stores.push(made.store);
      return made;
    },
  };
});

useBackend();
afterEach(() => {
  stores.length = 0;
});

const listingCalls = () => requestsTo('home/filtered_products');
const TOTE = 'Kestrel Essential Tote Bag';

describe('features that arrive with their screens', () => {
  it('gives every mounted widget its own listing state and sagas, started once', async () => {
    for (let mount = 1; mount <= 3; mount += 1) {
      const app = await mountApp('/category/fashion');
      expect(await screen.findByRole('article', { name: TOTE })).toBeInTheDocument();
      await settled();
      // One request per widget: none would mean the sagas stayed with an earlier widget, two that they run twice.
      expect(listingCalls()).toHaveLength(mount);
      app.unmount();
    }
  });

  it('stops the sagas a screen brought in when the widget unmounts', async () => {
    const app = await mountApp('/category/fashion');
    await screen.findByRole('article', { name: TOTE });
    const [store] = stores;
    app.unmount();
    const query = listingQueryFrom('product.by.category', 'fashion', new URLSearchParams('sort=oldest'));
    await act(async () => {
      store.dispatch(listingRequested({ key: 'after-unmount', query }));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await settled();
    expect(listingCalls()).toHaveLength(1);
  });

  it('reduces the stock of a card on a listing after it is added to the cart', async () => {
    const answer = fixtureAnswer<{ products: { data: ProductCard[] } }>('catalogue/filtered-products', 'category');
    const [first] = answer.products.data;
    // A simple product whose whole stock is its minimum order: after one add it is sold out.
    const card: ProductCard = { ...first, has_variant: 0, current_stock: 2, minimum_order_quantity: 2 };
    answer.products.data = [card];
    server.use(http.get(`${BASE_URL}/home/filtered_products`, () => HttpResponse.json(answer)));
    await mountApp('/category/fashion');
    const article = await screen.findByRole('article', { name: card.product_name });
    await userEvent.click(within(article).getByRole('button', { name: /Add 2 to cart/ }));
    await waitFor(() => expect(requestsTo('user/addToCart')).toHaveLength(1));
    expect(await within(article).findByRole('button', { name: /Out of stock/ }, { timeout: 4000 })).toBeDisabled();
  });
});
