import type { Http } from '../../lib/http/client';
import { expectKeys, expectList } from '../../lib/http/expect';
import type { Id } from '../../types/common';

/** One product of `home/compare-list` (test/contract/lists/compare-list.json); no rating, stock or description. */
export interface CompareItem {
  id: Id;
  slug: string;
  has_variant?: number | string | boolean | null;
  minimum_order_quantity?: number | string | null;
  product_name: string;
  image_190x230: string;
  special_discount_check: number | string;
  /** Despite its name: the discounted unit price while a discount is active. */
  discount_percentage: number | string;
  price: number | string;
  /** The brand's title, '' when none. */
  brand?: string | null;
  /** The category's title, '' when none. */
  category?: string | null;
  status?: string;
  /** Not in the original's answer; shown when a backend sends them. */
  rating?: number | string | null;
  current_stock?: number | string | null;
}

export interface CompareChange {
  count: number;
  success?: string;
}

const countOf = (data: unknown) => Number(expectKeys<{ compare_list: number | string }>(data, ['compare_list']).compare_list) || 0;

/** Guests too: the session keeps a guest's list (merged into the account at sign-in). */
export async function addToCompare(http: Http, productId: Id): Promise<CompareChange> {
  const { data } = await http.get(`home/add-to-compare/${productId}`);
  return { count: countOf(data), success: (data as { success?: string }).success };
}

export async function removeFromCompare(http: Http, productId: Id): Promise<CompareChange> {
  const { data } = await http.get(`home/remove-compare_product/${productId}`);
  return { count: countOf(data) };
}

export async function getCompareList(http: Http): Promise<CompareItem[]> {
  const { data } = await http.get('home/compare-list');
  const body = expectKeys<{ products: unknown }>(data, ['products']);
  return expectList<CompareItem>(body.products, 'compared products').filter((p) => p && p.id !== undefined);
}
