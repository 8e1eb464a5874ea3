import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell } from '../../../../test/unit/support/fixtures';
import { mountApp } from '../../../../test/unit/support/mount-app';

useBackend();

interface Tile {
  id: number;
  slug: string;
  title: string | null;
  campaign_start_date: string;
  campaign_end_date: string;
  [key: string]: unknown;
}
interface Paged<T> {
  data: T[];
  next_page_url: string | null;
  [key: string]: unknown;
}
interface Product {
  id: number;
  product_name: string;
  has_variant?: number;
  current_stock: number;
  [key: string]: unknown;
}
interface CampaignAnswer {
  products: Paged<Product>;
  campaign: Record<string, unknown> & { end_date: string | null; campaign_end_date: string };
}

const LISTS = `${BASE_URL}/home/campaign-lists`;
const PRODUCTS = `${BASE_URL}/home/campaign-products`;
/** test/contract/catalogue/campaign-lists.json: page 1 (12, from Garden Party), page 2 (the last). */
const listPage = (name: 'page-1' | 'last-page') => fixtureAnswer<{ campaigns: Paged<Tile> }>('catalogue/campaign-lists', name);
/** test/contract/catalogue/campaign-products.json: Tech Fest, a variant overshirt and an out-of-stock phone. */
const techFest = (name = 'campaign') => fixtureAnswer<CampaignAnswer>('catalogue/campaign-products', name);

const tiles = () => within(screen.getByRole('list', { name: 'All Campaign' })).getAllByRole('listitem');

describe('/campaigns', () => {
  it('shows campaign tiles linking to their pages, the date line only when both dates are set', async () => {
    const answer = listPage('page-1');
    answer.campaigns.data[1].campaign_end_date = '';
    server.use(http.get(LISTS, () => HttpResponse.json(answer)));
    await mountApp('/campaigns', shell());
    expect(await screen.findByRole('heading', { level: 1, name: 'All Campaign' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Garden Party' });
    const [first, second] = tiles();
    expect(within(first).getByRole('link', { name: 'Garden Party' })).toHaveAttribute('href', '/campaign/garden-party');
    expect(within(first).getByText('Outdoor furniture, lights and barbecue tools.')).toBeInTheDocument();
    expect(within(first).getByText('March 12, 2025 – December 31, 2030')).toBeInTheDocument();
    expect(within(second).queryByText(/–/)).not.toBeInTheDocument();
    expect(requestsTo('home/campaign-lists')[0].url.searchParams.get('page')).toBe('1');
  });

  it('appends the next page without repeating a campaign already shown, then offers no more', async () => {
    const first = listPage('page-1');
    const last = listPage('last-page');
    // The list moved between the two reads: page 2 repeats Pet Lovers.
    last.campaigns.data = [first.campaigns.data[1], ...last.campaigns.data];
    server.use(http.get(LISTS, ({ request }) => HttpResponse.json(new URL(request.url).searchParams.get('page') === '2' ? last : first)));
    await mountApp('/campaigns', shell());
    await screen.findByRole('heading', { level: 2, name: 'Garden Party' });
    expect(tiles()).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('heading', { level: 2, name: 'Tech Fest' });
    expect(tiles().map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Garden Party',
      'Pet Lovers',
      'Tech Fest',
      'Home Makeover Week',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // (StrictMode runs the opening effect twice in tests; the second request replaces the first.)
    expect(requestsTo('home/campaign-lists').filter((r) => r.url.searchParams.get('page') === '2')).toHaveLength(1);
  });
});

describe('/campaign/:slug', () => {
  it('shows the banner, the translated title (1.6.7 sends no title key), dates and a countdown timer', async () => {
    const { element } = await mountApp('/campaign/tech-fest', shell());
    expect(await screen.findByRole('heading', { level: 1, name: 'Tech Fest' })).toBeInTheDocument();
    expect(screen.getByText('The latest gadgets at festival prices.')).toBeInTheDocument();
    expect(screen.getByText('January 1, 2025 – December 31, 2030')).toBeInTheDocument();
    const timer = screen.getByRole('timer');
    // The accessible name says the time left to the minute; the per-second digits are hidden from it.
    expect(timer).toHaveAccessibleName(/^Ends in \d+ days \d+ hours? \d+ minutes?$/);
    expect(timer).not.toHaveAttribute('aria-live');
    const banner = (element.shadowRoot ?? element).querySelector('img.sf-campaign__banner')!;
    expect(banner).toHaveAttribute('width', '1920');
    expect(banner).not.toHaveAttribute('loading', 'lazy');
    const request = requestsTo('home/campaign-products')[0].url.searchParams;
    expect([request.get('slug'), request.get('page')]).toEqual(['tech-fest', '1']);
  });

  it('takes the title from 1.5.3 `title` too, and offers no quick add without has_variant', async () => {
    server.use(http.get(PRODUCTS, () => HttpResponse.json(techFest('campaign-1.5.3'))));
    await mountApp('/campaign/tech-fest', shell());
    expect(await screen.findByRole('heading', { level: 1, name: 'Tech Fest' })).toBeInTheDocument();
    // 1.5.3 products carry no has_variant either: no quick add (the card links to the product), as the original.
    expect(await screen.findByRole('article', { name: 'Kestrel Linen Blend Overshirt' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Add to cart|Select options):/ })).not.toBeInTheDocument();
  });

  it('offers Add to cart on simple products in stock and options on variant products', async () => {
    const answer = techFest();
    answer.products.data[1].current_stock = 5;
    server.use(http.get(PRODUCTS, () => HttpResponse.json(answer)));
    await mountApp('/campaign/tech-fest', shell());
    await screen.findByRole('heading', { level: 1, name: 'Tech Fest' });
    const add = screen.getByRole('button', { name: 'Add to cart: Lumina Classic Mobile Phone Mini' });
    expect(add).toBeEnabled();
    await userEvent.click(add);
    await settled();
    const [sent] = requestsTo('user/addToCart');
    expect(sent.body).toMatchObject({ id: 7, quantity: 1 });
    // The overshirt has variants: its card button opens the options instead of adding.
    expect(screen.getByRole('button', { name: 'Select options: Kestrel Linen Blend Overshirt' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart: Kestrel Linen Blend Overshirt' })).not.toBeInTheDocument();
  });

  it('shows "Ended" instead of a timer once the campaign is over', async () => {
    const answer = techFest();
    answer.campaign.end_date = '2024-01-31 23:59:59';
    answer.campaign.campaign_end_date = '';
    server.use(http.get(PRODUCTS, () => HttpResponse.json(answer)));
    await mountApp('/campaign/tech-fest', shell());
    await screen.findByRole('heading', { level: 1, name: 'Tech Fest' });
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText('Ended')).toBeInTheDocument();
    expect(screen.queryByText(/01 Jan 2025 –/)).not.toBeInTheDocument();
  });

  it('switches tabs by keyboard (arrow keys), keeps the tab in ?tab= and loads brands and shops with the slug', async () => {
    await mountApp('/campaign/tech-fest', shell());
    await screen.findByRole('heading', { level: 1, name: 'Tech Fest' });
    const products = screen.getByRole('tab', { name: 'Products' });
    expect(products).toHaveAttribute('aria-selected', 'true');
    products.focus();
    await userEvent.keyboard('{ArrowRight}');
    const brands = screen.getByRole('tab', { name: 'Brands' });
    await waitFor(() => expect(brands).toHaveAttribute('aria-selected', 'true'));
    expect(brands).toHaveFocus();
    expect(window.location.search).toBe('?tab=brands');
    const panel = await screen.findByRole('tabpanel', { name: 'Brands' });
    expect(await within(panel).findByRole('link', { name: 'Cobalt' })).toHaveAttribute('href', '/brand/cobalt');
    const brandQuery = requestsTo('home/campaign-brands')[0].url.searchParams;
    expect([brandQuery.get('slug'), brandQuery.get('type'), brandQuery.get('page')]).toEqual(['tech-fest', 'brand', '1']);

    await userEvent.keyboard('{End}');
    const shops = await screen.findByRole('tabpanel', { name: 'Shops' });
    expect(await within(shops).findByRole('link', { name: 'Home Harmony' })).toHaveAttribute('href', '/shop/home-harmony');
    expect(within(shops).getByRole('button', { name: 'Follow Home Harmony' })).toBeInTheDocument();
    expect(requestsTo('home/campaign-brands')[1].url.searchParams.get('type')).toBe('shop');
  });

  it('opens on the tab named in the URL', async () => {
    await mountApp('/campaign/tech-fest?tab=shops', shell());
    await screen.findByRole('heading', { level: 1, name: 'Tech Fest' });
    expect(screen.getByRole('tab', { name: 'Shops' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('link', { name: 'Home Harmony' });
  });

  it('gives an unknown campaign the not-found page, not an error panel', async () => {
    server.use(http.get(PRODUCTS, () => HttpResponse.json(fixtureAnswer('catalogue/campaign-products', 'unknown-slug'))));
    await mountApp('/campaign/no-such-campaign', shell());
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await settled();
    expect(requestsTo('home/campaign-brands')).toHaveLength(0);
  });
});

describe('the countdown', () => {
  beforeEach(() =>
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'], now: Date.UTC(2030, 11, 31, 23, 58, 0) }),
  );
  afterEach(() => jest.useRealTimers());

  it('ticks every second and announces only its end', async () => {
    await mountApp('/campaign/tech-fest', shell());
    await screen.findByRole('heading', { level: 1, name: 'Tech Fest' });
    expect(screen.getByRole('timer')).toHaveAccessibleName('Ends in 1 minute');
    expect(screen.getByRole('timer')).toHaveTextContent('59Secs');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('58Secs');
    expect(screen.queryByRole('status', { name: '' })?.textContent ?? '').not.toMatch(/ended/i);
    act(() => jest.advanceTimersByTime(120_000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('This offer has just ended.');
  });
});
