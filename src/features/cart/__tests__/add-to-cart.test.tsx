import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell } from '../../../../test/unit/support/fixtures';
import { findNotice, mountApp } from '../../../../test/unit/support/mount-app';
import type { CartLine } from '../../../types/cart';
import type { ProductCard } from '../../../types/catalogue';

// user/addToCart answers from test/contract/commerce/add-to-cart.json; cards from catalogue/home-page.json.
useBackend();

type HomeAnswer = { components: Record<string, unknown>; has_more_data: boolean };
const added = fixtureAnswer<{ carts: CartLine[]; success: string }>('commerce/add-to-cart', 'added');
/** What the header badge shows: lines that are not buy-now lines (1.6.7 header.vue). */
const unitsIn = (lines: CartLine[]) => lines.filter((line) => !line.is_buy_now).length;

/** Page 1 of the original's home, with `cards` as its only product section. */
function homeWith(cards: ProductCard[]) {
  const page = fixtureAnswer<HomeAnswer>('catalogue/home-page', 'page-1');
  page.components = { 'today_deals-2': cards };
  page.has_more_data = false;
  server.use(http.get(`${BASE_URL}/home/page`, () => HttpResponse.json(page)));
}
const pageCard = (caseName: string, key: string, name: string): ProductCard => {
  const list = fixtureAnswer<HomeAnswer>('catalogue/home-page', caseName).components[key] as ProductCard[];
  return list.find((p) => p.product_name === name)!;
};
const kettlebell = () => pageCard('page-1', 'today_deals-2', 'Summit Gear Lightweight Kettlebell Max');

describe('add to cart from a card', () => {
  it('says on the card how many a quick add puts in the cart when the product has a minimum order', async () => {
    const single = { ...kettlebell(), id: 9901, slug: 'single-kettlebell', product_name: 'Single Kettlebell', minimum_order_quantity: 1 };
    homeWith([kettlebell(), single]);
    await mountApp('/');
    // minimum_order_quantity 5 on the fixture's kettlebell
    const card = await screen.findByRole('article', { name: kettlebell().product_name });
    expect(within(card).getByRole('button', { name: `Add 5 to cart: ${kettlebell().product_name}` })).toHaveTextContent('Add 5 to cart');
    const plain = screen.getByRole('article', { name: 'Single Kettlebell' });
    expect(within(plain).getByRole('button', { name: 'Add to cart: Single Kettlebell' })).toHaveTextContent(/^Add to cart$/);
  });

  it('adds a simple product with its minimum quantity, replaces the cart from the answer and shows "added" for 2 s', async () => {
    homeWith([kettlebell()]);
    await mountApp('/');
    const card = await screen.findByRole('article', { name: kettlebell().product_name });
    expect(screen.getByRole('link', { name: 'Cart: 0' })).toBeInTheDocument();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      await act(async () => {
        within(card)
          .getByRole('button', { name: /Add 5 to cart/ })
          .click();
      });
      expect(await screen.findByRole('link', { name: `Cart: ${unitsIn(added.carts)}` })).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: /Added to cart/ })).toBeInTheDocument();
      await settled();
      // minimum_order_quantity 5 on this card
      expect(requestsTo('user/addToCart')[0].body).toMatchObject({
        id: kettlebell().id,
        quantity: 5,
        variants_ids: '',
        is_buy_now: 0,
        trx_id: '',
      });
      await act(async () => {
        jest.advanceTimersByTime(1900);
      });
      expect(within(card).getByRole('button', { name: /Added to cart/ })).toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(150);
      });
      expect(within(card).getByRole('button', { name: /Add 5 to cart/ })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
    expect(await findNotice(added.success)).toBeInTheDocument();
  });

  it('sends the cart trx id of the lines it already has', async () => {
    homeWith([kettlebell()]);
    const [line] = added.carts;
    await mountApp('/', shell({ carts: [line] }));
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(`Add 5 to cart: ${kettlebell().product_name}`) }));
    await waitFor(() => expect(requestsTo('user/addToCart')).toHaveLength(1));
    await settled();
    expect(requestsTo('user/addToCart')[0].body).toMatchObject({ trx_id: line.trx_id });
  });

  it('reduces the local stock by the quantity added', async () => {
    homeWith([{ ...kettlebell(), current_stock: 5 }]);
    await mountApp('/');
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(`Add 5 to cart: ${kettlebell().product_name}`) }));
    // All five are now in the cart: once the added flag is gone, the card says out of stock.
    expect(
      await screen.findByRole('button', { name: new RegExp(`Out of stock: ${kettlebell().product_name}`) }, { timeout: 4000 }),
    ).toBeDisabled();
  });

  it.each(['below-minimum', 'out-of-stock'])(
    "shows the original's refusal (%s) as a toast titled Error, and the count stays",
    async (caseName) => {
      const refusal = fixtureAnswer<{ error: string }>('commerce/add-to-cart', caseName);
      server.use(http.post(`${BASE_URL}/user/addToCart`, () => HttpResponse.json(refusal)));
      homeWith([kettlebell()]);
      await mountApp('/');
      await userEvent.click(await screen.findByRole('button', { name: new RegExp(`Add 5 to cart: ${kettlebell().product_name}`) }));
      expect(await findNotice(`Error: ${refusal.error}`)).toHaveAttribute('role', 'alert');
      expect(screen.getByRole('link', { name: 'Cart: 0' })).toBeInTheDocument();
    },
  );

  it('ignores a second click while the first add is on its way (no duplicate line)', async () => {
    let release!: () => void;
    server.use(
      http.post(`${BASE_URL}/user/addToCart`, async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json(added);
      }),
    );
    homeWith([kettlebell()]);
    await mountApp('/');
    const button = await screen.findByRole('button', { name: new RegExp(`Add 5 to cart: ${kettlebell().product_name}`) });
    await userEvent.click(button);
    await userEvent.click(button);
    await waitFor(() => expect(requestsTo('user/addToCart')).toHaveLength(1));
    await act(async () => release());
    expect(requestsTo('user/addToCart')).toHaveLength(1);
  });

  it('opens the product modal for a product with variants and adds the chosen combination', async () => {
    const overshirt = pageCard('page-6', 'custom_products-17', 'Kestrel Linen Blend Overshirt');
    homeWith([overshirt]);
    await mountApp('/');
    await userEvent.click(await screen.findByRole('button', { name: /Select options: Kestrel Linen Blend Overshirt/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Kestrel Linen Blend Overshirt' });
    expect(requestsTo('user/addToCart')).toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: /Add to cart/ })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Navy' }));
    await userEvent.click(within(within(dialog).getByRole('group', { name: 'Size' })).getByRole('radio', { name: 'S' }));
    await userEvent.click(within(within(dialog).getByRole('group', { name: 'Material' })).getByRole('radio', { name: 'Linen' }));
    await waitFor(() => expect(within(dialog).getByText('In stock: 19')).toBeInTheDocument());
    await userEvent.click(within(dialog).getByRole('button', { name: /Add to cart/ }));
    await waitFor(() => expect(requestsTo('user/addToCart')).toHaveLength(1));
    await settled();
    expect(requestsTo('user/addToCart')[0].body).toMatchObject({
      id: overshirt.id,
      variants_ids: '7-1-21',
      variants_name: 'Navy-S-Linen',
      attribute_values: [1, 21],
    });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
