import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell } from '../../../../test/unit/support/fixtures';
import { mountApp } from '../../../../test/unit/support/mount-app';

useBackend();

const SELLERS = `${BASE_URL}/home/sellers`;
const cards = () => within(screen.getByRole('list', { name: 'All Sellers' })).getAllByRole('listitem');
const names = () => cards().map((card) => within(card).getByRole('heading').textContent);

async function openSellers(path = '/sellers') {
  await mountApp(path);
  await screen.findByRole('heading', { level: 1, name: 'All Sellers' });
  await waitFor(() => expect(cards().length).toBeGreaterThan(0));
}

describe('/sellers', () => {
  it('lists the newest shops first as cards: logo, name linking to the shop, rating, products, join date, follow', async () => {
    await openSellers();
    expect(names()).toEqual(['Home Harmony', 'Urban Threads', 'Style Loft']);
    const card = screen.getByRole('listitem', { name: 'Home Harmony' });
    expect(within(card).getByRole('link', { name: 'Home Harmony' })).toHaveAttribute('href', '/shop/home-harmony');
    expect(within(card).getByRole('img', { name: 'Rated 3.5 out of 5, 155 reviews' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Products3');
    expect(card).toHaveTextContent('JoinedJanuary 24, 2025');
    expect(card.querySelector('img')).toHaveAttribute('width', '72');
    expect(await within(card).findByRole('button', { name: 'Follow Home Harmony' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
    const query = requestsTo('home/sellers')[0].url.searchParams;
    expect([query.get('sort'), query.get('page'), query.get('paginate')]).toEqual(['newest', '1', '12']);
  });

  it('sorts by another order and keeps it in the address', async () => {
    await openSellers();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Top rated');
    await waitFor(() => expect(names()).toEqual(['Gadget Garage', 'Style Loft']));
    expect(window.location.search).toBe('?sort=top_rated');
    expect(requestsTo('home/sellers').at(-1)!.url.searchParams.get('sort')).toBe('top_rated');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveFocus();
  });

  it('opens on the order in the address', async () => {
    await openSellers('/sellers?sort=oldest');
    expect(names()).toEqual(['Book Nook']);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('oldest');
  });

  it('appends the next page without repeating a shop', async () => {
    await openSellers();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(names()).toEqual(['Home Harmony', 'Urban Threads', 'Style Loft', 'Book Nook']));
    expect(requestsTo('home/sellers').at(-1)!.url.searchParams.get('page')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('copes with 1.5.3 cards, which have no is_followed', async () => {
    server.use(http.get(SELLERS, () => HttpResponse.json(fixtureAnswer('catalogue/sellers', 'v153-newest'))));
    await openSellers();
    const card = screen.getByRole('listitem', { name: 'Home Harmony' });
    expect(await within(card).findByRole('button', { name: 'Follow Home Harmony' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says so plainly when the shop runs without sellers', async () => {
    server.use(http.get(SELLERS, () => HttpResponse.json(fixtureAnswer('catalogue/sellers', 'seller-system-off'))));
    await mountApp('/sellers', shell({}, { seller_system: '0' }));
    expect(await screen.findByText(/there is no list of sellers/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
