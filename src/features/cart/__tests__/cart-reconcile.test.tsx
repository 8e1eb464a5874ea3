import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL } from '../../../../test/unit/support/fixtures';
import { mountApp } from '../../../../test/unit/support/mount-app';
import type { CartLine } from '../../../types/cart';

// After a lost add-to-cart answer the widget asks cart/list for the truth; this is about that ask failing too.
useBackend();

const CARD = 'Summit Gear Lightweight Kettlebell Max';
const added = fixtureAnswer<{ carts: CartLine[] }>('commerce/add-to-cart', 'added');
// The badge counts lines that are not buy-now lines (1.6.7 header.vue).
const units = added.carts.filter((line) => !line.is_buy_now).length;

/** user/addToCart loses its answer (the line was added); cart/list fails `failures` times, then answers. */
function lostAddThenCartList(failures: number) {
  let calls = 0;
  server.use(
    http.post(`${BASE_URL}/user/addToCart`, () => HttpResponse.error()),
    http.get(`${BASE_URL}/cart/list`, () =>
      calls++ < failures ? HttpResponse.error() : HttpResponse.json({ carts: added.carts, checkouts: [], coupons: [] }),
    ),
  );
}

async function addOnce() {
  const card = await screen.findByRole('article', { name: CARD });
  expect(screen.getByRole('link', { name: 'Cart: 0' })).toBeInTheDocument();
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  await act(async () => {
    within(card)
      .getByRole('button', { name: /Add 5 to cart/ })
      .click();
  });
  await waitFor(() => expect(requestsTo('cart/list')).toHaveLength(1));
}
const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.useRealTimers();
  consoleError.mockRestore();
});

describe('the cart badge after a lost add-to-cart answer', () => {
  it('is put right by a retried cart/list when the first one fails too', async () => {
    lostAddThenCartList(1);
    await mountApp('/');
    await addOnce();
    expect(screen.getByRole('link', { name: 'Cart: 0' })).toBeInTheDocument();
    await advance(1000);
    expect(await screen.findByRole('link', { name: `Cart: ${units}` })).toBeInTheDocument();
    expect(requestsTo('cart/list')).toHaveLength(2);
    // Stops once it has the answer.
    await advance(10_000);
    expect(requestsTo('cart/list')).toHaveLength(2);
  });

  it('keeps asking, 1 s, 2 s, 4 s … then every 30 s, until a read gets through', async () => {
    // The add's answer and the next seven reads are lost: about two minutes of fault.
    lostAddThenCartList(8);
    await mountApp('/');
    await addOnce();
    await advance(999);
    expect(requestsTo('cart/list')).toHaveLength(1);
    await advance(1);
    await waitFor(() => expect(requestsTo('cart/list')).toHaveLength(2));
    for (const [pause, reads] of [
      [2000, 3],
      [4000, 4],
      [8000, 5],
      [16_000, 6],
      [30_000, 7],
    ] as const) {
      await advance(pause - 1);
      expect(requestsTo('cart/list')).toHaveLength(reads - 1);
      await advance(1);
      await waitFor(() => expect(requestsTo('cart/list')).toHaveLength(reads));
    }
    expect(screen.getByRole('link', { name: 'Cart: 0' })).toBeInTheDocument();
    await advance(30_000);
    await waitFor(() => expect(requestsTo('cart/list')).toHaveLength(8));
    await advance(30_000);
    // The ninth read answers: the badge shows the server's lines, and the asking stops.
    expect(await screen.findByRole('link', { name: `Cart: ${units}` })).toBeInTheDocument();
    expect(requestsTo('cart/list')).toHaveLength(9);
    await advance(120_000);
    expect(requestsTo('cart/list')).toHaveLength(9);
  });

  it('stops retrying when the widget is unmounted', async () => {
    lostAddThenCartList(Infinity);
    const app = await mountApp('/');
    await addOnce();
    app.unmount();
    await advance(10_000);
    expect(requestsTo('cart/list')).toHaveLength(1);
  });
});
