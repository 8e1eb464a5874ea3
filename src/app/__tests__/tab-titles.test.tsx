import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useBackend } from '../../../test/unit/support/backend';
import { mountApp } from '../../../test/unit/support/mount-app';

// Every answer comes from the contract fixtures (test/contract/catalogue/*.json) through msw.
useBackend();
jest.setTimeout(20_000);

const STORE = 'Yoori Demo Store';

describe('the browser tab names what the screen shows', () => {
  it.each([
    ['a product', '/product/nordwave-studio-wireless-headphones', 'Nordwave Studio Wireless Headphones'],
    ['a shop', '/shop/gadget-garage', 'Gadget Garage'],
    ['a category', '/category/fashion', 'Fashion'],
    ['a search', '/products?q=lamp', 'Search Results: “lamp”'],
  ])('%s', async (_, path, name) => {
    await mountApp(path);
    await screen.findByRole('heading', { level: 1, name });
    await waitFor(() => expect(document.title).toBe(`${name} | ${STORE}`));
  });

  it('a long search word is shortened in the heading and the tab', async () => {
    const word = 'lamp'.repeat(40);
    await mountApp(`/products?q=${word}`);
    const heading = await screen.findByRole('heading', { level: 1, name: /lamp/ });
    expect(heading.textContent!.length).toBeLessThan(60);
    expect(heading).toHaveTextContent(/…”$/);
    await waitFor(() => expect(document.title).toBe(`${heading.textContent} | ${STORE}`));
  });
});

describe('a product slug the shop does not know', () => {
  it('offers a search and the way home instead of "Try again", and the tab says "Product Not Found"', async () => {
    await mountApp('/product/no-such-product');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product Not Found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Product Not Found | ${STORE}`));
    expect(screen.queryByRole('button', { name: /try again/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');

    const search = screen.getByRole('search', { name: 'Search Product' });
    await userEvent.type(within(search).getByRole('searchbox', { name: 'Search Product' }), 'lamp');
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Search Results: “lamp”' })).toBeInTheDocument();
    expect(search).not.toBeInTheDocument();
  });
});
