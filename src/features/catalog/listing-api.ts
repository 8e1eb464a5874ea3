import { isApiError } from '../../lib/http/api-error';
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

const isCategoryRoute = (route: ListingQuery['route']) => route === 'product.by.category' || route === 'product.by.gadget';

function nothingFound(query: ListingQuery): ListingResult {
  return {
    type: 'category',
    page: null,
    products: { data: [], total: 0, per_page: LISTING_PAGE_SIZE, current_page: query.page, last_page: 1, next_page_url: null },
    missing: true,
  };
}

export async function getFilteredProducts(http: Http, query: ListingQuery, pageSize = LISTING_PAGE_SIZE): Promise<ListingResult> {
  let data: unknown;
  try {
    ({ data } = await http.get('home/filtered_products', { params: { ...filteredProductsParams(query), paginate: pageSize } }));
  } catch (error) {
    // An unknown category makes the original read a property of null: `{error}` with PHP's
    // notice, worded differently by PHP 7 and 8. The widget always sends route, sort and paginate
    // (the other `{error}` answers), so on a category route any business error means "no such category".
    if (isCategoryRoute(query.route) && isApiError(error) && error.kind === 'business') return nothingFound(query);
    throw error;
  }
  const body = expectKeys<Record<string, unknown>>(data, ['products']);
  const products = body.products as Paginated<ProductCard>;
  return {
    type: String(body.type ?? 'products'),
    page: (body.page && typeof body.page === 'object' ? body.page : null) as ListingResult['page'],
    products: { ...products, data: expectList<ProductCard>(products?.data, 'products') },
    // BrandRepository@brand answers '' for a slug it does not know (and still lists, nothing).
    missing: query.route === 'product.by.brand' && body.page === '',
  };
}
