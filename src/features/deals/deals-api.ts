/**
 * `GET home/flash-sale-products`, `home/daily-deals`, `home/gift-idea`, `home/business-idea`
 * (test/contract/catalogue/{flash-sale-products,daily-deals,gift-idea,business-idea}.json): lazy, with the deal screens. One keyed paged list per screen.
 */
import type { Http } from '../../lib/http/client';
import { expectKeys } from '../../lib/http/expect';
import { hasId, readPage, type PageOf } from '../../lib/paging/read-page';
import type { ProductCard } from '../../types/catalogue';

export type DealKind = 'flash-sale' | 'daily-deals' | 'gift-idea' | 'business-idea';

/** A flash-sale row: a raw Product with the columns of the campaign that put it on sale. */
export type FlashProduct = ProductCard & { end_date?: string | null; campaign_slug?: string };

const isProduct = (row: unknown): row is FlashProduct =>
  hasId(row) &&
  typeof (row as { slug?: unknown }).slug === 'string' &&
  typeof (row as { product_name?: unknown }).product_name === 'string' &&
  Number.isFinite(Number((row as { price?: unknown }).price));

/** The SPA's page size for the curated lists (the original SPA's: they start at page 1 with paginate=12). */
export const DEALS_PAGE_SIZE = 12;

export async function fetchDealPage(http: Http, key: string, page: number): Promise<PageOf<FlashProduct>> {
  const kind = key as DealKind;
  // Flash sale: a plain paginator of 16 raw products from EVERY campaign; a product in two campaigns
  // comes twice and the paged list keeps its first row (the newest campaign's).
  const { data } =
    kind === 'flash-sale'
      ? await http.get('home/flash-sale-products', { params: { page } })
      : await http.get(`home/${kind}`, { params: { page, paginate: DEALS_PAGE_SIZE } });
  return readPage(expectKeys<{ products: unknown }>(data, ['products']).products, 'products', isProduct);
}
