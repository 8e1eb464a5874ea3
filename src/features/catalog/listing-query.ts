import type { Id } from '../../types/common';
import type { ListingQuery, ListingRoute, SortKey } from './catalog-types';

const SORTS: SortKey[] = ['newest', 'oldest', 'top_rated', 'top_selling'];

function ids(value: string | null): Id[] {
  return (value ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
}

function amount(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/**
 * Filters live in the URL (?category=1,2&brand=3&min=10&max=50&sort=newest&page=2&q=shoe) so
 * a listing can be shared, reloaded and navigated with back and forward.
 */
export function listingQueryFrom(route: ListingRoute, slug: string, search: URLSearchParams): ListingQuery {
  const min = amount(search.get('min'));
  const max = amount(search.get('max'));
  const sort = search.get('sort') as SortKey | null;
  return {
    route,
    slug,
    key: (search.get('q') ?? '').trim(),
    page: Math.max(1, Math.trunc(Number(search.get('page'))) || 1),
    sort: sort && SORTS.includes(sort) ? sort : '',
    category: ids(search.get('category')),
    brand: ids(search.get('brand')),
    color: ids(search.get('color')),
    rating: ids(search.get('rating')),
    attributeValues: ids(search.get('attr')),
    price: min !== null || max !== null ? { min: min ?? 0, max: max ?? 0 } : null,
  };
}

/** The same query as URL search params (only what is set), for links and history. */
export function searchFromListingQuery(query: ListingQuery): string {
  const params = new URLSearchParams();
  if (query.key) params.set('q', query.key);
  if (query.category.length) params.set('category', query.category.join(','));
  if (query.brand.length) params.set('brand', query.brand.join(','));
  if (query.color.length) params.set('color', query.color.join(','));
  if (query.rating.length) params.set('rating', query.rating.join(','));
  if (query.attributeValues.length) params.set('attr', query.attributeValues.join(','));
  if (query.price?.min) params.set('min', String(query.price.min));
  if (query.price?.max) params.set('max', String(query.price.max));
  if (query.sort) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A stable cache key for a query. */
export function listingKey(query: ListingQuery): string {
  return `${query.route}|${query.slug}|${searchFromListingQuery(query)}`;
}

/** The query without any filter (search words, sort and the listing itself stay), back on page 1. */
export function withoutFilters(query: ListingQuery): ListingQuery {
  return { ...query, category: [], brand: [], color: [], rating: [], attributeValues: [], price: null, page: 1 };
}

/** How many filters are on: one per chosen value, one for a price range. */
export function activeFilterCount(query: ListingQuery): number {
  return (
    query.category.length +
    query.brand.length +
    query.color.length +
    query.rating.length +
    query.attributeValues.length +
    (query.price && (query.price.min || query.price.max) ? 1 : 0)
  );
}
