import type { GetRequest } from '../../lib/http/early-answers';
import type { ListingQuery } from './catalog-types';

/**
 * The catalogue's first-screen GETs. The API functions send them, and the loader starts them
 * before the app has arrived (src/app/first-screen.ts). The app uses an early answer only for the
 * very same URL, so both sides build it here. The loader bundles this file, so it has no runtime
 * imports.
 */

export const LISTING_PAGE_SIZE = 24;

/** home/page?page=n: the home sections, a page at a time. */
export const homePageGet = (page: number): GetRequest => ({ url: 'home/page', params: { page } });

/** home/filter_data: the filters of a listing (of one category when `slug` is set). */
export const filterDataGet = (slug: string): GetRequest => ({ url: 'home/filter_data', params: slug ? { slug } : {} });

/**
 * home/filtered_products, with the parameters exactly as the backend reads them (arrays as
 * key[]=v, price as a JSON string). It reads `paginate`, `route` and `sort` unconditionally:
 * leaving one out answers `{"error":"Undefined array key \"sort\""}`, so all three always go,
 * `sort` defaulting to newest.
 */
export function filteredProductsGet(query: ListingQuery, pageSize = LISTING_PAGE_SIZE): GetRequest {
  const params: Record<string, unknown> = {
    route: query.route,
    sort: query.sort || 'newest',
    page: query.page,
    paginate: pageSize,
  };
  if (query.slug) params.slug = query.slug;
  if (query.key) params.key = query.key;
  if (query.category.length) params.category = query.category;
  if (query.brand.length) params.brand = query.brand;
  if (query.color.length) params.color = query.color;
  if (query.rating.length) params.rating = query.rating;
  if (query.attributeValues.length) params.attribute_value_id = query.attributeValues;
  if (query.price) params.price = JSON.stringify(query.price);
  return { url: 'home/filtered_products', params };
}
