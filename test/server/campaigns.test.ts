/** Campaigns, flash sale and the curated lists (test/contract/catalogue/{campaign-lists,campaign-products,campaign-brands,flash-sale-products,daily-deals,gift-idea,business-idea}.json): paging, filters and quirks. */
import { Client, startTestServer, type TestServer } from '../../examples/server/testing/helpers';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ products: 80 });
}, 60_000);
afterAll(async () => {
  await srv?.close();
});

async function guest() {
  const c = new Client(srv.app);
  await c.boot();
  return c;
}

type Item = { id: number; slug: string; campaign_end_date: string; title: string | null };

describe('home/campaign-lists', () => {
  test('12 per page, running campaigns only, two pages without overlap; ended and future campaigns are not listed', async () => {
    const c = await guest();
    const one = (await c.getJson('/home/campaign-lists?page=1&paginate=50')).campaigns;
    expect(one).toMatchObject({ per_page: 12, count: 12, current_page: 1, has_more_data: true });
    expect(one.next_page_url).toMatch(/\/home\/campaign-lists\?.*page=2/);
    const two = (await c.getJson('/home/campaign-lists?page=2')).campaigns;
    expect(two).toMatchObject({ current_page: 2, has_more_data: false, next_page_url: null });
    const all: Item[] = [...one.data, ...two.data];
    expect(all.length).toBe(one.total);
    expect(all.length).toBeGreaterThanOrEqual(14);
    expect(new Set(all.map((x) => x.id)).size).toBe(all.length);
    const slugs = all.map((x) => x.slug);
    expect(slugs).not.toContain('new-year-countdown');
    expect(slugs).not.toContain('autumn-preview');
    // Every listed campaign is running, so its end date is shown.
    expect(all.every((x) => x.campaign_end_date !== '')).toBe(true);
  });
});

describe('home/campaign-products', () => {
  test('1.6.7 raw campaign: no title key, translated title in current_language; products lack minimum_order_quantity', async () => {
    const c = await guest();
    const body = await c.getJson('/home/campaign-products?slug=tech-fest');
    expect(body.campaign).not.toHaveProperty('title');
    expect(body.campaign).not.toHaveProperty('banner');
    expect(body.campaign.current_language[0]).toMatchObject({ lang: 'en', title: 'Tech Fest' });
    expect(body.products.data.length).toBeGreaterThan(0);
    for (const p of body.products.data) {
      expect(p).not.toHaveProperty('minimum_order_quantity');
      expect(p.campaign_slug).toBe('tech-fest');
    }
    // Laravel's paginator URLs carry only `page`: the caller must send the slug again.
    if (body.products.next_page_url) expect(body.products.next_page_url).not.toContain('slug=');
  });

  test('the campaign in the session language (Arabic after change/locale)', async () => {
    const c = await guest();
    await c.getJson('/change/locale/ar');
    const body = await c.getJson('/home/campaign-products?slug=tech-fest');
    expect(body.campaign.current_language.map((l: { lang: string }) => l.lang)).toEqual(['ar']);
  });

  test('an unknown slug gives the PHP warning in the error envelope (HTTP 200)', async () => {
    const c = await guest();
    const res = await c.request('/home/campaign-products?slug=no-such-campaign');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ error: 'Attempt to read property "id" on null' });
  });

  test('the countdown campaign ends within a few days', async () => {
    const c = await guest();
    const { campaign } = await c.getJson('/home/campaign-products?slug=weekend-flash-deals');
    const left = new Date(`${campaign.end_date.replace(' ', 'T')}Z`).getTime() - Date.now();
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(5 * 86_400_000);
  });
});

describe('home/campaign-brands', () => {
  test('brands: plain paginator of raw brands; shops: ShopPaginateResource; pages do not overlap', async () => {
    const c = await guest();
    const brands = (await c.getJson('/home/campaign-brands?slug=tech-fest&type=brand')).brands;
    expect(brands).toHaveProperty('first_page_url');
    expect(brands.data[0]).toHaveProperty('current_language');
    if (brands.next_page_url) {
      const more = (await c.getJson('/home/campaign-brands?slug=tech-fest&type=brand&page=2')).brands;
      const ids = [...brands.data, ...more.data].map((b: { id: number }) => b.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    const shops = (await c.getJson('/home/campaign-brands?slug=tech-fest&type=shop')).shops;
    expect(shops).toHaveProperty('has_more_data');
    expect(shops.data[0]).toHaveProperty('is_followed', false);
  });
});

describe('home/flash-sale-products', () => {
  test('16 per page; every campaign (ended ones too); a product in two campaigns appears twice', async () => {
    const c = await guest();
    const first = (await c.getJson('/home/flash-sale-products')).products;
    expect(first.per_page).toBe(16);
    const all: Array<{ id: number; campaign_slug: string }> = [];
    for (let page = 1; page <= first.last_page; page++)
      all.push(...(await c.getJson(`/home/flash-sale-products?page=${page}`)).products.data);
    expect(all.length).toBe(first.total);
    expect(new Set(all.map((p) => p.id)).size).toBeLessThan(all.length);
    expect(all.some((p) => p.campaign_slug === 'new-year-countdown')).toBe(true);
  });
});

describe('daily deals, gift and business idea', () => {
  test.each([
    ['daily-deals', 'todays_deal'],
    ['gift-idea', 'gift_idea'],
    ['business-idea', 'business_idea'],
  ])('%s: paginate=12 is honoured, 15 without it', async (path) => {
    const c = await guest();
    const twelve = (await c.getJson(`/home/${path}?page=1&paginate=12`)).products;
    expect(twelve.per_page).toBe(12);
    expect(twelve.total).toBeGreaterThan(0);
    expect((await c.getJson(`/home/${path}?page=1`)).products.per_page).toBe(15);
  });
});
