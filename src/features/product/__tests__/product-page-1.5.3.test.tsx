import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestsTo, settled, useBackend } from '../../../../test/unit/support/backend';
import { mountApp } from '../../../../test/unit/support/mount-app';

// The same screens against the 1.5.3 answers where they differ (raw product_stock, 0/1 flags,
// attribute_ids, a 200 {error} instead of a 404).
useBackend({ version: '1.5.3' });

describe('product page on a 1.5.3 shop', () => {
  it('reads the raw stock row, the int has_variant and finds a combination', async () => {
    await mountApp('/product/kestrel-linen-blend-overshirt');
    await screen.findByRole('heading', { level: 1, name: 'Kestrel Linen Blend Overshirt' });
    const panel = screen.getByRole('heading', { level: 1 }).closest('.sf-purchase') as HTMLElement;
    expect(within(panel).getByTestId('price')).toHaveTextContent('$50.99');
    await userEvent.click(screen.getByRole('radio', { name: 'Navy' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Size' })).getByRole('radio', { name: 'S' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Material' })).getByRole('radio', { name: 'Linen' }));
    await waitFor(() => expect(requestsTo('find/products-variants')).toHaveLength(1));
    await settled();
    // 1.5.3 reads attribute_ids; the widget sends it beside variant_ids.
    expect(requestsTo('find/products-variants')[0].body).toMatchObject({ attribute_ids: [null, 1, null, null, null, 21] });
    await waitFor(() => expect(within(panel).getByText('In stock: 19')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Add to cart/ })).toBeEnabled();
  });

  it('shows the 1.5.3 "not found" answer (HTTP 200 with error) as a message', async () => {
    await mountApp('/product/no-such-product');
    expect(await screen.findByText('Oops...Something Went Wrong')).toBeInTheDocument();
  });
});
