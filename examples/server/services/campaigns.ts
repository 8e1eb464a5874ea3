/**
 * Campaigns, flash sale and curated product lists (1.6.7 Site/FrontendController@campaigns,
 * Site/ProductController@{campaignProducts,campaignBrands,productByFlashSale}, ProductRepository,
 * CampaignRepository, BrandRepository::brandByCampaign, SellerRepository::shopByCampaign).
 */
import type { Queryable } from '../db/types';
import { imageUrl } from '../lib/images';
import { dbDateTime, discountFields, dMY, laravelDate, VISIBLE_SQL } from './format';

export interface CampaignRow {
  id: number;
  slug: string;
  background_color: string | null;
  text_color: string | null;
  thumbnail_id: number | null;
  start_date: Date | string | null;
  end_date: Date | string | null;
  status: number;
  featured: number;
  flash_sale: number;
}

export interface CampaignLanguageRow {
  id: number;
  campaign_id: number;
  lang: string;
  title: string;
  description: string;
  created_at: Date | string;
  updated_at: Date | string;
}

/** Campaign::campaigns(): running (start ≤ now ≤ end) and active, newest first. */
export const RUNNING_SQL = 'c.status = 1 AND c.start_date <= now() AND c.end_date >= now()';

export async function campaignBySlug(db: Queryable, slug: string): Promise<CampaignRow | null> {
  return (await db.query<CampaignRow>('SELECT * FROM campaigns WHERE slug = $1', [slug])).rows[0] ?? null;
}

/** The `currentLanguage` relation: rows of the session language only (no English fallback inside it). */
export async function campaignLanguages(db: Queryable, ids: number[], locale: string): Promise<Map<number, CampaignLanguageRow[]>> {
  const rows = (
    await db.query<CampaignLanguageRow>('SELECT * FROM campaign_languages WHERE campaign_id = ANY($1::int[]) AND lang = $2 ORDER BY id', [
      ids,
      locale,
    ])
  ).rows;
  const out = new Map<number, CampaignLanguageRow[]>();
  for (const r of rows) out.set(r.campaign_id, [...(out.get(r.campaign_id) ?? []), r]);
  return out;
}

function media(kind: string, id: number, sizes: string[]): Record<string, string> {
  const out: Record<string, string> = { storage: 'local', original_image: `images/${kind}/${id}-600x600.svg` };
  for (const size of sizes) out[`image_${size}`] = `images/${kind}/${id}-${size}.svg`;
  return out;
}

/** The accessors: campaign_end_date is "" once the campaign has ended (and "" when a date is unset). */
function campaignDates(c: Pick<CampaignRow, 'start_date' | 'end_date'>) {
  const ended = !c.end_date || new Date(c.end_date).getTime() < Date.now();
  return {
    campaign_start_date: c.start_date ? dMY(c.start_date) : '',
    campaign_end_date: ended ? '' : dMY(c.end_date as Date | string),
  };
}

/** CampaignPaginateResource item. `title` comes from the translate accessor: null without a row in the session language. */
export function campaignListItem(c: CampaignRow, langs: CampaignLanguageRow[], base: string) {
  return {
    id: c.id,
    slug: c.slug,
    title: langs[0]?.title ?? null,
    short_description: langs[0]?.description ?? '',
    ...campaignDates(c),
    image_374x374: imageUrl(base, 'campaign', c.id, 374, 374),
  };
}

/** The raw Campaign model with makeHidden(['banner','banner_id','created_at','updated_at']); 1.6.7 has no `title` append. */
export function rawCampaign(c: CampaignRow, langs: CampaignLanguageRow[], base: string): Record<string, unknown> {
  return {
    id: c.id,
    slug: c.slug,
    background_color: c.background_color,
    text_color: c.text_color,
    thumbnail: media('campaign', c.id, ['374x374', '406x235']),
    thumbnail_id: c.thumbnail_id,
    start_date: dbDateTime(c.start_date),
    end_date: dbDateTime(c.end_date),
    status: c.status,
    featured: c.featured,
    flash_sale: c.flash_sale,
    image_1920x412: imageUrl(base, 'campaign', c.id, 1920, 412),
    image_406x235: imageUrl(base, 'campaign', c.id, 406, 235),
    image_374x374: imageUrl(base, 'campaign', c.id, 374, 374),
    short_description: langs[0]?.description ?? null,
    ...campaignDates(c),
    current_language: langs.map((l) => ({
      id: l.id,
      campaign_id: l.campaign_id,
      lang: l.lang,
      title: l.title,
      description: l.description,
      created_at: laravelDate(l.created_at),
      updated_at: laravelDate(l.updated_at),
    })),
  };
}

interface CampaignProductRow {
  id: number;
  campaign_id: number;
  campaign_slug: string;
  current_stock: number;
  price: number | string;
  special_discount: number | string;
  special_discount_type: string | null;
  rating: number;
  text_color: string | null;
  start_date: Date | string | null;
  end_date: Date | string | null;
  special_discount_start: Date | string | null;
  special_discount_end: Date | string | null;
  slug: string;
  reward: number;
  has_variant: number;
  product_name: string;
  reviews_avg_rating: number | null;
  reviews_count: number;
}

const CAMPAIGN_PRODUCT_FROM = `FROM campaign_products cp JOIN campaigns c ON c.id = cp.campaign_id JOIN products p ON p.id = cp.product_id
  WHERE ${VISIBLE_SQL}`;
const CAMPAIGN_PRODUCT_COLUMNS = `p.id, c.id AS campaign_id, c.slug AS campaign_slug, p.current_stock, p.price, p.special_discount,
  p.special_discount_type, p.rating, c.text_color, c.start_date, c.end_date, p.special_discount_start, p.special_discount_end,
  p.slug, p.reward, p.has_variant, p.product_name,
  (SELECT avg(r.rating)::float8 FROM reviews r WHERE r.product_id = p.id AND r.status = 1) AS reviews_avg_rating,
  (SELECT count(*)::int FROM reviews r WHERE r.product_id = p.id AND r.status = 1) AS reviews_count`;

/**
 * A raw Product model with the joined campaign columns (test/contract/catalogue/campaign-products.json). campaign-products selects has_variant
 * and has no withCount; flash-sale has withCount and no has_variant. Neither selects minimum_order_quantity.
 */
function rawCampaignProduct(p: CampaignProductRow, base: string, kind: 'campaign' | 'flash'): Record<string, unknown> {
  const price = Number(p.price);
  const special = Number(p.special_discount);
  return {
    id: p.id,
    campaign_id: p.campaign_id,
    campaign_slug: p.campaign_slug,
    current_stock: p.current_stock,
    price,
    special_discount: special,
    special_discount_type: p.special_discount_type,
    rating: Number(p.rating),
    text_color: p.text_color,
    start_date: dbDateTime(p.start_date),
    end_date: dbDateTime(p.end_date),
    special_discount_start: dbDateTime(p.special_discount_start),
    special_discount_end: dbDateTime(p.special_discount_end),
    thumbnail: media('product', p.id, ['40x40', '72x72', '110x122', '190x230']),
    slug: p.slug,
    reward: Number(p.reward),
    ...(kind === 'campaign' ? { has_variant: p.has_variant } : {}),
    // withAvg yields a DECIMAL string (MySQL avg), null without reviews.
    reviews_avg_rating: p.reviews_avg_rating === null ? null : Number(p.reviews_avg_rating).toFixed(4),
    ...(kind === 'flash' ? { reviews_count: p.reviews_count } : {}),
    image_190x230: imageUrl(base, 'product', p.id, 190, 230),
    image_40x40: imageUrl(base, 'product', p.id, 40, 40),
    image_72x72: imageUrl(base, 'product', p.id, 72, 72),
    image_110x122: imageUrl(base, 'product', p.id, 110, 122),
    ...discountFields({ ...p, price, special_discount: special }),
    product_name: p.product_name,
  };
}

/** ProductRepository::productByCampaign: any campaign_products status, newest campaign first. */
export async function campaignProducts(db: Queryable, base: string, campaignId: number, perPage: number, offset: number) {
  const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n ${CAMPAIGN_PRODUCT_FROM} AND c.id = $1`, [campaignId])).rows[0].n;
  const rows = (
    await db.query<CampaignProductRow>(
      `SELECT ${CAMPAIGN_PRODUCT_COLUMNS} ${CAMPAIGN_PRODUCT_FROM} AND c.id = $1 ORDER BY c.created_at DESC, p.id LIMIT $2 OFFSET $3`,
      [campaignId, perPage, offset],
    )
  ).rows;
  return { total, data: rows.map((r) => rawCampaignProduct(r, base, 'campaign')) };
}

/** takeAllCampaignProducts: every campaign (no date, status or flash_sale check); a product in two campaigns appears twice. */
export async function flashSaleProducts(db: Queryable, base: string, perPage: number, offset: number) {
  const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n ${CAMPAIGN_PRODUCT_FROM}`)).rows[0].n;
  const rows = (
    await db.query<CampaignProductRow>(
      `SELECT ${CAMPAIGN_PRODUCT_COLUMNS} ${CAMPAIGN_PRODUCT_FROM} ORDER BY c.created_at DESC, c.id DESC, p.id LIMIT $1 OFFSET $2`,
      [perPage, offset],
    )
  ).rows;
  return { total, data: rows.map((r) => rawCampaignProduct(r, base, 'flash')) };
}

/** Brands / sellers having a product ACCEPTED in the campaign (no product visibility check, as the original). */
export async function acceptedIds(db: Queryable, campaignId: number, column: 'brand_id' | 'seller_id'): Promise<Set<number>> {
  const rows = (
    await db.query<{ id: number }>(
      `SELECT DISTINCT p.${column} AS id FROM campaign_products cp JOIN products p ON p.id = cp.product_id
       WHERE cp.campaign_id = $1 AND cp.status = 'accepted' AND p.${column} IS NOT NULL`,
      [campaignId],
    )
  ).rows;
  return new Set(rows.map((r) => r.id));
}

/** One page of the running campaigns, newest first, and how many are running. */
export async function runningCampaignsPage(
  db: Queryable,
  perPage: number,
  offset: number,
): Promise<{ rows: CampaignRow[]; total: number }> {
  const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM campaigns c WHERE ${RUNNING_SQL}`)).rows[0].n;
  const rows = (
    await db.query<CampaignRow>(
      `SELECT c.* FROM campaigns c WHERE ${RUNNING_SQL} ORDER BY c.created_at DESC, c.id DESC LIMIT $1 OFFSET $2`,
      [perPage, offset],
    )
  ).rows;
  return { rows, total };
}
