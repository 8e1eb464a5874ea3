import { isApiError } from '../../lib/http/api-error';
import type { Http } from '../../lib/http/client';
import { expectKeys, expectList } from '../../lib/http/expect';
import type { Brand, Color, Paginated, ProductCard } from '../../types/catalogue';
import { listOf } from './catalog-api';
import { filterDataGet, filteredProductsGet, LISTING_PAGE_SIZE } from './catalog-gets';
import type { FilterData, ListingQuery, ListingResult } from './catalog-types';

/** The listing screens' endpoints (lazy, with the listing chunk). */

export async function getFilterData(http: Http, slug: string): Promise<FilterData> {
  const { url, params } = filterDataGet(slug);
  const { data } = await http.get(url, { params });
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
    const { url, params } = filteredProductsGet(query, pageSize);
    ({ data } = await http.get(url, { params }));
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
