import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL } from '../../../../test/unit/support/fixtures';
import { mountApp } from '../../../../test/unit/support/mount-app';

// home/product-details and find/products-variants answer from test/contract/catalogue/*.json.
useBackend();

describe('product page on the original answers', () => {
  it('prices a flat discount from product_stock: the discounted price, the list price struck, what is saved', async () => {
    await mountApp('/product/nordwave-studio-wireless-headphones');
    const panel = (await screen.findByRole('heading', { level: 1, name: 'Nordwave Studio Wireless Headphones' })).closest(
      '.sf-purchase',
    ) as HTMLElement;
    expect(within(panel).getByTestId('price')).toHaveTextContent('$109.99');
    expect(within(panel).getByRole('deletion')).toHaveTextContent('$129.99');
    expect(within(panel).getByText(/You save/)).toHaveTextContent('You save: $20.00');
    expect(within(panel).getByText('In stock: 35')).toBeInTheDocument();
  });

  it('renders the HTML fields through the sanitiser instead of showing tags', async () => {
    await mountApp('/product/nordwave-studio-wireless-headphones');
    await screen.findByRole('heading', { level: 1 });
    expect(document.body).not.toHaveTextContent(/<p>/);
    expect(screen.getByText(/a headphones favourite/)).toBeInTheDocument();
  });

  it('builds option groups from bare attribute rows and product.attribute_values, and asks for the chosen combination by attribute id', async () => {
    await mountApp('/product/kestrel-linen-blend-overshirt');
    await screen.findByRole('heading', { level: 1, name: 'Kestrel Linen Blend Overshirt' });
    const size = screen.getByRole('group', { name: 'Size' });
    const material = screen.getByRole('group', { name: 'Material' });
    expect(
      within(size)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['S', 'M']);
    expect(screen.getByRole('button', { name: /Add to cart/ })).toBeDisabled();

    await userEvent.click(screen.getByRole('radio', { name: 'Navy' }));
    await userEvent.click(within(size).getByRole('radio', { name: 'S' }));
    await userEvent.click(within(material).getByRole('radio', { name: 'Linen' }));
    await waitFor(() => expect(requestsTo('find/products-variants')).toHaveLength(1));
    await settled();
    // variant_ids is indexed by attribute id (Size = 1, Material = 5): the backend joins colour, then values in that order.
    expect(requestsTo('find/products-variants')[0].body).toEqual({
      color_id: 7,
      product_id: 3,
      variant_ids: [null, 1, null, null, null, 21],
      attribute_ids: [null, 1, null, null, null, 21],
      selected_variant: 21,
      trx_id: '',
    });
    const panel = screen.getByRole('heading', { level: 1 }).closest('.sf-purchase') as HTMLElement;
    await waitFor(() => expect(within(panel).getByText('In stock: 19')).toBeInTheDocument());
    expect(within(panel).getByTestId('price')).toHaveTextContent('$50.99');
    expect(within(panel).getByRole('deletion')).toHaveTextContent('$59.99');
    expect(within(panel).getByText(/You save/)).toHaveTextContent('You save: 15%');
    expect(screen.getByRole('button', { name: /Add to cart/ })).toBeEnabled();
  });

  it('adds the chosen variant with its variant_ids and name', async () => {
    await mountApp('/product/kestrel-linen-blend-overshirt');
    await screen.findByRole('heading', { level: 1, name: 'Kestrel Linen Blend Overshirt' });
    await userEvent.click(screen.getByRole('radio', { name: 'Navy' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Size' })).getByRole('radio', { name: 'S' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Material' })).getByRole('radio', { name: 'Linen' }));
    const add = screen.getByRole('button', { name: /Add to cart/ });
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    await waitFor(() => expect(requestsTo('user/addToCart')).toHaveLength(1));
    await settled();
    expect(requestsTo('user/addToCart')[0].body).toMatchObject({
      id: 3,
      quantity: 1,
      variants_ids: '7-1-21',
      variants_name: 'Navy-S-Linen',
      color_id: 7,
    });
  });

  it('opens /product/:slug/:variant_slug from the product answer and preselects that variant', async () => {
    await mountApp('/product/kestrel-linen-blend-overshirt/navy-s-linen');
    await screen.findByRole('heading', { level: 1, name: 'Kestrel Linen Blend Overshirt' });
    // The original has no server route for the variant form: the product is loaded by slug.
    expect(requestsTo('home/product-details/kestrel-linen-blend-overshirt')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: 'Navy' })).toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Size' })).getByRole('radio', { name: 'S' })).toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Material' })).getByRole('radio', { name: 'Linen' })).toBeChecked();
    await waitFor(() => expect(requestsTo('find/products-variants')).toHaveLength(1));
    expect(await screen.findByText('In stock: 19')).toBeInTheDocument();
  });

  it('says so when a combination is out of stock', async () => {
    await mountApp('/product/kestrel-linen-blend-overshirt');
    await screen.findByRole('heading', { level: 1, name: 'Kestrel Linen Blend Overshirt' });
    await userEvent.click(screen.getByRole('radio', { name: 'Navy' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Size' })).getByRole('radio', { name: 'S' }));
    server.use(
      http.post(`${BASE_URL}/find/products-variants`, () =>
        HttpResponse.json(fixtureAnswer('catalogue/find-products-variants', 'no-such-combination')),
      ),
    );
    await userEvent.click(within(screen.getByRole('group', { name: 'Material' })).getByRole('radio', { name: 'Cotton' }));
    // product_stock "" with msg "Stock Out".
    await waitFor(() => expect(requestsTo('find/products-variants')).toHaveLength(1));
    expect(await screen.findByText('Out of stock', { selector: '.sf-stock' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add to cart/ })).toBeDisabled();
  });

  it('records the view for "recently viewed"; a failing view call is ignored', async () => {
    server.use(http.post(`${BASE_URL}/home/product-view`, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    await mountApp('/product/ceramic-table-lamp');
    await screen.findByRole('heading', { level: 1, name: 'Ceramic Table Lamp' });
    await waitFor(() => expect(requestsTo('home/product-view')).toHaveLength(1));
    await settled();
    expect(requestsTo('home/product-view')[0].body).toEqual({ product_slug: 'ceramic-table-lamp' });
    expect(screen.queryByTestId('notice')).not.toBeInTheDocument();
  });

  it("reads the original's 404 as a product that does not exist: no retry, a search instead", async () => {
    await mountApp('/product/no-such-product');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Search Product' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
