import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell, signedInUser } from '../../../../test/unit/support/fixtures';
import { findNotice, mountApp } from '../../../../test/unit/support/mount-app';
import { capturedStore } from '../../../../test/unit/support/captured-store';
import { signInSucceeded } from '../../session/session-slice';

jest.mock('../../../app/store', () => jest.requireActual('../../../../test/unit/support/captured-store').capturingStoreModule());

useBackend();
jest.setTimeout(20_000);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const TOTE = 'Kestrel Essential Tote Bag'; // id 73 in catalogue/filtered-products "category"
const heart = async (name = TOTE) => screen.findByRole('button', { name: `Wishlist: ${name}` });
const signedIn = (over: Json = {}) => shell({ user: signedInUser, wishlists: 3, user_wishlists: [], ...over });

/** Holds a route's answers until the test lets them go, so clicks land while a request is on its way. */
function gated(path: string, answer: (n: number) => Response | Promise<Response>, method: 'get' | 'post' = 'get') {
  const waiting: (() => void)[] = [];
  let n = 0;
  server.use(
    http[method](`${BASE_URL}/${path}`, async () => {
      const index = n++;
      await new Promise<void>((resolve) => waiting.push(resolve));
      return answer(index);
    }),
  );
  return {
    /** Lets the oldest held request answer. */
    async release() {
      await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
      waiting.shift()!();
    },
  };
}

const added = (count: number) => HttpResponse.json({ ...fixtureAnswer<Json>('lists/add-to-wishlist', 'added'), wishlists: count });
const removed = (count: number) =>
  HttpResponse.json({ ...fixtureAnswer<Json>('lists/remove-wishlist-product', 'removed'), totalWishlist: count });

describe('the heart on product cards', () => {
  it('asks a guest to sign in and sends nothing; after signing in the shopper comes back', async () => {
    await mountApp('/category/fashion');
    const button = await heart();
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    // login_first from the original's language file (test/contract/shell/language-file.json)
    expect(await findNotice('Login First')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    await settled();
    expect(requestsTo('user/add-to-wishlist/73')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Wishlist: 0' })).toBeInTheDocument();
    // Signed in (the login screen's action): back to the listing, where the wishlisted ids are read.
    act(() => {
      capturedStore().dispatch(signInSucceeded({ user: signedInUser, wishlists: 2, compare_list: 0, carts: [] }));
    });
    await waitFor(() => expect(window.location.pathname).toBe('/category/fashion'));
    expect(await screen.findByRole('link', { name: 'Wishlist: 2' })).toBeInTheDocument();
    await waitFor(() => expect(requestsTo('user/wishlists')).toHaveLength(1));
  });

  it('shows the wishlisted ids of the shell as pressed hearts', async () => {
    await mountApp('/category/fashion', signedIn({ user_wishlists: [{ product_id: '73' }] }));
    expect(await heart()).toHaveAttribute('aria-pressed', 'true');
    expect(await heart('Velvet Lane Vintage Crew Neck Tee 3')).toHaveAttribute('aria-pressed', 'false');
  });

  it('sends one add for a triple click made while the add is on its way, and the header count follows', async () => {
    const gate = gated('user/add-to-wishlist/:id', () => added(4));
    await mountApp('/category/fashion', signedIn());
    expect(screen.getByRole('link', { name: 'Wishlist: 3' })).toBeInTheDocument();
    const button = await heart();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await gate.release();
    expect(await findNotice('Added Successfully')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wishlist: 4' })).toBeInTheDocument();
    await settled();
    expect(requestsTo('user/add-to-wishlist/73')).toHaveLength(1);
    expect(requestsTo('user/remove-wishlist-product/73')).toHaveLength(0);
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('a double click sends the add, then one removal once the add has answered, and ends empty', async () => {
    const adds = gated('user/add-to-wishlist/:id', () => added(4));
    const removes = gated('user/remove-wishlist-product/:id', () => removed(3));
    await mountApp('/category/fashion', signedIn());
    const button = await heart();
    await userEvent.dblClick(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    // The removal waits for the add's answer: never two requests of one product at once.
    await settled();
    expect(requestsTo('user/remove-wishlist-product/73')).toHaveLength(0);
    await adds.release();
    await removes.release();
    expect(await findNotice('Removed Successfully')).toBeInTheDocument();
    await settled();
    expect(requestsTo('user/add-to-wishlist/73')).toHaveLength(1);
    expect(requestsTo('user/remove-wishlist-product/73')).toHaveLength(1);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: 'Wishlist: 3' })).toBeInTheDocument();
  });

  it('puts the heart back and says so when the add fails', async () => {
    server.use(http.get(`${BASE_URL}/user/add-to-wishlist/:id`, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    await mountApp('/category/fashion', signedIn());
    const button = await heart();
    await userEvent.click(button);
    expect(await findNotice('Something went wrong. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.getByRole('link', { name: 'Wishlist: 3' })).toBeInTheDocument();
  });

  it("puts a removed heart back on the server's refusal and shows its words", async () => {
    server.use(http.get(`${BASE_URL}/user/remove-wishlist-product/:id`, () => HttpResponse.json({ error: 'Wishlist is locked' })));
    await mountApp('/category/fashion', signedIn({ user_wishlists: [{ product_id: 73 }] }));
    const button = await heart();
    await userEvent.click(button);
    expect(await findNotice('Wishlist is locked')).toBeInTheDocument();
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
  });
});

describe('the heart and compare button on the product page', () => {
  it('shows both for the product, pressed from the store, and the heart adds', async () => {
    await mountApp('/product/nordwave-studio-wireless-headphones', signedIn());
    const button = await heart('Nordwave Studio Wireless Headphones');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Compare: Nordwave Studio Wireless Headphones' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(await findNotice('Added Successfully')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(requestsTo('user/add-to-wishlist/2')).toHaveLength(1);
  });
});

describe('/user/wishlist', () => {
  const page = (over: Json) => {
    const answer = fixtureAnswer<Json>('lists/wishlists', 'customer');
    return { wishlist: { ...answer.wishlist, ...over } };
  };
  const row = (id: number, productId: number, name: string) => {
    const base = fixtureAnswer<Json>('lists/wishlists', 'customer').wishlist.data[0];
    return { ...base, id, product_name: name, slug: `p-${productId}`, product: { ...base.product, id: productId, slug: `p-${productId}` } };
  };

  it('shows the rows with date, stock and price, and an empty list with a way back to the shop', async () => {
    await mountApp('/user/wishlist', signedIn({ wishlists: 2 }));
    const table = await screen.findByRole('table', { name: 'My Wishlist' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('link', { name: 'Meadowlark Studio Puzzle Cube X2' })).toHaveAttribute(
      'href',
      '/product/meadowlark-studio-puzzle-cube-x2',
    );
    expect(rows[0]).toHaveTextContent('01 Jun 2025');
    expect(rows[0]).toHaveTextContent('In stock');
    // A discount shows the list price struck through and the discounted one.
    expect(within(rows[1]).getByText('59.99', { exact: false, selector: 'del' })).toBeInTheDocument();
    expect(within(rows[1]).getByTestId('price')).toHaveTextContent('50.99');
    // The variant product goes to its page for options.
    expect(within(rows[1]).getByRole('link', { name: 'Select options: Kestrel Linen Blend Overshirt' })).toHaveAttribute(
      'href',
      '/product/kestrel-linen-blend-overshirt',
    );
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says so when the list is empty', async () => {
    server.use(http.get(`${BASE_URL}/user/wishlists`, () => HttpResponse.json(fixtureAnswer<Json>('lists/wishlists', 'guest'))));
    await mountApp('/user/wishlist', signedIn({ wishlists: 0 }));
    expect(await screen.findByText('Your wishlist is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  });

  it('loads more pages, appending rows without repeating one', async () => {
    const first = page({
      data: [row(30, 11, 'First A'), row(29, 12, 'First B')],
      has_more_data: true,
      next_page_url: `${BASE_URL}/user/wishlists?page=2`,
      per_page: 2,
    });
    const second = page({ data: [row(29, 12, 'First B'), row(28, 13, 'Second C')], has_more_data: false, next_page_url: null });
    server.use(
      http.get(`${BASE_URL}/user/wishlists`, ({ request }) =>
        HttpResponse.json(new URL(request.url).searchParams.get('page') === '1' ? first : second),
      ),
    );
    await mountApp('/user/wishlist', signedIn());
    await screen.findByRole('link', { name: 'First A' });
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: 'Second C' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'My Wishlist' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => within(r).getAllByRole('link')[0].textContent)).toEqual(['First A', 'First B', 'Second C']);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(requestsTo('user/wishlists').map((r) => r.url.searchParams.get('page'))).toContain('2');
    expect(requestsTo('user/wishlists').filter((r) => r.url.searchParams.get('page') !== '1')).toHaveLength(1);
  });

  it('removes a row: toast, header count, and the heart elsewhere', async () => {
    await mountApp('/user/wishlist', signedIn({ user_wishlists: [{ product_id: 11 }] }));
    const table = await screen.findByRole('table', { name: 'My Wishlist' });
    await userEvent.click(within(table).getByRole('button', { name: 'Remove: Meadowlark Studio Puzzle Cube X2' }));
    expect(await findNotice('Removed Successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Meadowlark Studio Puzzle Cube X2' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Wishlist: 2' })).toBeInTheDocument();
    expect(requestsTo('user/remove-wishlist-product/11')).toHaveLength(1);
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });

  it('moves a product to the cart, and only then out of the wishlist', async () => {
    // The cart's answer is held: the row must stay until the cart took the product.
    const cart = gated('user/addToCart', () => HttpResponse.json(fixtureAnswer<Json>('commerce/add-to-cart', 'added')), 'post');
    await mountApp('/user/wishlist', signedIn());
    const table = await screen.findByRole('table', { name: 'My Wishlist' });
    await userEvent.click(within(table).getByRole('button', { name: 'Add to cart: Meadowlark Studio Puzzle Cube X2' }));
    await settled();
    expect(requestsTo('user/addToCart')).toHaveLength(1);
    expect(requestsTo('user/remove-wishlist-product/11')).toHaveLength(0);
    expect(within(table).getByRole('link', { name: 'Meadowlark Studio Puzzle Cube X2' })).toBeInTheDocument();
    await cart.release();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Meadowlark Studio Puzzle Cube X2' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Wishlist: 2' })).toBeInTheDocument();
    await settled();
    const [add] = requestsTo('user/addToCart');
    expect(add.body).toMatchObject({ id: 11, quantity: 1 });
    expect(requestsTo('user/remove-wishlist-product/11')).toHaveLength(1);
  });

  it('keeps the row when the cart refuses the product', async () => {
    server.use(http.post(`${BASE_URL}/user/addToCart`, () => HttpResponse.json({ error: 'Out of stock now' })));
    await mountApp('/user/wishlist', signedIn());
    const table = await screen.findByRole('table', { name: 'My Wishlist' });
    await userEvent.click(within(table).getByRole('button', { name: 'Add to cart: Meadowlark Studio Puzzle Cube X2' }));
    expect(await findNotice('Out of stock now')).toBeInTheDocument();
    await settled();
    expect(requestsTo('user/remove-wishlist-product/11')).toHaveLength(0);
    expect(within(table).getByRole('link', { name: 'Meadowlark Studio Puzzle Cube X2' })).toBeInTheDocument();
  });
});
