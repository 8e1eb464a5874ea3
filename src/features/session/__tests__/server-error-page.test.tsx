import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { server, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell, signedInUser } from '../../../../test/unit/support/fixtures';
import { findNotice, mountApp } from '../../../../test/unit/support/mount-app';
import type { CartLine } from '../../../types/cart';

useBackend();

// A card of the original's home page 1 (test/contract/catalogue/home-page.json).
const CARD = 'Summit Gear Lightweight Kettlebell Max';
const carts = fixtureAnswer<{ carts: CartLine[] }>('commerce/cart-list', 'with-lines').carts;
// The badge counts lines that are not buy-now lines (1.6.7 header.vue).
const units = carts.filter((line) => !line.is_buy_now).length;

describe('an HTML error page from the backend', () => {
  it.each([500, 502, 503])('(%i) is a server fault: the shopper stays signed in and keeps the cart badge', async (status) => {
    server.use(
      http.post(
        `${BASE_URL}/user/addToCart`,
        () =>
          new HttpResponse('<!doctype html><html><head><title>Service Unavailable</title></head><body>Be right back.</body></html>', {
            status,
            headers: { 'content-type': 'text/html; charset=UTF-8' },
          }),
      ),
      http.get(`${BASE_URL}/cart/list`, () => HttpResponse.json({ carts, checkouts: [], coupons: [] })),
    );
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await mountApp('/', shell({ user: signedInUser, carts }));
    expect(screen.getByRole('link', { name: `Cart: ${units}` })).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: new RegExp(`Add 5 to cart: ${CARD}`) }));
    expect(await findNotice('Something went wrong. Please try again.')).toHaveClass('sf-notice--error');
    expect(await screen.findByRole('link', { name: `Cart: ${units}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByText('Your session has ended. Please sign in again.')).not.toBeInTheDocument();
  });
});
