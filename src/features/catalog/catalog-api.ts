import type { Http } from '../../lib/http/client';
import { expectKeys, expectList } from '../../lib/http/expect';
import type { Brand, Color, Paginated, ProductCard } from '../../types/entities';
import type { FilterData, HomePage, ListingQuery, ListingResult } from './catalog-types';

export async function getHomePage(http: Http, page: number): Promise<HomePage> {
  const { data } = await http.get('home/page', { params: { page } });
  const body = expectKeys<HomePage>(data, ['components']);
  return {
    components: body.components && typeof body.components === 'object' ? body.components : {},
    component_names: Array.isArray(body.component_names) ? body.component_names : Object.keys(body.components ?? {}),
    has_more_data: Boolean(body.has_more_data),
  };
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

/** Query parameters exactly as the backend reads them (arrays as key[]=v, price as a JSON string). */
export function filteredProductsParams(query: ListingQuery): Record<string, unknown> {
  const params: Record<string, unknown> = { route: query.route, page: query.page, paginate: 24 };
  if (query.slug) params.slug = query.slug;
  if (query.key) params.key = query.key;
  if (query.sort) params.sort = query.sort;
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

export async function searchSuggestions(http: Http, key: string): Promise<ProductCard[]> {
  const { data } = await http.post('search/product', { key });
  return listOf<ProductCard>((data as { products?: unknown }).products);
}
