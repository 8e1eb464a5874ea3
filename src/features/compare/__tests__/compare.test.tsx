import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell } from '../../../../test/unit/support/fixtures';
import { findNotice, mountApp } from '../../../../test/unit/support/mount-app';

useBackend();
jest.setTimeout(20_000);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const TOTE = 'Kestrel Essential Tote Bag'; // id 73 in catalogue/filtered-products "category"
const TEE = 'Velvet Lane Vintage Crew Neck Tee 3'; // id 75 there
const compareButton = async (name = TOTE) => screen.findByRole('button', { name: `Compare: ${name}` });

describe('the compare button on product cards', () => {
  it('lets a guest compare; a quick triple click sends one add, and the header count follows', async () => {
    let release: () => void = () => {};
    server.use(
      http.get(`${BASE_URL}/home/add-to-compare/:id`, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json(fixtureAnswer<Json>('lists/add-to-compare', 'guest'));
      }),
    );
    await mountApp('/category/fashion');
    const button = await compareButton();
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tripleClick(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(requestsTo('home/add-to-compare/73')).toHaveLength(1));
    release();
    expect(await screen.findByRole('link', { name: 'Compare: 1' })).toBeInTheDocument();
    await settled();
    expect(requestsTo('home/add-to-compare/73')).toHaveLength(1);
    expect(requestsTo('home/remove-compare_product/73')).toHaveLength(0);
    // An empty list at boot is a known list: nothing had to be read first.
    expect(requestsTo('home/compare-list')).toHaveLength(0);
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it("sends two products' adds one after the other, so the header ends on the count of the last one", async () => {
    // The first add's answer is held: sent side by side, the second (count 2) would come back first
    // and the first's (count 1) would then leave the badge one short.
    let release: () => void = () => {};
    let added = 0;
    server.use(
      http.get(`${BASE_URL}/home/add-to-compare/:id`, async ({ params }) => {
        if (params.id === '73') await new Promise<void>((resolve) => (release = resolve));
        added += 1;
        return HttpResponse.json({ ...fixtureAnswer<Json>('lists/add-to-compare', 'guest'), compare_list: added });
      }),
    );
    await mountApp('/category/fashion');
    await userEvent.click(await compareButton());
    await userEvent.click(await compareButton(TEE));
    await waitFor(() => expect(requestsTo('home/add-to-compare/73')).toHaveLength(1));
    expect(requestsTo('home/add-to-compare/75')).toHaveLength(0);
    release();
    await waitFor(() => expect(requestsTo('home/add-to-compare/75')).toHaveLength(1));
    await settled();
    expect(screen.getByRole('link', { name: 'Compare: 2' })).toBeInTheDocument();
    expect(await compareButton(TEE)).toHaveAttribute('aria-pressed', 'true');
  });

  it('goes back and says so when the add fails', async () => {
    server.use(http.get(`${BASE_URL}/home/add-to-compare/:id`, () => HttpResponse.error()));
    await mountApp('/category/fashion');
    const button = await compareButton();
    await userEvent.click(button);
    expect(await findNotice('The store could not be reached')).toBeInTheDocument();
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.getByRole('link', { name: 'Compare: 0' })).toBeInTheDocument();
  });

  it('reads a non-empty list after boot, so compared products show pressed and a click removes', async () => {
    const list = fixtureAnswer<Json>('lists/compare-list', 'guest');
    list.products[0] = { ...list.products[0], id: 73, product_name: TOTE };
    server.use(
      http.get(`${BASE_URL}/home/compare-list`, () => HttpResponse.json(list)),
      http.get(`${BASE_URL}/home/remove-compare_product/:id`, () =>
        HttpResponse.json(fixtureAnswer<Json>('lists/remove-compare-product', 'guest')),
      ),
    );
    await mountApp('/category/fashion', shell({ compare_list: 2 }));
    const button = await compareButton();
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(requestsTo('home/compare-list')).toHaveLength(1);
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByRole('link', { name: 'Compare: 1' })).toBeInTheDocument();
    expect(requestsTo('home/remove-compare_product/73')).toHaveLength(1);
    expect(requestsTo('home/add-to-compare/73')).toHaveLength(0);
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('goes back to compared when the server refuses the removal, and says so in plain words (not its PHP error)', async () => {
    const list = fixtureAnswer<Json>('lists/compare-list', 'customer');
    list.products[0] = { ...list.products[0], id: 73, product_name: TOTE };
    server.use(
      http.get(`${BASE_URL}/home/compare-list`, () => HttpResponse.json(list)),
      http.get(`${BASE_URL}/home/remove-compare_product/:id`, () =>
        HttpResponse.json(fixtureAnswer<Json>('lists/remove-compare-product', 'customer-not-in-list')),
      ),
    );
    await mountApp('/category/fashion', shell({ compare_list: 2 }));
    const button = await compareButton();
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(button);
    expect(await findNotice('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText(/Attempt to read property/)).not.toBeInTheDocument();
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('link', { name: 'Compare: 2' })).toBeInTheDocument();
  });
});

describe('/compare-list', () => {
  it('shows the products side by side in a region that scrolls by itself, with the rows the answer has', async () => {
    await mountApp('/compare-list', shell({ compare_list: 2 }));
    const region = await screen.findByRole('region', { name: 'Compare List' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveClass('sf-compare__scroll');
    const table = within(region).getByRole('table', { name: 'Compare List' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Name', 'Vertex Everyday Headset Air', 'Nordwave Studio Wireless Headphones']);
    expect(within(headers[1]).getByRole('link')).toHaveAttribute('href', '/product/vertex-everyday-headset-air');
    const rowNames = within(table)
      .getAllByRole('rowheader')
      .map((h) => h.textContent);
    // The original's list has no rating or stock: those rows are left out.
    expect(rowNames).toEqual(['Image', 'Price', 'Brand', 'Category', 'Actions']);
    const brand = within(table).getByRole('rowheader', { name: 'Brand' }).closest('tr')!;
    expect(brand).toHaveTextContent('Vertex');
    expect(brand).toHaveTextContent('Nordwave');
    const price = within(table).getByRole('rowheader', { name: 'Price' }).closest('tr')!;
    expect(within(price).getAllByTestId('price')[1]).toHaveTextContent('109.99');
    expect(within(table).getByRole('img', { name: 'Nordwave Studio Wireless Headphones' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Add to cart: Vertex Everyday Headset Air' })).toBeEnabled();
  });

  it('shows rating and availability rows when the answer has them', async () => {
    const list = fixtureAnswer<Json>('lists/compare-list', 'guest');
    list.products[0] = { ...list.products[0], rating: 4.5, current_stock: 0 };
    server.use(http.get(`${BASE_URL}/home/compare-list`, () => HttpResponse.json(list)));
    await mountApp('/compare-list', shell({ compare_list: 2 }));
    const table = await screen.findByRole('table', { name: 'Compare List' });
    expect(within(table).getByRole('rowheader', { name: 'Rating' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Availability' }).closest('tr')).toHaveTextContent('Out of stock');
  });

  it('removes a product: its column goes and the header count follows', async () => {
    await mountApp('/compare-list', shell({ compare_list: 2 }));
    const table = await screen.findByRole('table', { name: 'Compare List' });
    await userEvent.click(within(table).getByRole('button', { name: 'Remove: Nordwave Studio Wireless Headphones' }));
    await waitFor(() =>
      expect(within(table).queryByRole('columnheader', { name: 'Nordwave Studio Wireless Headphones' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Compare: 1' })).toBeInTheDocument();
    expect(requestsTo('home/remove-compare_product/2')).toHaveLength(1);
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
  });

  it('says so when nothing is compared', async () => {
    server.use(
      http.get(`${BASE_URL}/home/compare-list`, () => HttpResponse.json(fixtureAnswer<Json>('lists/compare-list', 'guest-empty'))),
    );
    await mountApp('/compare-list');
    expect(await screen.findByText('Your compare list is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  });
});
