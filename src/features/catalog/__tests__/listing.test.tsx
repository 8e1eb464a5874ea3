import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, useBackend } from '../../../../test/unit/support/backend';
import { mountApp } from '../../../../test/unit/support/mount-app';

// home/filtered_products answers from test/contract/catalogue/filtered-products.json. The original
// reads paginate, route and sort unconditionally: a request without one gets that fixture's
// {"error":"Undefined array key …"} answer, so these tests fail if the widget leaves one out.
useBackend();

const listingCalls = () => requestsTo('home/filtered_products').map((r) => Object.fromEntries(r.url.searchParams));

describe('product listings on the original backend', () => {
  it('always sends route, sort (newest by default) and paginate, and shows the products', async () => {
    await mountApp('/category/fashion');
    expect(await screen.findByRole('article', { name: 'Kestrel Essential Tote Bag' })).toBeInTheDocument();
    expect(listingCalls()[0]).toEqual({ route: 'product.by.category', slug: 'fashion', sort: 'newest', page: '1', paginate: '24' });
    // The raw category the listing sends has no title; the menu's sidebar/categories names it.
    expect(await screen.findByRole('heading', { level: 1, name: 'Fashion' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('16');
  });

  it('lists all products with route all.products', async () => {
    await mountApp('/products/all');
    await waitFor(() => expect(listingCalls()).toHaveLength(1));
    expect(listingCalls()[0]).toMatchObject({ route: 'all.products', sort: 'newest', paginate: '24' });
    expect(screen.queryByText(/Undefined array key/)).not.toBeInTheDocument();
  });

  it('filters /products/:main_category by that category', async () => {
    await mountApp('/products/fashion');
    await waitFor(() => expect(listingCalls()).toHaveLength(1));
    expect(listingCalls()[0]).toMatchObject({ route: 'product.by.category', slug: 'fashion', sort: 'newest', paginate: '24' });
    expect(await screen.findByRole('article', { name: 'Kestrel Essential Tote Bag' })).toBeInTheDocument();
  });

  it('sends the chosen sort and keeps it in the address', async () => {
    await mountApp('/category/fashion');
    await screen.findByRole('article', { name: 'Kestrel Essential Tote Bag' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'top_rated');
    await waitFor(() => expect(listingCalls().at(-1)).toMatchObject({ sort: 'top_rated' }));
    expect(window.location.search).toContain('sort=top_rated');
  });

  it('filters through home/filter_data and the address: brand ids as brand[], the price as JSON in the active currency', async () => {
    const brand = fixtureAnswer<{ brands: { data: { id: number; title: string }[] } }>('catalogue/filter-data', 'category-slug').brands
      .data[0];
    await mountApp('/category/fashion');
    await screen.findByRole('article', { name: 'Kestrel Essential Tote Bag' });
    expect(requestsTo('home/filter_data')[0].url.searchParams.get('slug')).toBe('fashion');
    await userEvent.click(await screen.findByRole('checkbox', { name: brand.title }));
    await waitFor(() =>
      expect(requestsTo('home/filtered_products').at(-1)?.url.searchParams.getAll('brand[]')).toEqual([String(brand.id)]),
    );
    expect(window.location.search).toBe(`?brand=${brand.id}`);
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Max' }), '80');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(requestsTo('home/filtered_products').at(-1)?.url.searchParams.get('price')).toBe('{"min":0,"max":80}'));
  });

  it('searches with key', async () => {
    await mountApp('/products?q=lamp');
    await waitFor(() => expect(listingCalls()).toHaveLength(1));
    expect(listingCalls()[0]).toMatchObject({ route: 'search.product', key: 'lamp', sort: 'newest', paginate: '24' });
    expect(await screen.findByRole('heading', { level: 1, name: /lamp/ })).toBeInTheDocument();
    expect(within(document.querySelector('.sf-listing__results') as HTMLElement).getAllByRole('article').length).toBeGreaterThan(0);
  });
});
