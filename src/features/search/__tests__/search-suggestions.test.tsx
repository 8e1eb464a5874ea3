import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, eur, shell } from '../../../../test/unit/support/fixtures';
import { mountApp } from '../../../../test/unit/support/mount-app';

useBackend();

interface Item {
  id: number;
  slug: string;
  product_name: string;
  [key: string]: unknown;
}
/** The contract fixture (test/contract/catalogue/search-product.json): two lamps, the second 25% off. */
const found = () => fixtureAnswer<{ products: Item[] }>('catalogue/search-product', 'found');
const SEARCH = `${BASE_URL}/search/product`;

const options = () => within(screen.getByRole('listbox')).getAllByRole('option');
const box = () => screen.getByRole('combobox', { name: 'I am looking for.....' });
const keysAsked = async () => {
  await settled();
  return requestsTo('search/product').map((r) => (r.body as { key: string }).key);
};

/** Answers each key with the fixture's products renamed after the key, so a test sees whose answer shows. */
function answerPerKey(wait: (key: string) => Promise<void> = async () => {}) {
  server.use(
    http.post(SEARCH, async ({ request }) => {
      const { key } = (await request.json()) as { key: string };
      await wait(key);
      return HttpResponse.json({ products: found().products.map((p) => ({ ...p, product_name: `${p.product_name} (${key})` })) });
    }),
  );
}

async function typeInBox(text: string) {
  await mountApp('/', shell());
  await userEvent.click(box());
  await userEvent.type(box(), text);
}

describe('header search suggestions', () => {
  it('lists the answer as a labelled listbox: picture, name and the card price, and says how many', async () => {
    await mountApp('/', shell({ active_currency: eur }));
    const input = box();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(input);
    await userEvent.type(input, 'lamp');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', list.id);
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining('Meadowlark Deluxe Table Lamp Edge'),
      expect.stringContaining('Ironbark Pure Table Lamp Lite'),
    ]);
    // 60.99 at 0.92 to the euro; the second pays its discounted 11.25 (10.35 €) with 15 (13.80 €) struck.
    expect(within(options[0]).getByTestId('price')).toHaveTextContent('€56.11');
    expect(within(options[1]).getByTestId('price')).toHaveTextContent('€10.35');
    expect(within(options[1]).getByRole('deletion')).toHaveTextContent('€13.80');
    const picture = options[0].querySelector('img')!;
    expect(picture).toHaveAttribute('src', 'http://shop.test/images/product/70-40x40.svg');
    expect(picture).toHaveAttribute('width', '40');
    expect(picture).toHaveAttribute('height', '40');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('2 suggestions');
    expect(await keysAsked()).toEqual(['lamp']);
  });

  it('waits for a pause in typing and asks nothing for a single letter', async () => {
    answerPerKey();
    await typeInBox('l');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await keysAsked()).toEqual([]);
    await userEvent.type(box(), 'amp');
    await screen.findByRole('option', { name: /Meadowlark Deluxe Table Lamp Edge \(lamp\)/ });
    expect(await keysAsked()).toEqual(['lamp']);
  });

  it('never lets an older answer replace the newer one', async () => {
    let releaseOld: () => void = () => {};
    answerPerKey((key) => (key === 'lam' ? new Promise<void>((resolve) => (releaseOld = resolve)) : Promise.resolve()));
    await typeInBox('lam');
    await waitFor(async () => expect(await keysAsked()).toEqual(['lam']));
    await userEvent.type(box(), 'p');
    await screen.findByRole('option', { name: /Edge \(lamp\)/ });
    releaseOld();
    await delay(50);
    expect(options().map((o) => o.textContent)).toEqual([expect.stringContaining('(lamp)'), expect.stringContaining('(lamp)')]);
    expect(await keysAsked()).toEqual(['lam', 'lamp']);
  });

  it('is keyboard operable: Down and Up move the active option, Enter opens its product', async () => {
    await typeInBox('lamp');
    await screen.findByRole('listbox');
    const [first, second] = options();
    const input = box();
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{ArrowDown}'); // wraps round
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    expect(input).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/product/ironbark-pure-table-lamp-lite'));
    // Leaving search empties the box and closes the list.
    await waitFor(() => expect(box()).toHaveValue(''));
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes the list, a second Escape clears the text; Down opens it again', async () => {
    await typeInBox('lamp');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument(); // hidden
    expect(box()).toHaveValue('lamp');
    await userEvent.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', options()[0].id);
    await userEvent.keyboard('{Escape}{Escape}');
    expect(box()).toHaveValue('');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Enter without an active option submits the text to /products?q=, and Tab leaves the closed list behind', async () => {
    await typeInBox('lamp');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/products?q=lamp'));
    expect(box()).toHaveValue('lamp');
    await waitFor(() => expect(box()).toHaveAttribute('aria-expanded', 'false'));
    await userEvent.type(box(), 's');
    await screen.findByRole('listbox');
    await userEvent.tab();
    expect(box()).not.toHaveFocus();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('a click on a suggestion opens the product', async () => {
    await typeInBox('lamp');
    await screen.findByRole('listbox');
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: /Meadowlark/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/product/meadowlark-deluxe-table-lamp-edge'));
  });

  it('on the search listing the box holds ?q= and asks nothing until the shopper types; elsewhere it is empty', async () => {
    await mountApp('/products?q=table%20lamp', shell());
    expect(box()).toHaveValue('table lamp');
    await userEvent.click(box());
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await keysAsked()).toEqual([]);
    await userEvent.click(screen.getAllByRole('link', { name: /^Home$|Acme|Yoori/ })[0]);
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    await waitFor(() => expect(box()).toHaveValue(''));
  });

  it('says so when suggestions cannot be had, without a notice', async () => {
    server.use(http.post(SEARCH, () => HttpResponse.error()));
    await typeInBox('lamp');
    await waitFor(() => expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Suggestions are not available right now'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByTestId('notice')).not.toBeInTheDocument();
  });
});
