import type { Http } from '../../lib/http/client';
import { expectKeys, expectList } from '../../lib/http/expect';
import type { Brand, Category, Color, Paginated, ProductCard } from '../../types/entities';
import type { FilterData, HomePage, HomeSectionData, ListingQuery, ListingResult } from './catalog-types';

/**
 * home/page?page=n. `components` is keyed `<data key>-<setting index>` in setting order, or `[]`
 * when nothing matched. Sections are grouped by that index, not by arrival order: the server
 * skips sections whose add-on or seller system is off, so positions would drift.
 */
export async function getHomePage(http: Http, page: number): Promise<HomePage> {
  const { data } = await http.get('home/page', { params: { page } });
  const body = expectKeys<{ components: unknown; has_more_data?: unknown }>(data, ['components']);
  const components = body.components && typeof body.components === 'object' && !Array.isArray(body.components)
    ? (body.components as Record<string, unknown>) : {};
  const byIndex = new Map<number, HomeSectionData>();
  for (const [name, value] of Object.entries(components)) {
    const match = /^(.+)-(\d+)$/.exec(name);
    if (!match) continue;
    const index = Number(match[2]);
    const section = byIndex.get(index) ?? { index, parts: {} };
    section.parts[match[1]] = value;
    byIndex.set(index, section);
  }
  return { sections: [...byIndex.values()].sort((a, b) => a.index - b.index), hasMore: body.has_more_data === true };
}

/** Paginated lists come as `{data: [...]}` or, from older endpoints, as a bare array. */
function listOf<T>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  if (value && typeof value === 'object' && Array.isArray((value as { data?: unknown }).data)) return (value as { data: T[] }).data;
  return [];
}

export async function getFilterData(http: Http, slug: string): Promise<FilterData> {
  const { data } = await http.get('home/filter_data', { params: slug ? { slug } : {} });
  const body = expectKeys<Record<string, unknown>>(data, ['categories']);
  const range = body.price_range as { min?: unknown; max?: unknown } | undefined;
  return {
    categories: listOf(body.categories),
    brands: listOf<Brand>(body.brands),
    attributes: listOf(body.attributes),
    colors: listOf<Color>(body.colors),
    priceRange: range && Number.isFinite(Number(range.max)) ? { min: Number(range.min) || 0, max: Number(range.max) } : null,
  };
}

export const LISTING_PAGE_SIZE = 24;

/**
 * Query parameters exactly as the backend reads them (arrays as key[]=v, price as a JSON string).
 * It reads `paginate`, `route` and `sort` unconditionally: leaving one out answers
 * `{"error":"Undefined array key \"sort\""}`, so all three always go, `sort` defaulting to newest.
 */
export function filteredProductsParams(query: ListingQuery): Record<string, unknown> {
  const params: Record<string, unknown> = { route: query.route, sort: query.sort || 'newest', page: query.page, paginate: LISTING_PAGE_SIZE };
  if (query.slug) params.slug = query.slug;
  if (query.key) params.key = query.key;
  if (query.category.length) params.category = query.category;
  if (query.brand.length) params.brand = query.brand;
  if (query.color.length) params.color = query.color;
  if (query.rating.length) params.rating = query.rating;
  if (query.attributeValues.length) params.attribute_value_id = query.attributeValues;
  if (query.price) params.price = JSON.stringify(query.price);
  return params;
}

export async function getFilteredProducts(http: Http, query: ListingQuery): Promise<ListingResult> {
  const { data } = await http.get('home/filtered_products', { params: filteredProductsParams(query) });
  const body = expectKeys<Record<string, unknown>>(data, ['products']);
  const products = body.products as Paginated<ProductCard>;
  return {
    type: String(body.type ?? 'products'),
    page: (body.page && typeof body.page === 'object' ? body.page : null) as ListingResult['page'],
    products: { ...products, data: expectList<ProductCard>(products?.data, 'products') },
  };
}

/**
 * sidebar/categories: the menu's top-level categories (at most 9) with their children. The
 * original host page always passes `categories: []`, so the menu comes from here.
 */
export async function getSidebarCategories(http: Http): Promise<Category[]> {
  const { data } = await http.get('sidebar/categories');
  const body = expectKeys<{ categories: unknown }>(data, ['categories']);
  return expectList<Category>(body.categories, 'categories')
    .filter((c) => c && typeof c === 'object' && typeof c.slug === 'string' && typeof c.title === 'string');
}

export async function searchSuggestions(http: Http, key: string): Promise<ProductCard[]> {
  const { data } = await http.post('search/product', { key });
  return listOf<ProductCard>((data as { products?: unknown }).products);
}
