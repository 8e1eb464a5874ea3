import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell, signedInUser } from '../../../../test/unit/support/fixtures';
import { findNotice, mountApp } from '../../../../test/unit/support/mount-app';

useBackend();

interface Coupon {
  id: number;
  title: string;
  code: string;
  discount_type: string;
  discount: number;
  image_145x110: string;
}
interface Answer {
  shop: { contents: unknown; shop_page_contents: unknown[]; [key: string]: unknown };
  coupons: { data: Coupon[]; next_page_url: string | null; current_page: number; [key: string]: unknown };
  products: unknown;
}

const PAGE = `${BASE_URL}/shop-page-data/:slug`;
/** The contract fixture (test/contract/catalogue/shop-page-data.json): Gadget Garage, six sections, two coupons. */
const known = () => fixtureAnswer<Answer>('catalogue/shop-page-data', 'known-slug');

async function openShop(path = '/shop/gadget-garage', over: Parameters<typeof shell>[0] = {}, settings: Parameters<typeof shell>[1] = {}) {
  await mountApp(path, shell(over, settings));
}

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');

/** Replaces navigator.clipboard for one test (jsdom has none). */
function clipboard(writeText: (text: string) => Promise<void>) {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return () => {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else delete (navigator as { clipboard?: unknown }).clipboard;
  };
}

describe('/shop/:slug', () => {
  it("shows the shop's header: banner first and eager, logo, name, tagline, rating, products, join date, follow", async () => {
    await openShop();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Gadget Garage' });
    const header = heading.closest('header')!;
    const banner = header.querySelector('img.sf-shop-header__banner')!;
    expect(banner).toHaveAttribute('src', 'http://shop.test/images/shop-banner/3-850x480.svg');
    expect(banner).not.toHaveAttribute('loading', 'lazy');
    expect(banner).toHaveAttribute('width', '850');
    expect(banner).toHaveAttribute('height', '480');
    expect(within(header).getByRole('img', { name: 'Gadget Garage logo' })).toHaveAttribute(
      'src',
      'http://shop.test/images/shop/3-72x72.svg',
    );
    expect(within(header).getByText('Quality you can feel')).toBeInTheDocument();
    expect(within(header).getByRole('img', { name: 'Rated 4.5 out of 5, 128 reviews' })).toBeInTheDocument();
    expect(within(header).getByText('Products').nextElementSibling).toHaveTextContent('9');
    expect(within(header).getByText('Joined').nextElementSibling).toHaveTextContent('March 12, 2023');
    // A guest's follow button (it asks to sign in); no follower count: the answer has none.
    expect(within(header).getByRole('button', { name: 'Follow Gadget Garage' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("lays out the shop's own sections in the seller's order, pairing data and layout by index, not by position", async () => {
    const answer = known();
    // The server skipped todays_deal (index 1): by position the banner would take its place.
    answer.shop.shop_page_contents = [
      { new_arrival: '1' },
      { todays_deal: '5' },
      { banner: { thumbnail: ['9'], url: ['/flash-sale'] } },
      { best_rated_products: '2' },
    ];
    const cards = (known().shop.contents as Record<string, unknown>)['new_arrival-2'];
    answer.shop.contents = {
      'new_arrival-0': cards,
      'banners-2': { 'http://shop.test/images/banner/9-1260x452.svg_0': '/flash-sale' },
      'best_rated_products-3': cards,
      // Not what the layout has at 4 (nothing): left out rather than shown under a wrong title.
      'offer_ending_soon-4': cards,
    };
    server.use(http.get(PAGE, () => HttpResponse.json(answer)));
    await openShop();
    await screen.findByRole('heading', { level: 1, name: 'Gadget Garage' });
    const store = panel();
    expect(
      within(store)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['New Arrival', 'Best Rated Product']);
    const offers = within(store).getByRole('region', { name: 'Special offers' });
    expect(within(offers).getByRole('link', { name: 'Flash sale' })).toHaveAttribute('href', '/flash-sale');
    // Order on the page: new arrivals, the banner, best rated.
    const [first, second] = within(store).getAllByRole('heading', { level: 2 });
    expect(first.compareDocumentPosition(offers) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(offers.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('renders the fixture shop: banners row and its five product sections with their cards', async () => {
    await openShop();
    await screen.findByRole('heading', { level: 1, name: 'Gadget Garage' });
    const store = panel();
    expect(
      within(store)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Featured Products', 'New Arrival', 'Best Selling Product', 'Offer Ending Soon', 'Best Rated Product']);
    const banners = within(store).getByRole('region', { name: 'Special offers' });
    expect(within(banners).getAllByRole('link')).toHaveLength(3);
    const featured = within(store).getByRole('list', { name: 'Featured Products' });
    expect(within(featured).getAllByRole('listitem')).toHaveLength(2);
    expect(within(featured).getByRole('link', { name: /Gadget Garage Wireless Earbuds/ })).toHaveAttribute(
      'href',
      '/product/gadget-garage-wireless-earbuds',
    );
  });

  it('tabs: arrow keys select along the row, the tab is in the URL, back returns, "More Products" opens the products tab', async () => {
    await openShop();
    await screen.findByRole('heading', { level: 1, name: 'Gadget Garage' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Store', 'Coupons', 'All Products']);
    expect(tab('Store')).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveAccessibleName('Store');
    tab('Store').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Coupons')).toHaveFocus();
    expect(tab('Coupons')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Store')).toHaveAttribute('tabindex', '-1');
    expect(window.location.search).toBe('?tab=coupons');
    expect(panel()).toHaveAccessibleName('Coupons');
    await userEvent.keyboard('{End}');
    expect(tab('All Products')).toHaveFocus();
    expect(window.location.search).toBe('?tab=products');
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Store')).toHaveFocus();
    await act(async () => window.history.back());
    await waitFor(() => expect(tab('All Products')).toHaveAttribute('aria-selected', 'true'));
    await act(async () => window.history.back());
    await waitFor(() => expect(tab('Coupons')).toHaveAttribute('aria-selected', 'true'));

    await userEvent.click(tab('Store'));
    await userEvent.click(within(panel()).getAllByRole('button', { name: 'More Products' })[0]);
    expect(tab('All Products')).toHaveAttribute('aria-selected', 'true');
  });

  it('in a right-to-left language the arrow keys follow the mirrored row', async () => {
    await openShop();
    await screen.findByRole('heading', { level: 1, name: 'Gadget Garage' });
    tab('Store').closest('.sf-root')!.setAttribute('dir', 'rtl');
    tab('Store').focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Coupons')).toHaveFocus();
    expect(tab('Coupons')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Store')).toHaveFocus();
  });

  it('opens on the tab the URL names (a reload)', async () => {
    await openShop('/shop/gadget-garage?tab=coupons');
    await screen.findByRole('heading', { level: 1, name: 'Gadget Garage' });
    expect(tab('Coupons')).toHaveAttribute('aria-selected', 'true');
  });

  it('without the coupon system there is no coupons tab; ?tab=coupons falls back to the store', async () => {
    await openShop('/shop/gadget-garage?tab=coupons', {}, { coupon_system: 0 });
    await screen.findByRole('heading', { level: 1, name: 'Gadget Garage' });
    expect(screen.queryByRole('tab', { name: 'Coupons' })).not.toBeInTheDocument();
    expect(tab('Store')).toHaveAttribute('aria-selected', 'true');
  });

  it('coupons: a flat discount in money, a percentage as "10% off", copy the code', async () => {
    const restore = clipboard(jest.fn(async () => {}));
    try {
      await openShop('/shop/gadget-garage?tab=coupons');
      const flat = await screen.findByRole('listitem', { name: 'Gadget Garage: 5 off' });
      expect(within(flat).getByText('$5.00')).toBeInTheDocument();
      expect(within(flat).getByRole('textbox', { name: 'Code' })).toHaveValue('S1003-5OFF');
      const percent = screen.getByRole('listitem', { name: 'Gadget Garage: 10 %' });
      expect(within(percent).getByText('10% off')).toBeInTheDocument();
      await userEvent.click(within(percent).getByRole('button', { name: 'Copy code' }));
      expect(navigator.clipboard.writeText).toHaveBeenCalledWith('S1003-10PCT');
      await findNotice('Copied: S1003-10PCT');
    } finally {
      restore();
    }
  });

  it("more coupons come from the paginator's own next page of shop-page-data (the shop has no user id for seller/coupons), without duplicates", async () => {
    const first = known();
    first.coupons.next_page_url = `${BASE_URL}/shop-page-data/gadget-garage?page=2`;
    first.coupons.last_page = 2;
    first.coupons.has_more_data = true;
    const second = known();
    second.coupons.current_page = 2;
    second.coupons.next_page_url = null;
    second.coupons.data = [first.coupons.data[1], { ...first.coupons.data[0], id: 99, code: 'S1003-EXTRA', title: 'Gadget Garage: extra' }];
    server.use(http.get(PAGE, ({ request }) => HttpResponse.json(new URL(request.url).searchParams.get('page') === '2' ? second : first)));
    await openShop('/shop/gadget-garage?tab=coupons');
    await screen.findByRole('listitem', { name: 'Gadget Garage: 5 off' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('listitem', { name: 'Gadget Garage: extra' });
    expect(within(screen.getByRole('tabpanel')).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    await settled();
    // Page 2 once (the button and the scroll sentinel never ask twice).
    expect(requestsTo('shop-page-data/gadget-garage').filter((r) => r.url.searchParams.get('page') === '2')).toHaveLength(1);
    expect(requestsTo('seller/coupons/undefined')).toHaveLength(0);
  });

  it('the products tab is the listing of this shop (route=shop), with its sort', async () => {
    await openShop('/shop/gadget-garage?tab=products');
    await screen.findByRole('heading', { level: 1, name: 'Gadget Garage' });
    await waitFor(() => expect(requestsTo('home/filtered_products').length).toBeGreaterThan(0));
    const query = requestsTo('home/filtered_products')[0].url.searchParams;
    expect(query.get('route')).toBe('shop');
    expect(query.get('slug')).toBe('gadget-garage');
    expect(within(panel()).getByRole('combobox', { name: /sort/i })).toBeInTheDocument();
  });

  it('an unknown shop is a not-found page with a way home, not an error panel', async () => {
    await openShop('/shop/no-such-shop');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("1.5.3's unknown shop ({error: 'Ops..!'}) is the same not-found page", async () => {
    server.use(http.get(PAGE, () => HttpResponse.json(fixtureAnswer('catalogue/shop-page-data', 'unknown-slug-1.5.3'))));
    await openShop('/shop/no-such-shop');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('a PHP 7 host words the unknown shop differently: the same not-found page', async () => {
    server.use(http.get(PAGE, () => HttpResponse.json(fixtureAnswer('catalogue/shop-page-data', 'unknown-slug-php7'))));
    await openShop('/shop/no-such-shop');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText(/non-object/)).not.toBeInTheDocument();
  });

  it('another server error is shown as one, in plain words (the PHP text only in the console), with a retry', async () => {
    server.use(http.get(PAGE, () => HttpResponse.json({ error: 'Undefined array key "new_arrival-0"' })));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    await openShop();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    expect(alert).not.toHaveTextContent('new_arrival');
    expect(logged).toHaveBeenCalledWith(expect.any(String), 'Undefined array key "new_arrival-0"');
    logged.mockRestore();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('a failed load says so with a retry that loads the shop', async () => {
    let fail = true;
    server.use(http.get(PAGE, () => (fail ? new HttpResponse('oops', { status: 500 }) : HttpResponse.json(known()))));
    await openShop();
    const alert = await screen.findByRole('alert');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Gadget Garage' })).toBeInTheDocument();
  });

  it("a signed-in shopper's button starts as followed when the shop is among the followed ones", async () => {
    await openShop('/shop/gadget-garage', { user: signedInUser });
    await screen.findByRole('heading', { level: 1, name: 'Gadget Garage' });
    const button = await screen.findByRole('button', { name: 'Follow Gadget Garage' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(requestsTo('user/followed-sellers')).toHaveLength(1);
  });
});
