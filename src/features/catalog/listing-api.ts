import type { Http } from '../../lib/http/client';
import { expectKeys, expectList } from '../../lib/http/expect';
import type { Brand, Color, Paginated, ProductCard } from '../../types/catalogue';
import { listOf } from './catalog-api';
import type { FilterData, ListingQuery, ListingResult } from './catalog-types';

/** The listing screens' endpoints (lazy, with the listing chunk). */

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
  const params: Record<string, unknown> = {
    route: query.route,
    sort: query.sort || 'newest',
    page: query.page,
    paginate: LISTING_PAGE_SIZE,
  };
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
