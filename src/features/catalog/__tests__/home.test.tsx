import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell } from '../../../../test/unit/support/fixtures';
import { mountApp } from '../../../../test/unit/support/mount-app';

// home/page answers come from test/contract/catalogue/home-page.json (the original's shape).
useBackend();

const loadMore = () => userEvent.click(screen.getByRole('button', { name: 'Load more' }));

describe('the hero', () => {
  it("shows the shell's banners beside the slider, as 1.6.7 homepage/slider.vue does, sized so nothing shifts", async () => {
    // The guest host page (test/contract/shell/host-page.json): two 220×125 banners.
    const { banners } = shell();
    expect(banners.length).toBeGreaterThan(0);
    await mountApp('/');
    const hero = await screen.findByRole('region', { name: 'Yoori Demo Store' });
    const offers = within(hero).getByRole('link', { name: 'Products' });
    expect(offers).toHaveAttribute('href', '/offer/products');
    expect(within(hero).getByRole('link', { name: 'Daily deals' })).toHaveAttribute('href', '/daily-deals');
    const pictures = banners.map((b) => hero.querySelector(`img[src="${b.image}"]`));
    for (const img of pictures) {
      expect(img).toHaveAttribute('width', '220');
      expect(img).toHaveAttribute('height', '125');
    }
    // Right under the slider: the first screen on a phone too, so not left for lazy loading.
    expect(pictures[0]).toHaveAttribute('loading', 'eager');
  });
});

describe('home sections as the original sends them', () => {
  it('shows page 1: four sections keyed by setting index, banner links in and out of the store', async () => {
    await mountApp('/');
    expect(await screen.findByRole('heading', { level: 2, name: 'Popular Categories' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Today Deals' })).toBeInTheDocument();
    // category_section: the category's name, its best sellers and its banner linking to category_sec_banner_url.
    const gadget = screen.getByRole('heading', { level: 2, name: 'Electronics' }).closest('section')!;
    expect(within(gadget).getAllByRole('article').length).toBeGreaterThan(0);
    expect(within(gadget).getByRole('link', { name: 'Electronics' })).toHaveAttribute('href', '/category/electronics');

    // banners-0 maps "<image URL>_<n>" to links: store paths route in the app, https leaves it.
    const offers = screen.getByRole('region', { name: 'Special offers' });
    expect(within(offers).getByRole('link', { name: 'Tech fest' })).toHaveAttribute('href', '/campaign/tech-fest');
    expect(within(offers).getByRole('link', { name: 'Spring' })).toHaveAttribute('href', 'https://blog.yoori.example/spring');
    // "/campaign/100%-off" is not valid percent-encoding; it must not break the page.
    expect(within(offers).getByRole('link', { name: '100% off' })).toBeInTheDocument();
    expect(offers.querySelector('img')?.getAttribute('src')).toBe('http://shop.test/images/banner/201-300x170.svg');
    expect(requestsTo('home/page')[0].url.searchParams.get('page')).toBe('1');
  });

  it('loads the next pages of three sections, in setting order, until has_more_data ends', async () => {
    await mountApp('/');
    await screen.findByRole('heading', { level: 2, name: 'Popular Categories' });
    await loadMore();
    expect(await screen.findByRole('heading', { level: 2, name: 'Flash Sale' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Campaign' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('Today Deals')).toBeLessThan(headings.indexOf('Flash Sale'));
    expect(requestsTo('home/page').map((r) => r.url.searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('prices discounted cards as the original: the discounted unit price, the list price struck, the discount as a badge', async () => {
    await mountApp('/');
    await screen.findByRole('heading', { level: 2, name: 'Popular Categories' });
    await loadMore();
    // flash_products-4: price 15.99, percentage discount 20 → 12.79 (special_discount_check 20, discount_percentage 12.79)
    const journal = await screen.findByRole('article', { name: 'Quill Deluxe Journal Plus' });
    expect(within(journal).getByTestId('price')).toHaveTextContent('$12.79');
    expect(within(journal).getByRole('deletion')).toHaveTextContent('$15.99');
    expect(within(journal).getByTestId('discount-badge')).toHaveTextContent('20% off');
    await loadMore();
    // best_selling_product-8: price 148.99, flat discount 37 → 111.99
    const post = await screen.findByRole('article', { name: 'Bramble Premium Scratching Post' });
    expect(within(post).getByTestId('price')).toHaveTextContent('$111.99');
    expect(within(post).getByRole('deletion')).toHaveTextContent('$148.99');
    expect(within(post).getByTestId('discount-badge')).toHaveTextContent('$37.00 off');
  });

  it('shows undiscounted cards at their price, without a badge', async () => {
    await mountApp('/');
    const kettlebell = await screen.findByRole('article', { name: 'Summit Gear Lightweight Kettlebell Max' });
    expect(within(kettlebell).getByTestId('price')).toHaveTextContent('$34.00');
    expect(within(kettlebell).queryByRole('deletion')).not.toBeInTheDocument();
    expect(within(kettlebell).queryByTestId('discount-badge')).not.toBeInTheDocument();
  });

  it('copes with `components: []` (nothing configured) without an error', async () => {
    server.use(http.get(`${BASE_URL}/home/page`, () => HttpResponse.json(fixtureAnswer('catalogue/home-page', 'empty'))));
    const app = await mountApp('/', shell({ home_components: [] }));
    await waitFor(() => expect(requestsTo('home/page')).toHaveLength(1));
    expect(within(app.element.querySelector<HTMLElement>('.sf-home')!).queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('lets one malformed section fail alone', async () => {
    const page = fixtureAnswer<{ components: Record<string, unknown> }>('catalogue/home-page', 'page-1');
    page.components['today_deals-2'] = [{ unexpected: true }, 'nonsense'];
    page.components['popular_categories-1'] = 'not a list';
    server.use(http.get(`${BASE_URL}/home/page`, () => HttpResponse.json(page)));
    await mountApp('/');
    expect(await screen.findByRole('heading', { level: 2, name: 'Electronics' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Today Deals' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Special offers' })).toBeInTheDocument();
  });
});

describe('data in another direction', () => {
  it("isolates the services' texts and the cards' names, so English data keeps its order in an Arabic page", async () => {
    await mountApp('/');
    // test/contract/shell/host-page.json: a service whose sub-title is English data.
    expect(await screen.findByText('14-day return policy')).toHaveAttribute('dir', 'auto');
    const card = (await screen.findAllByRole('article'))[0];
    expect(within(card).getByRole('heading')).toHaveAttribute('dir', 'auto');
  });
});

describe('the top section first', () => {
  it('renders the top section alone until the pictures above the fold are in, then the rest of the first answer', async () => {
    const original = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'decode');
    let release!: () => void;
    const pictures = new Promise<void>((resolve) => (release = resolve));
    const decode = jest.fn(() => pictures);
    Object.defineProperty(HTMLImageElement.prototype, 'decode', { configurable: true, value: decode });
    try {
      await mountApp('/');
      const offers = await screen.findByRole('region', { name: 'Special offers' });
      // Held back, not merely late: still alone a while later (the cap is 1.5 s).
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(screen.queryByRole('heading', { level: 2, name: 'Popular Categories' })).not.toBeInTheDocument();
      expect(decode.mock.contexts).toContain(offers.querySelector('img'));
      // Nor does it offer (or ask for) the next page meanwhile: the short page would bring it in reach.
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
      expect(requestsTo('home/page')).toHaveLength(1);
      release();
      expect(await screen.findByRole('heading', { level: 2, name: 'Popular Categories' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Today Deals' })).toBeInTheDocument();
    } finally {
      if (original) Object.defineProperty(HTMLImageElement.prototype, 'decode', original);
      else delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
    }
  });

  it('shows every section at once when the shopper comes back to the home (so the scroll position can be restored)', async () => {
    await mountApp('/');
    await screen.findByRole('heading', { level: 2, name: 'Popular Categories' });
    await userEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Best Selling Products' }));
    await waitFor(() => expect(window.location.pathname).toBe('/best-selling/products'));
    // The home stays up until the listing's chunk is in; leaving before that would find the old home.
    await screen.findByRole('heading', { level: 1, name: 'Best Selling Products' });
    expect(screen.queryByRole('region', { name: 'Special offers' })).not.toBeInTheDocument();
    // From here on the pictures never finish: a home that waited for them would show its top alone
    // for 1.5 s. The sections may still render a slice at a time, so what tells the two apart is
    // whether the home waits on the top's pictures at all.
    const original = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'decode');
    const decode = jest.fn(() => new Promise(() => {}));
    Object.defineProperty(HTMLImageElement.prototype, 'decode', { configurable: true, value: decode });
    try {
      window.history.back();
      expect(await screen.findByRole('region', { name: 'Special offers' })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 2, name: 'Popular Categories' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Today Deals' })).toBeInTheDocument();
      expect(decode).not.toHaveBeenCalled();
    } finally {
      if (original) Object.defineProperty(HTMLImageElement.prototype, 'decode', original);
      else delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
    }
  });
});
