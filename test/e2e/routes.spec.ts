import { expect, test } from '@playwright/test';
import { SPEC_ROUTES } from '../spec-routes';
import { api, productCards, trackPageErrors, widgetReady } from './support';

/** Real slugs where the backend decides what the screen shows; any text elsewhere. */
async function samplePaths(request: import('@playwright/test').APIRequestContext): Promise<Record<string, string>> {
  const [product] = await productCards(request);
  const filters = await api<{ categories: { slug: string; title: string }[]; brands: { data: { slug: string }[] } }>(
    request,
    '/home/filter_data',
  );
  const campaigns = await api<{ campaigns: { data: { slug: string }[] } }>(request, '/home/campaign-lists');
  const sellers = await api<{ sellers: { data: { slug: string }[] } }>(request, '/home/sellers');
  const videos = await api<{ videos: { data: { slug: string }[] } }>(request, '/get/video-shops');
  const blogs = await api<{ blogs: { data: { slug: string }[] } }>(request, '/home/blogs?page=1');
  const blogCategories = await api<{ categories: { data: { slug: string }[] } }>(request, '/load/blog-categories?page=1');
  return {
    blog: blogs.blogs.data[0].slug,
    blogCategory: blogCategories.categories.data[0].slug,
    campaign: campaigns.campaigns.data[0].slug,
    shop: sellers.sellers.data[0].slug,
    video: videos.videos.data[0].slug,
    product: product.slug,
    category: filters.categories[0].slug,
    categoryTitle: filters.categories[0].title,
    brand: filters.brands.data[0].slug,
  };
}

function fill(path: string, samples: Record<string, string>): string {
  // An unknown main category is not found since issue 11: `all` lists everything.
  if (path === '/products/:main_category') return '/products/all';
  if (path.startsWith('/product/')) return path.replace(':slug', samples.product).replace('/:variant_slug', '/any-variant');
  if (path.startsWith('/category/') || path.startsWith('/gadget-products/')) return path.replace(':slug', samples.category);
  if (path.startsWith('/brand/')) return path.replace(':slug', samples.brand);
  // Unknown campaigns, shops and videos are not found: these screens need real slugs.
  if (path.startsWith('/campaign/')) return path.replace(':slug', samples.campaign);
  if (path.startsWith('/shop/')) return path.replace(':slug', samples.shop);
  if (path.startsWith('/video-shopping/')) return path.replace(':slug', samples.video);
  // Unknown posts, blog categories and static pages are not found either (issue 12).
  if (path.startsWith('/blog/')) return path.replace(':slug', samples.blog);
  if (path.startsWith('/category-blogs/')) return path.replace(':slug', samples.blogCategory);
  if (path.startsWith('/page/')) return '/page/about-us';
  return path.replace(':code?', 'ORD-1').replace(/:[a-z_]+/g, 'sample');
}

/**
 * The account area and the affiliate's own pages need a signed-in shopper; checkout and payment let
 * guests in while the shop allows guest checkout (the demo does).
 */
const GUARDED = /^\/(user\/|my-wallet$|my-rewards$|affiliate-(system|dashboard|payouts)$)/;

test('every route of spec §2 shows its title without an uncaught error; guarded ones send guests to login', async ({ page, request }) => {
  test.setTimeout(180_000);
  const samples = await samplePaths(request);
  const errors = trackPageErrors(page);
  for (const [pattern, title] of SPEC_ROUTES) {
    const path = fill(pattern, samples);
    await page.goto(path);
    await widgetReady(page);
    if (GUARDED.test(pattern)) {
      await expect(page).toHaveURL(/\/login$/);
      // login_first: the shop's wording once its language file has arrived, the built-in English before.
      await expect(page.getByText(/^(Login First|Please sign in first\.)$/)).toBeVisible();
      continue;
    }
    // A blog post's tab carries the post's own title, as a static page's does.
    if (pattern === '/blog/:slug') {
      const heading = page.locator('.sf-root main h1').first();
      // The route's own title ("Blog Details") stands while the post loads.
      await expect(heading).not.toHaveText(new RegExp(`^(${title})?$`));
      await expect(page, path).toHaveTitle(`${(await heading.textContent())!.trim()} | Yoori Demo Store`);
    } else if (title) await expect(page, `${path}`).toHaveTitle(`${title} | Yoori Demo Store`);
    else await expect(page.locator('.sf-root main h1').first(), path).not.toBeEmpty();
  }
  expect(errors).toEqual([]);
});

test('an unknown path shows the not-found screen', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Not Found | Yoori Demo Store');
});

test('a reload of a deep link with filters shows the same screen', async ({ page, request }) => {
  const { category, categoryTitle } = await samplePaths(request);
  await page.goto(`/category/${category}?sort=newest&page=2`);
  const heading = page.locator('.sf-root main h1');
  // The listing's raw category has no title; the menu's sidebar/categories names it.
  await expect(heading).toHaveText(categoryTitle);
  const firstCard = await page.locator('.sf-root article').first().getAttribute('aria-label');
  await page.reload();
  await expect(heading).toHaveText(categoryTitle);
  await expect(page.locator('.sf-root article').first()).toHaveAttribute('aria-label', firstCard!);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
});
