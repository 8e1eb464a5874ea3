import { screen } from '@testing-library/react';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { useBackend } from '../../../../test/unit/support/backend';
import { shell, signedInUser } from '../../../../test/unit/support/fixtures';
import { mountApp } from '../../../../test/unit/support/mount-app';
import type { CartLine } from '../../../types/cart';

useBackend();

// The original's cart (test/contract/commerce/cart-list.json, with-lines): two lines, 1 and 2 units.
const lines = fixtureAnswer<{ carts: CartLine[] }>('commerce/cart-list', 'with-lines').carts;

describe('the header cart badge', () => {
  it('counts lines, not units, as 1.6.7 header.vue does', async () => {
    await mountApp('/', shell({ user: signedInUser, carts: lines }));
    expect(await screen.findByRole('link', { name: 'Cart: 2' })).toBeInTheDocument();
  });

  it('leaves out a buy-now line (it belongs to its own checkout)', async () => {
    const buyNow = { ...lines[1], id: 90, quantity: 4, is_buy_now: true };
    await mountApp('/', shell({ user: signedInUser, carts: [...lines, buyNow] }));
    expect(await screen.findByRole('link', { name: 'Cart: 2' })).toBeInTheDocument();
  });
});
