import { expect, test, type Page } from '@playwright/test';
import { deflateSync } from 'node:zlib';
import { root } from './buying-support';
import { api, expectAccessible, pageToken, signIn, trackPageErrors } from './support';

/**
 * The whole catalogue, against the reference server: campaigns from the home page to the
 * cart and a review with an image, search suggestions by keyboard, Arabic mirroring the shop page,
 * and every new screen's axe check at desktop and phone widths.
 */
const header = (page: Page) => page.locator('.sf-root header');
const count = async (page: Page, id: string) => Number(await header(page).locator(`[data-testid="${id}"]`).textContent());

interface Paged<T> {
  data: T[];
}
const firstCampaign = async (page: Page) =>
  (await api<{ campaigns: Paged<{ slug: string }> }>(page.request, '/home/campaign-lists')).campaigns.data[0].slug;
const firstShop = async (page: Page) =>
  (await api<{ sellers: Paged<{ slug: string; shop_name: string }> }>(page.request, '/home/sellers')).sellers.data[0];
const firstVideo = async (page: Page) =>
  (await api<{ videos: Paged<{ slug: string; title: string }> }>(page.request, '/get/video-shops')).videos.data[0];

/** A small valid PNG (a 24×24 square), built here so the test needs no file on disk. */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const size = 24;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(Array.from({ length: size }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0x6a)])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Scrolls the home page until a link to a campaign page is on view (sections load as the page is scrolled). */
async function campaignLinkOnHome(page: Page) {
  const link = root(page).locator('a[href*="/campaign/"]').first();
  for (let i = 0; i < 20 && !(await link.isVisible()); i++) {
    const more = root(page).getByRole('button', { name: /^Load more$/i });
    if (await more.isVisible()) await more.click();
    else await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(250);
  }
  await expect(link).toBeVisible();
  return link;
}

test('a shopper follows a campaign link from home, adds a product from the campaign page, and reviews it with an image', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = trackPageErrors(page);
  await signIn(page, 'reviews@example.com');
  await page.goto('/');
  await (await campaignLinkOnHome(page)).click();
  await expect(page).toHaveURL(/\/campaign\/[^/]+$/);
  await expect(root(page).getByRole('heading', { level: 1 })).not.toBeEmpty();
  // The countdown to the campaign's end (or its "ended" line) is on view.
  await expect(root(page).getByRole('timer').or(root(page).getByText(/ended/i)).first()).toBeVisible();

  const before = await count(page, 'count-cart');
  const add = root(page)
    .getByRole('button', { name: /^Add to cart: /i })
    .first();
  await expect(add).toBeVisible();
  const name = (await add.getAttribute('aria-label'))!.replace(/^Add to cart: /i, '');
  await add.click();
  await expect.poll(() => count(page, 'count-cart')).toBeGreaterThan(before);

  // Its product page: write a review with a picture.
  await root(page).getByRole('article', { name, exact: true }).getByRole('link').first().click();
  await expect(root(page).getByRole('heading', { level: 1, name })).toBeVisible();
  const reviews = root(page).getByRole('region', { name: /review/i });
  await reviews.scrollIntoViewIfNeeded();
  const edit = reviews.getByRole('button', { name: /^Edit/ });
  if (await edit.isVisible().catch(() => false)) await edit.click();
  await reviews.getByRole('radio', { name: /^5/ }).check();
  await reviews.getByRole('textbox', { name: /title/i }).fill('Sturdy and quick');
  await reviews.getByRole('textbox', { name: 'Comment' }).fill('Arrived in two days and works as described.');
  await reviews.locator('input[type="file"]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png() });
  await reviews.getByRole('button', { name: /submit|send|post/i }).click();
  const mine = reviews.getByRole('article').filter({ hasText: 'Sturdy and quick' });
  await expect(mine).toBeVisible();
  await expect(mine.getByRole('img', { name: /review|photo|Sturdy/i })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a shopper uses search suggestions by keyboard only', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = trackPageErrors(page);
  const products = (
    await api<{ products: Paged<{ product_name: string }> }>(
      page.request,
      '/home/filtered_products?route=all.products&sort=newest&paginate=12',
    )
  ).products.data;
  const target = products[0].product_name;
  const term = target.split(' ')[0];
  await page.goto('/');
  const box = header(page).getByRole('combobox', { name: /looking for|search/i });
  await box.focus();
  await page.keyboard.type(term, { delay: 40 });
  const listbox = header(page).getByRole('listbox');
  await expect(listbox).toBeVisible();
  await expect(listbox.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  const chosen = (await listbox.getByRole('option').first().textContent())!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\//);
  // The previous screen stays up until the product page is ready (a transition), so wait for its heading.
  await expect.poll(async () => chosen.includes((await root(page).getByRole('heading', { level: 1 }).textContent()) ?? '-')).toBe(true);
  // Leaving search cleared the query; Escape closes the suggestions; Enter without a choice searches.
  await expect(box).toHaveValue('');
  await box.focus();
  await page.keyboard.type(term, { delay: 40 });
  await expect(listbox).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(listbox).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/products\\?q=${encodeURIComponent(term)}`));
  await expect(root(page).locator('article.sf-card').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a shopper switches to Arabic and the shop page renders mirrored', async ({ page }) => {
  test.setTimeout(60_000);
  const shop = await firstShop(page);
  await page.goto(`/shop/${shop.slug}`);
  await expect(root(page).getByRole('heading', { level: 1, name: shop.shop_name })).toBeVisible();
  const ltrLogo = (await root(page).locator('img[src*="72"], img[src*="82x82"]').first().boundingBox())!;
  await header(page)
    .getByRole('button', { name: /English|language/i })
    .click();
  await Promise.all([
    page.waitForEvent('load'),
    header(page)
      .getByRole('link', { name: /العربية|Arabic/ })
      .or(header(page).getByRole('button', { name: /العربية|Arabic/ }))
      .first()
      .click(),
  ]);
  await expect(page.locator('.sf-root')).toHaveAttribute('dir', 'rtl');
  await expect(root(page).getByRole('heading', { level: 1, name: shop.shop_name })).toBeVisible();
  const rtlLogo = (await root(page).locator('img[src*="72"], img[src*="82x82"]').first().boundingBox())!;
  // The logo moved from the start (left) to the start (right).
  expect(rtlLogo.x).toBeGreaterThan(ltrLogo.x);
  expect(await root(page).evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  // Back to English for the other tests sharing the server's session store.
  const back = await page.request.get('/change/locale/en', {
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': await pageToken(page) },
  });
  expect(back.status()).toBe(200);
});

test('brands and sellers append further pages without duplicates; unknown shops, campaigns and categories are not found', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = trackPageErrors(page);
  await page.goto('/brands');
  await expect(root(page).getByRole('heading', { level: 1, name: 'All Brands' })).toBeVisible();
  const tiles = root(page).locator('a[href*="/brand/"]');
  await expect(tiles.first()).toBeVisible();
  const first = await tiles.count();
  const more = root(page).getByRole('button', { name: 'Load more' });
  if (await more.isVisible()) {
    await more.click();
    await expect.poll(() => tiles.count()).toBeGreaterThan(first);
    const hrefs = await tiles.evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(hrefs.length);
  }
  await page.goto('/sellers');
  await expect(root(page).locator('a[href*="/shop/"]').first()).toBeVisible();

  for (const path of ['/shop/no-such-shop', '/campaign/no-such-campaign', '/category/no-such-category', '/video-shopping/no-such-video']) {
    await page.goto(path);
    await expect(root(page).getByRole('heading', { level: 1, name: 'Page not found' }), path).toBeVisible();
  }
  await page.goto('/products/all?sort=newest&page=999');
  await expect(
    root(page)
      .getByRole('link', { name: /last page|page 1|first page/i })
      .first(),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('a video page plays its local file, and a hosted video loads nothing from its host before the shopper asks', async ({ page }) => {
  test.setTimeout(60_000);
  const foreign: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://127.0.0.1') && !r.url().startsWith('http://localhost') && !r.url().startsWith('data:'))
      foreign.push(r.url());
  });
  const videos = (await api<{ videos: Paged<{ slug: string; title: string }> }>(page.request, '/get/video-shops')).videos.data;
  let sawFile = false;
  for (const video of videos.slice(0, 6)) {
    await page.goto(`/video-shopping/${video.slug}`);
    await expect(root(page).getByRole('heading', { level: 1 })).toBeVisible();
    // The heading comes before the answer: wait for the player (a file's <video> or a hosted video's Play facade).
    await expect(
      root(page)
        .locator('video')
        .or(root(page).getByRole('button', { name: /^Play / }))
        .first(),
    ).toBeVisible();
    const player = root(page).locator('video');
    if ((await player.count()) > 0 && !sawFile) {
      await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
      expect(await player.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(0);
      sawFile = true;
    }
  }
  expect(sawFile).toBe(true);
  expect(foreign).toEqual([]);
});

test('on a phone the filters open as a sheet whose Apply button counts the results; chips clear one filter or all', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/products/all?sort=newest');
  await expect(root(page).locator('article.sf-card').first()).toBeVisible();
  await root(page)
    .getByRole('button', { name: /^Filters?/ })
    .click();
  const sheet = page.getByRole('dialog');
  await expect(sheet).toBeVisible();
  await sheet.getByRole('checkbox').first().check();
  const apply = sheet.getByRole('button', { name: /\d+/ });
  await expect(apply).toBeVisible();
  await apply.click();
  await expect(sheet).toBeHidden();
  const chip = root(page)
    .getByRole('button', { name: /^Remove filter/ })
    .first();
  await expect(chip).toBeVisible();
  await chip.click();
  await expect(root(page).getByRole('button', { name: /^Remove filter/ })).toHaveCount(0);
});

test('every new catalogue screen has no serious or critical axe finding, on desktop and phone', async ({ page }) => {
  test.setTimeout(240_000);
  const campaign = await firstCampaign(page);
  const shop = await firstShop(page);
  const video = await firstVideo(page);
  const screens: Array<[string, string]> = [
    ['/brands', 'brands'],
    ['/sellers', 'sellers'],
    ['/categories', 'categories'],
    ['/campaigns', 'campaigns'],
    [`/campaign/${campaign}`, 'campaign'],
    ['/flash-sale', 'flash sale'],
    ['/daily-deals', 'daily deals'],
    ['/gift-idea', 'gift idea'],
    ['/business-idea', 'business idea'],
    ['/video-shopping', 'video shopping'],
    [`/video-shopping/${video.slug}`, 'video page'],
    [`/shop/${shop.slug}`, 'shop page'],
    [`/shop/${shop.slug}?tab=coupons`, 'shop coupons'],
    [`/shop/${shop.slug}?tab=products`, 'shop products'],
  ];
  for (const [path, label] of screens) {
    await page.goto(path);
    await expect(root(page).getByRole('heading', { level: 1 }), label).toBeVisible();
    await expectAccessible(page, label);
  }
  // The product page's reviews, and the header's open menus and suggestions.
  await signIn(page, 'reviews@example.com');
  const products = (
    await api<{ products: Paged<{ slug: string }> }>(page.request, '/home/filtered_products?route=all.products&sort=top_rated&paginate=4')
  ).products.data;
  await page.goto(`/product/${products[0].slug}`);
  await root(page)
    .getByRole('region', { name: /review/i })
    .scrollIntoViewIfNeeded();
  await expectAccessible(page, 'product reviews');
});
