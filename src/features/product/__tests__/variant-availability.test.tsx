import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL } from '../../../../test/unit/support/fixtures';
import { mountApp } from '../../../../test/unit/support/mount-app';

// home/product-details, find/variants and find/products-variants answer from test/contract/catalogue/*.json.
useBackend();

const open = async () => {
  await mountApp('/product/kestrel-linen-blend-overshirt');
  await screen.findByRole('heading', { level: 1, name: 'Kestrel Linen Blend Overshirt' });
};
const size = () => screen.getByRole('group', { name: 'Size' });
const material = () => screen.getByRole('group', { name: 'Material' });

describe('which options can be bought', () => {
  it('asks find/variants once the options before the last are chosen, and marks the last option’s values not in stock', async () => {
    // Only Linen of Navy-S is in stock (the shape of test/contract/catalogue/find-variants.json).
    server.use(
      http.post(`${BASE_URL}/find/variants`, () =>
        HttpResponse.json({ ...fixtureAnswer<{ variants: number[] }>('catalogue/find-variants', 'last-attribute'), variants: [21] }),
      ),
    );
    await open();
    await userEvent.click(screen.getByRole('radio', { name: 'Navy' }));
    await userEvent.click(within(size()).getByRole('radio', { name: 'S' }));
    await waitFor(() => expect(requestsTo('find/variants')).toHaveLength(1));
    await settled();
    expect(requestsTo('find/variants')[0].body).toEqual({ color_id: 7, product_id: 3, variant_ids: [null, 1] });
    // Said in words (not by colour alone), and not choosable.
    const cotton = await within(material()).findByRole('radio', { name: /Cotton.*Out of stock/ });
    expect(cotton).toBeDisabled();
    expect(cotton).toHaveAttribute('aria-disabled', 'true');
    const linen = within(material()).getByRole('radio', { name: 'Linen' });
    expect(linen).toBeEnabled();
    expect(linen).not.toHaveAttribute('aria-disabled');
  });

  it('keeps the shopper’s choice after adding to the cart', async () => {
    await open();
    await userEvent.click(screen.getByRole('radio', { name: 'Navy' }));
    await userEvent.click(within(size()).getByRole('radio', { name: 'S' }));
    await userEvent.click(within(material()).getByRole('radio', { name: 'Linen' }));
    const add = screen.getByRole('button', { name: /Add to cart/ });
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    await waitFor(() => expect(requestsTo('user/addToCart')).toHaveLength(1));
    await settled();
    expect(screen.getByRole('radio', { name: 'Navy' })).toBeChecked();
    expect(within(size()).getByRole('radio', { name: 'S' })).toBeChecked();
    expect(within(material()).getByRole('radio', { name: 'Linen' })).toBeChecked();
  });
});
