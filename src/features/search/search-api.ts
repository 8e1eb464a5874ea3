import type { Http } from '../../lib/http/client';
import { ApiError } from '../../lib/http/api-error';
import { expectKeys, expectList } from '../../lib/http/expect';
import type { ProductCard } from '../../types/catalogue';

/** What one suggestion shows: the picture, the name and the card's price rule (test/contract/catalogue/search-product.json). */
export type Suggestion = Pick<
  ProductCard,
  'id' | 'slug' | 'product_name' | 'image_40x40' | 'price' | 'special_discount_check' | 'special_discount_type' | 'discount_percentage'
>;

function isSuggestion(item: unknown): item is Suggestion {
  if (!item || typeof item !== 'object') return false;
  const row = item as Record<string, unknown>;
  return (typeof row.id === 'number' || typeof row.id === 'string') && typeof row.slug === 'string' && typeof row.product_name === 'string';
}

/**
 * `POST search/product {key}` → `{products: ProductResource[]}` (at most 20, newest first; an empty
 * key answers an empty list). Only the fields a suggestion shows are kept, so the slice stays small.
 */
export async function fetchSuggestions(http: Http, key: string): Promise<Suggestion[]> {
  const { data } = await http.post('search/product', { key });
  const products = expectList<unknown>(expectKeys<{ products: unknown }>(data, ['products']).products, 'products');
  if (!products.every(isSuggestion)) throw new ApiError('malformed', 'A search suggestion lacks its id, slug or name.');
  return products.map((p) => ({
    id: p.id,
    slug: p.slug,
    product_name: p.product_name,
    image_40x40: p.image_40x40,
    price: p.price,
    special_discount_check: p.special_discount_check,
    special_discount_type: p.special_discount_type,
    discount_percentage: p.discount_percentage,
  }));
}
