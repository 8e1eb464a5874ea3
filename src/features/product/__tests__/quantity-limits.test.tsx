import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL } from '../../../../test/unit/support/fixtures';
import { mountApp } from '../../../../test/unit/support/mount-app';

// home/product-details answers from test/contract/catalogue/product-details.json ("flat-discount":
// Nordwave Studio Wireless Headphones, a product without variants), here with a minimum order
// quantity of 3 and 5 in stock, as a shop may set them.
useBackend();

type Details = { product: Record<string, unknown> & { product_stock: Record<string, unknown>; form: Record<string, unknown> } };

function productWithLimits(visibility: 'visible_with_quantity' | 'visible_with_text' | 'hide_stock') {
  const answer = fixtureAnswer<Details>('catalogue/product-details', 'flat-discount');
  const product = {
    ...answer.product,
    minimum_order_quantity: 3,
    current_stock: 5,
    stock_visibility: visibility,
    product_stock: { ...answer.product.product_stock, current_stock: 5 },
    form: { ...answer.product.form, quantity: 3 },
  };
  server.use(http.get(`${BASE_URL}/home/product-details/:slug`, () => HttpResponse.json({ ...answer, product })));
}

const open = async () => {
  await mountApp('/product/nordwave-studio-wireless-headphones');
  await screen.findByRole('heading', { level: 1, name: 'Nordwave Studio Wireless Headphones' });
};
const field = () => screen.getByRole('spinbutton', { name: 'Quantity' });
const addButton = () => screen.getByRole('button', { name: 'Add to cart: Nordwave Studio Wireless Headphones' });

describe('the quantity field explains its limits', () => {
  it('says the minimum and the stock, and the steppers stop at them saying why', async () => {
    productWithLimits('visible_with_quantity');
    await open();
    expect(field()).toHaveValue(3);
    expect(screen.getByText('Minimum order: 3', { selector: 'p' })).toBeVisible();
    expect(field()).toHaveAccessibleDescription('Minimum order: 3 In stock: 5');

    const less = screen.getByRole('button', { name: 'Decrease quantity' });
    const more = screen.getByRole('button', { name: 'Increase quantity' });
    // Still focusable at the limit (aria-disabled), so the reason can be heard.
    expect(less).toHaveAttribute('aria-disabled', 'true');
    expect(less).toHaveAccessibleDescription('Minimum order: 3');
    expect(more).toHaveAttribute('aria-disabled', 'false');

    await userEvent.click(less);
    expect(field()).toHaveValue(3);
    await userEvent.click(more);
    await userEvent.click(more);
    expect(field()).toHaveValue(5);
    expect(more).toHaveAttribute('aria-disabled', 'true');
    expect(more).toHaveAccessibleDescription('Only 5 in stock.');
    expect(more).toHaveFocus();
    await userEvent.click(more);
    expect(field()).toHaveValue(5);
    expect(less).toHaveAttribute('aria-disabled', 'false');
  });

  it('keeps a typed value out of range, explains it and blocks Add to cart until it is fixed', async () => {
    productWithLimits('visible_with_quantity');
    await open();
    await userEvent.clear(field());
    await userEvent.type(field(), '2');
    // Not silently raised to the minimum.
    expect(field()).toHaveValue(2);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The minimum order is 3.')).toBeInTheDocument();
    expect(field()).toHaveAccessibleDescription(/The minimum order is 3\./);
    expect(addButton()).toBeDisabled();

    await userEvent.clear(field());
    await userEvent.type(field(), '9');
    expect(field()).toHaveValue(9);
    expect(screen.getByText('Only 5 in stock.', { selector: 'p' })).toBeVisible();
    expect(addButton()).toBeDisabled();

    await userEvent.clear(field());
    expect(screen.getByText('Enter a whole number of items.')).toBeInTheDocument();
    await userEvent.type(field(), '4');
    expect(field()).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText(/minimum order is|in stock\.|whole number/)).not.toBeInTheDocument();
    expect(addButton()).toBeEnabled();
    await userEvent.click(addButton());
    await waitFor(() => expect(requestsTo('user/addToCart')).toHaveLength(1));
    await settled();
    expect(requestsTo('user/addToCart')[0].body).toMatchObject({ quantity: 4 });
  });

  it('a step from an out-of-range value goes to the nearest quantity that can be ordered', async () => {
    productWithLimits('visible_with_quantity');
    await open();
    await userEvent.clear(field());
    await userEvent.type(field(), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(field()).toHaveValue(5);
    expect(field()).toHaveAttribute('aria-invalid', 'false');
  });

  it.each(['hide_stock', 'visible_with_text'] as const)('does not give away the number in stock with %s', async (visibility) => {
    productWithLimits(visibility);
    await open();
    expect(field()).not.toHaveAttribute('max');
    await userEvent.clear(field());
    await userEvent.type(field(), '9');
    expect(screen.getByText('There are not that many in stock.', { selector: 'p' })).toBeVisible();
    expect(addButton()).toBeDisabled();
    await userEvent.clear(field());
    await userEvent.type(field(), '5');
    const more = screen.getByRole('button', { name: 'Increase quantity' });
    expect(more).toHaveAttribute('aria-disabled', 'true');
    expect(more).toHaveAccessibleDescription('No more in stock.');
    expect(document.querySelector('.sf-purchase')?.textContent).not.toMatch(/\b5 in stock|In stock: 5/);
  });
});
