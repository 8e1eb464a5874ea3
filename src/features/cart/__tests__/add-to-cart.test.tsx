import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { requestsTo, server, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell } from '../../../../test/unit/support/fixtures';
import { findNotice, mountApp } from '../../../../test/unit/support/mount-app';

useBackend();

describe('home', () => {
  it('shows the sections from home/page and loads the next three on demand', async () => {
    const app = await mountApp('/');
    expect(await screen.findByRole('heading', { name: 'All Products' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Product 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Best Seller' })).toBeInTheDocument();
    expect(requestsTo('home/page').map((r) => r.url.searchParams.get('page'))).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    app.unmount();
  });
});

describe('add to cart', () => {
  it('adds a simple product with its minimum quantity, updates the cart count and shows the added flag for 2 s', async () => {
    const app = await mountApp('/');
    const card = await screen.findByRole('article', { name: 'Product 1' });
    expect(screen.getByRole('link', { name: 'Cart: 0' })).toBeInTheDocument();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      await act(async () => { within(card).getByRole('button', { name: /Add to cart/ }).click(); });
      await waitFor(() => expect(screen.getByRole('link', { name: 'Cart: 1' })).toBeInTheDocument());
      expect(within(card).getByRole('button', { name: /Added to cart/ })).toBeInTheDocument();
      const [add] = requestsTo('user/addToCart');
      expect(add.body).toMatchObject({ id: 1, quantity: 1, variants_ids: '', is_buy_now: 0 });
      await act(async () => { jest.advanceTimersByTime(1900); });
      expect(within(card).getByRole('button', { name: /Added to cart/ })).toBeInTheDocument();
      await act(async () => { jest.advanceTimersByTime(150); });
      expect(within(card).getByRole('button', { name: /Add to cart/ })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
    expect(await findNotice('Product added to cart')).toBeInTheDocument();
    app.unmount();
  });

  it('sends the minimum order quantity and the cart trx id', async () => {
    server.use(http.get(`${BASE_URL}/home/page`, () => HttpResponse.json({
      components: { 'latest_products-0': [{ id: 9, slug: 'bulk', product_name: 'Bulk Rice', image_190x230: '', price: 3, special_discount_check: 0, discount_percentage: 0, rating: 0, reviews_count: 0, current_stock: 50, minimum_order_quantity: 5, has_variant: 0 }] },
      component_names: ['latest_products-0'], has_more_data: false,
    })));
    const app = await mountApp('/', shell({ carts: [{ id: 1, seller_id: 1, product_name: 'x', product_slug: 'x', image_72x72: '', price: 1, discount: 0, tax: 0, shipping_cost: 0, quantity: 1, trx_id: 'trx-42', current_stock: 1, min_quantity: 1, variant: null }] }));
    await userEvent.click(await screen.findByRole('button', { name: /Add to cart: Bulk Rice/ }));
    await waitFor(() => expect(requestsTo('user/addToCart')).toHaveLength(1));
    expect(requestsTo('user/addToCart')[0].body).toMatchObject({ id: 9, quantity: 5, trx_id: 'trx-42' });
    app.unmount();
  });

  it('reduces the local stock by the quantity added', async () => {
    server.use(http.get(`${BASE_URL}/home/page`, () => HttpResponse.json({
      components: { 'latest_products-0': [{ id: 8, slug: 'last', product_name: 'Last One', image_190x230: '', price: 3, special_discount_check: 0, discount_percentage: 0, rating: 0, reviews_count: 0, current_stock: 1, minimum_order_quantity: 1, has_variant: 0 }] },
      component_names: ['latest_products-0'], has_more_data: false,
    })));
    const app = await mountApp('/');
    await userEvent.click(await screen.findByRole('button', { name: /Add to cart: Last One/ }));
    // The only unit is now in the cart: once the added flag is gone, the card says out of stock.
    expect(await screen.findByRole('button', { name: /Out of stock: Last One/ }, { timeout: 4000 })).toBeDisabled();
    app.unmount();
  });

  it('shows a server refusal as a toast titled with the word for error, and the count stays', async () => {
    server.use(http.post(`${BASE_URL}/user/addToCart`, () => HttpResponse.json({ error: 'Product is out of stock' })));
    const app = await mountApp('/');
    await userEvent.click(await screen.findByRole('button', { name: /Add to cart: Product 1/ }));
    expect(await findNotice('Error: Product is out of stock')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('link', { name: 'Cart: 0' })).toBeInTheDocument();
    app.unmount();
  });

  it('ignores a second click while the first add is on its way (no duplicate line)', async () => {
    let release!: () => void;
    server.use(http.post(`${BASE_URL}/user/addToCart`, async () => {
      await new Promise<void>((resolve) => { release = resolve; });
      return HttpResponse.json({ success: 'ok', carts: [] });
    }));
    const app = await mountApp('/');
    const button = await screen.findByRole('button', { name: /Add to cart: Product 1/ });
    await userEvent.click(button);
    await userEvent.click(button);
    await waitFor(() => expect(requestsTo('user/addToCart')).toHaveLength(1));
    await act(async () => release());
    expect(requestsTo('user/addToCart')).toHaveLength(1);
    app.unmount();
  });

  it('opens the product modal for a product with variants and adds the chosen variant', async () => {
    const app = await mountApp('/');
    await userEvent.click(await screen.findByRole('button', { name: /Select options: Variant Tee/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Variant Tee' });
    expect(requestsTo('user/addToCart')).toHaveLength(0);
    const add = within(dialog).getByRole('button', { name: /Add to cart/ });
    expect(add).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'M' }));
    expect(await within(dialog).findByText('Out of stock')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'S' }));
    await waitFor(() => expect(within(dialog).getByText('In stock: 4')).toBeInTheDocument());
    expect(within(dialog).getByTestId('price')).toHaveTextContent('$25.00');
    await userEvent.click(within(dialog).getByRole('button', { name: /Add to cart/ }));
    await waitFor(() => expect(requestsTo('user/addToCart')).toHaveLength(1));
    expect(requestsTo('user/addToCart')[0].body).toMatchObject({ id: 2, variants_ids: '71', variants_name: 'S', attribute_values: [71] });
    expect(requestsTo('find/products-variants').at(-1)?.body).toMatchObject({ product_id: 2, variant_ids: [71] });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    app.unmount();
  });
});

describe('product listing', () => {
  it('loads filters and products for a category, filters through the URL and paginates', async () => {
    const app = await mountApp('/category/shoes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shoes' })).toBeInTheDocument();
    const first = requestsTo('home/filtered_products')[0].url.searchParams;
    expect(first.get('route')).toBe('product.by.category');
    expect(first.get('slug')).toBe('shoes');
    expect(first.get('page')).toBe('1');
    expect(requestsTo('home/filter_data')[0].url.searchParams.get('slug')).toBe('shoes');

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Acme' }));
    await waitFor(() => expect(requestsTo('home/filtered_products').at(-1)?.url.searchParams.getAll('brand[]')).toEqual(['5']));
    expect(window.location.search).toBe('?brand=5');

    await userEvent.type(screen.getByRole('spinbutton', { name: 'Max' }), '80');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(requestsTo('home/filtered_products').at(-1)?.url.searchParams.get('price')).toBe('{"min":0,"max":80}'));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'top_rated');
    await waitFor(() => expect(requestsTo('home/filtered_products').at(-1)?.url.searchParams.get('sort')).toBe('top_rated'));

    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByRole('article', { name: 'Page Two Item' })).toBeInTheDocument();
    expect(requestsTo('home/filtered_products').at(-1)?.url.searchParams.get('page')).toBe('2');
    app.unmount();
  });

  it('searches with the query string key', async () => {
    const app = await mountApp('/products?q=tee');
    expect(await screen.findByRole('heading', { level: 1, name: /Search Results: “tee”/ })).toBeInTheDocument();
    const params = requestsTo('home/filtered_products')[0].url.searchParams;
    expect(params.get('route')).toBe('search.product');
    expect(params.get('key')).toBe('tee');
    app.unmount();
  });
});

describe('product details', () => {
  it('shows the product, sanitises its description and records the view; a failing view call is ignored', async () => {
    server.use(http.post(`${BASE_URL}/home/product-view`, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    const app = await mountApp('/product/product-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product 1' })).toBeInTheDocument();
    expect(screen.getByText('thing')).toBeInTheDocument();
    expect(document.querySelector('[onerror]')).toBeNull();
    await waitFor(() => expect(requestsTo('home/product-view')).toHaveLength(1));
    expect(requestsTo('home/product-view')[0].body).toEqual({ product_slug: 'product-1' });
    expect(screen.queryByTestId('notice')).not.toBeInTheDocument();
    app.unmount();
  });

  it('says plainly when the product does not exist', async () => {
    const app = await mountApp('/product/nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Product not found');
    app.unmount();
  });
});
