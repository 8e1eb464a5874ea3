/** Real paths for every route of src/app/route-table.ts (routes.spec.ts and csp.spec.ts walk them all). */
import { api, productCards } from './support';

/** Real slugs where the backend decides what the screen shows; any text elsewhere. */
export async function samplePaths(request: import('@playwright/test').APIRequestContext): Promise<Record<string, string>> {
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

export function fill(path: string, samples: Record<string, string>): string {
  // An unknown main category is not found: `all` lists everything.
  if (path === '/products/:main_category') return '/products/all';
  if (path.startsWith('/product/')) return path.replace(':slug', samples.product).replace('/:variant_slug', '/any-variant');
  if (path.startsWith('/category/') || path.startsWith('/gadget-products/')) return path.replace(':slug', samples.category);
  if (path.startsWith('/brand/')) return path.replace(':slug', samples.brand);
  // Unknown campaigns, shops and videos are not found: these screens need real slugs.
  if (path.startsWith('/campaign/')) return path.replace(':slug', samples.campaign);
  if (path.startsWith('/shop/')) return path.replace(':slug', samples.shop);
  if (path.startsWith('/video-shopping/')) return path.replace(':slug', samples.video);
  // Unknown posts, blog categories and static pages are not found either.
  if (path.startsWith('/blog/')) return path.replace(':slug', samples.blog);
  if (path.startsWith('/category-blogs/')) return path.replace(':slug', samples.blogCategory);
  if (path.startsWith('/page/')) return '/page/about-us';
  return path.replace(':code?', 'ORD-1').replace(/:[a-z_]+/g, 'sample');
}

/**
 * The account area and the affiliate's own pages need a signed-in shopper; checkout and payment let
 * guests in while the shop allows guest checkout (the demo does).
 */
export const GUARDED = /^\/(user\/|my-wallet$|my-rewards$|affiliate-(system|dashboard|payouts)$)/;
