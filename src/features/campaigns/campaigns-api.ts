/**
 * `GET home/campaign-lists`, `home/campaign-products`, `home/campaign-brands`
 * (test/contract/catalogue/{campaign-lists,campaign-products,campaign-brands}.json): lazy, with the campaign screens. One keyed paged list per thing shown:
 * `all` (the campaign list), `products:<slug>`, `brands:<slug>`, `shops:<slug>`, and
 * `campaign:<slug>` (a one-row list holding the campaign itself, filled from the products answer).
 */
import type { Http } from '../../lib/http/client';
import { ApiError } from '../../lib/http/api-error';
import { expectKeys } from '../../lib/http/expect';
import { hasId, readPage, type PageOf } from '../../lib/paging/read-page';
import type { ProductCard, ShopCard } from '../../types/catalogue';

/** CampaignPaginateResource item. `title` is null when the session language has no translation. */
export interface CampaignTile {
  id: number;
  slug: string;
  title: string | null;
  short_description: string;
  campaign_start_date: string;
  campaign_end_date: string;
  image_374x374: string;
}

/** What the campaign page shows of the raw Campaign model. */
export interface CampaignInfo {
  id: number;
  slug: string;
  title: string;
  short_description: string;
  /** Raw timestamps ("Y-m-d H:i:s"); the countdown runs to end_date. */
  start_date: string | null;
  end_date: string | null;
  /** "d M Y", "" when unset (and the end "" once the campaign has ended). */
  campaign_start_date: string;
  campaign_end_date: string;
  image_1920x412: string;
}

export interface CampaignBrand {
  id: number;
  slug: string;
  title: string;
  image_130x93: string;
}

export type CampaignRow = CampaignTile | CampaignInfo | ProductCard | CampaignBrand | ShopCard;
export type CampaignPage = PageOf<CampaignRow> & { campaign?: CampaignInfo };

export type ListKind = 'all' | 'campaign' | 'products' | 'brands' | 'shops';
export const listKey = (kind: ListKind, slug = ''): string => (kind === 'all' ? 'all' : `${kind}:${slug}`);
function parseKey(key: string): { kind: ListKind; slug: string } {
  const at = key.indexOf(':');
  return at < 0 ? { kind: 'all', slug: '' } : { kind: key.slice(0, at) as ListKind, slug: key.slice(at + 1) };
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const withSlug = (row: unknown): row is { id: number; slug: string } => hasId(row) && typeof (row as { slug?: unknown }).slug === 'string';
const isTile = (row: unknown): row is CampaignTile => withSlug(row);
const isBrand = (row: unknown): row is CampaignBrand => withSlug(row) && typeof (row as { title?: unknown }).title === 'string';
const isShop = (row: unknown): row is ShopCard => withSlug(row) && typeof (row as { shop_name?: unknown }).shop_name === 'string';
const isProduct = (row: unknown): row is ProductCard =>
  withSlug(row) &&
  typeof (row as { product_name?: unknown }).product_name === 'string' &&
  Number.isFinite(Number((row as { price?: unknown }).price));

/**
 * The campaign's title: 1.6.7's raw Campaign has no `title` (only its translation rows,
 * current_language[0].title); 1.5.3 still sends `title`.
 */
export function campaignInfo(raw: unknown): CampaignInfo {
  if (!hasId(raw) || typeof (raw as { slug?: unknown }).slug !== 'string') {
    throw new ApiError('malformed', "The server's answer has no campaign.");
  }
  const c = raw as unknown as Record<string, unknown>;
  const translations = Array.isArray(c.current_language) ? (c.current_language as Array<Record<string, unknown>>) : [];
  const translated = translations.find((row) => row && typeof row.title === 'string');
  return {
    id: Number(c.id),
    slug: str(c.slug),
    title: str(translated?.title) || str(c.title),
    short_description: str(c.short_description) || str(translated?.description),
    start_date: str(c.start_date) || null,
    end_date: str(c.end_date) || null,
    campaign_start_date: str(c.campaign_start_date),
    campaign_end_date: str(c.campaign_end_date),
    image_1920x412: str(c.image_1920x412),
  };
}

/**
 * Campaign products are raw Product models without `minimum_order_quantity`, so the original shows
 * no cart icon on them. The campaign page is where a shopper buys the offer, so simple products get
 * Add to cart for one item (the server still enforces the product's real minimum and answers with
 * its message); variant products open their options, as elsewhere. An answer without has_variant
 * (1.5.3) keeps the original's behaviour: no quick add, the card links to the product.
 */
function campaignProduct(p: ProductCard): ProductCard {
  if (p.has_variant === undefined || p.has_variant === null) return p;
  return { ...p, minimum_order_quantity: 1 };
}

export async function fetchCampaignPage(http: Http, key: string, page: number): Promise<CampaignPage> {
  const { kind, slug } = parseKey(key);
  if (kind === 'all') {
    const { data } = await http.get('home/campaign-lists', { params: { page } });
    return readPage(expectKeys<{ campaigns: unknown }>(data, ['campaigns']).campaigns, 'campaigns', isTile);
  }
  if (kind === 'brands' || kind === 'shops') {
    // Laravel's paginator URLs carry only `page`: the slug and type go again with every page (as the original does).
    const { data } = await http.get('home/campaign-brands', { params: { slug, type: kind === 'shops' ? 'shop' : 'brand', page } });
    if (kind === 'shops') return readPage(expectKeys<{ shops: unknown }>(data, ['shops']).shops, 'shops', isShop);
    return readPage(expectKeys<{ brands: unknown }>(data, ['brands']).brands, 'brands', isBrand);
  }
  // products (and the campaign row, which only comes with them)
  const { data } = await http.get('home/campaign-products', { params: { slug, page } });
  const answer = expectKeys<{ products: unknown; campaign: unknown }>(data, ['products', 'campaign']);
  const products = readPage(answer.products, 'products', isProduct);
  return { ...products, items: products.items.map(campaignProduct), campaign: campaignInfo(answer.campaign) };
}
