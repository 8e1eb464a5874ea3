/**
 * home/page (1.6.7 FrontendController@home, HomePage::parseSettingsData): the entries of the
 * `home_page_contents` setting in the request's window (page 1 = 0–3, page n = 3n−2…3n), each
 * producing `components["<data key>-<setting index>"]` (see test/contract/catalogue/home-page.json for the mapping).
 */
import type { Db } from '../db/types';
import { imageUrl } from '../lib/images';
import {
  blogResource,
  brandOut,
  campaignResource,
  categoryRaw,
  PRODUCT_CARD_COLUMNS,
  productResource,
  shopCard,
  topCategory,
  VISIBLE_SQL,
  type CardColumn,
  type ProductCardRow,
} from './format';
import { Where } from '../db/where';
import { stocksFor, visibleCards } from './products';
import type { SellerRow, StoreData } from './store';

export interface HomeContext {
  db: Db;
  data: StoreData;
  base: string;
  wishlist: Set<number>;
  /** Seller profile ids the signed-in shopper follows (the shop cards' `is_followed`). */
  followed?: Set<number>;
  subtree: (id: number) => number[];
}

type Entry = Record<string, unknown>;

/** Columns each section's query leaves out (ProductRepository selectRaw lists). */
const NOT_SELECTED: Record<string, CardColumn[]> = {
  todays_deal: ['category_id', 'is_approved', 'status', 'is_catalog', 'is_classified'],
  latest: ['is_approved', 'todays_deal', 'is_catalog', 'is_classified'],
  best_selling: ['category_id', 'is_approved', 'status', 'todays_deal', 'has_variant', 'is_catalog', 'is_classified'],
  flash: ['category_id', 'is_approved', 'status', 'todays_deal', 'is_catalog', 'is_classified'],
};

/** The banner widths/heights by how many images the section has (1–4). */
const BANNER_SIZES: Record<number, [number, number]> = { 1: [1260, 452], 2: [620, 320], 3: [400, 235], 4: [300, 170] };

/** Sections whose data a second occurrence in the same request reuses (by the first one's position). */
const REUSED = new Set([
  'today_deals',
  'flash_products',
  'latest_products',
  'best_selling_product',
  'blog',
  'sellers',
  'best_sellers',
  'brands',
  'video_shopping',
]);

export class HomeError extends Error {}

export async function homePage(ctx: HomeContext, pageParam: string | undefined): Promise<Record<string, unknown>> {
  const entries = (ctx.data.settings.home_page_contents as Entry[] | undefined) ?? [];
  const page = Number.parseInt(pageParam ?? '', 10) || 0;
  const last = page * 3;
  const skip = page > 1 ? (page - 1) * 3 : 0;
  const results: Record<string, unknown> = {};
  const names: string[] = [];
  const keys: string[] = [];

  for (let i = 0; i < entries.length; i++) {
    if (!((i > skip || page === 1) && i <= last)) continue;
    for (const [setKey, config] of Object.entries(entries[i])) {
      const produced = await section(ctx, setKey, config, page, { results, keys });
      if (!produced) continue;
      names.push(setKey);
      for (const [k, v] of Object.entries(produced.data)) results[`${k}-${i}`] = v;
      keys.push(produced.key);
    }
  }
  return {
    // PHP's empty array serialises as [].
    components: Object.keys(results).length ? results : [],
    component_names: names,
    has_more_data: entries.length >= page * 3,
  };
}

interface Produced {
  key: string;
  data: Record<string, unknown>;
}

async function section(
  ctx: HomeContext,
  setKey: string,
  config: unknown,
  page: number,
  state: { results: Record<string, unknown>; keys: string[] },
): Promise<Produced | null> {
  const { db, data, base, wishlist } = ctx;
  const settings = data.settings;
  const sellersOn = Number(settings.seller_system ?? 0) === 1;
  const addOns = (settings.add_ons as string[] | undefined) ?? [];
  const ids = (Array.isArray(config) ? config : []).map(Number);
  const cfg = (config ?? {}) as Record<string, unknown>;
  const one = async (key: string, load: () => Promise<unknown>): Promise<Produced> => {
    const at = state.keys.indexOf(key);
    if (REUSED.has(key) && at >= 0) {
      const reused = `${key}-${at}`;
      if (!(reused in state.results)) throw new HomeError(`Undefined array key "${reused}"`);
      return { key, data: { [key]: state.results[reused] } };
    }
    return { key, data: { [key]: await load() } };
  };
  const cards = (where: Where, order: string, limit: number, missing: CardColumn[], offset = 0) =>
    visibleCards(db, where, order, limit, { base, wishlist, missing }, offset);
  const sellerCards = (list: SellerRow[], publishedOnly: boolean) =>
    list.map((s) => shopCard(s, base, ctx.followed?.has(s.id) ?? false, { todayJoin: true, publishedOnly }));

  switch (setKey) {
    case 'banner': {
      const thumbs = ((cfg.thumbnail as unknown[]) ?? []).map(String);
      const urls = (cfg.url as unknown[]) ?? [];
      const size = BANNER_SIZES[thumbs.length];
      const banners: Record<string, unknown> = {};
      if (size)
        thumbs.forEach((id, n) => {
          banners[`${imageUrl(base, 'banner', id, size[0], size[1])}_${n}`] = urls[n] ?? null;
        });
      return { key: 'banners', data: { banners: size ? banners : [] } };
    }
    case 'campaign': {
      const rows = (
        await db.query<{ id: number; slug: string; title: string; short_description: string | null; start_date: Date; end_date: Date }>(
          'SELECT * FROM campaigns WHERE id = ANY($1::int[]) AND start_date <= now() AND end_date >= now() ORDER BY id DESC LIMIT 3',
          [ids],
        )
      ).rows;
      return { key: 'campaigns', data: { campaigns: rows.map((r) => campaignResource(r, base)) } };
    }
    case 'popular_category':
    case 'top_category': {
      const list = data.categories
        .filter((c) => ids.includes(c.id) && c.status === 1)
        .sort((a, b) => a.id - b.id)
        .map((c) => topCategory(c, base));
      const key = setKey === 'popular_category' ? 'popular_categories' : 'top_categories';
      return { key, data: { [key]: list } };
    }
    case 'todays_deal':
      return one('today_deals', () =>
        cards(new Where().add('p.todays_deal = 1'), 'p.created_at DESC, p.id DESC', 16, NOT_SELECTED.todays_deal),
      );
    case 'custom_products':
      return {
        key: 'custom_products',
        data: { custom_products: await cards(new Where().add('p.id = ANY(?::int[])', ids), 'p.id', 1000, NOT_SELECTED.latest) },
      };
    case 'flash_deal':
      return one('flash_products', () => flashProducts(ctx));
    case 'latest_product':
      return one('latest_products', () => cards(new Where(), 'p.created_at DESC, p.id DESC', 6, NOT_SELECTED.latest));
    case 'gift_idea':
    case 'business_idea': {
      // Only with the ramdhani add-on (off in the reference seed).
      if (!addOns.includes('ramdhani')) return null;
      return one(setKey, () => cards(new Where().add(`p.${setKey} = 1`), 'p.created_at DESC, p.id DESC', 6, NOT_SELECTED.latest));
    }
    case 'category_section': {
      const cat = data.categoryById.get(Number(cfg.category));
      let gadget: Record<string, unknown> = { name: '' };
      if (cat) {
        const products = await cards(
          new Where().add('p.category_id = ANY(?::int[])', ctx.subtree(cat.id)),
          'p.total_sale DESC, p.created_at DESC, p.id DESC',
          8,
          NOT_SELECTED.latest,
        );
        gadget = { ...categoryRaw(cat), products, title: cat.title, name: cat.title };
      }
      return {
        key: 'gadget_product',
        data: {
          category_sec_banner: imageUrl(base, 'banner', String(cfg.banner ?? 'default'), 405, 745),
          category_sec_banner_url: cfg.banner_url ?? null,
          gadget_product: gadget,
        },
      };
    }
    case 'best_selling_products':
      return one('best_selling_product', () =>
        cards(new Where(), 'p.total_sale DESC, p.created_at DESC, p.id DESC', 12, NOT_SELECTED.best_selling),
      );
    case 'offer_ending_soon': {
      // Paginated by the request's own `page`: page 2 of home/page shows offers 9–16.
      const where = new Where().add('p.special_discount > 0').add('p.special_discount_end IS NOT NULL');
      const offers = await cards(
        where,
        'abs(extract(epoch from (p.special_discount_end - now()))) ASC, p.created_at DESC, p.id DESC',
        8,
        NOT_SELECTED.best_selling,
        (Math.max(1, page) - 1) * 8,
      );
      return {
        key: 'offer_ending',
        data: {
          offer_ending: offers,
          offer_ending_banner: imageUrl(base, 'banner', String(cfg.banner ?? 'default'), 405, 745),
          offer_ending_banner_url: cfg.banner_url ?? null,
        },
      };
    }
    case 'latest_news':
      return one('blog', async () =>
        (
          await db.query<{ id: number; slug: string; title: string; short_description: string | null }>(
            // Blog::homePageBlogs(): published, newest first; texts from the English language row (db/migrations/blog-content.ts).
            `SELECT b.id, b.slug, l.title, l.short_description FROM blogs b JOIN blog_languages l ON l.blog_id = b.id AND l.lang = 'en'
              WHERE b.status = 'published' AND b.deleted_at IS NULL ORDER BY b.created_at DESC, b.id DESC LIMIT 4`,
          )
        ).rows.map((b) => blogResource(b, base)),
      );
    case 'top_sellers':
      if (!sellersOn) return null;
      return one('sellers', async () => sellerCards(data.sellers.filter((s) => s.total_products > 0).slice(0, 10), false));
    case 'best_sellers':
      if (!sellersOn) return null;
      return one('best_sellers', async () =>
        sellerCards(
          [...data.sellers].sort((a, b) => b.rating - a.rating || a.id - b.id),
          true,
        ),
      );
    case 'featured_sellers':
    case 'express_sellers': {
      if (!sellersOn) return null;
      const list = data.sellers.filter((s) => s.user_id !== null && ids.includes(s.user_id));
      return { key: setKey, data: { [setKey]: sellerCards(list, setKey === 'featured_sellers') } };
    }
    case 'popular_brands':
      // The configured ids are ignored: the first 10 active brands.
      return one('brands', async () =>
        data.brands
          .filter((b) => b.status === 1)
          .sort((a, b) => a.id - b.id)
          .slice(0, 10)
          .map((b) => brandOut(b, base)),
      );
    case 'download_section':
      return {
        key: 'download_section',
        data: {
          download_section: {
            banner: imageUrl(base, 'banner', String(cfg.banner ?? 'default'), 320, 320),
            text: cfg.text ?? null,
            sub_text: cfg.sub_text ?? null,
            apple_store: settings.apple_store_link ?? '',
            play_store: settings.play_store_link ?? '',
          },
        },
      };
    case 'video_shopping':
      if (!addOns.includes('video_shopping')) return null;
      return one('video_shopping', async () =>
        (
          await db.query<{ id: number; slug: string; title: string; is_live: number }>(
            'SELECT id, slug, title, is_live FROM video_shops ORDER BY id LIMIT 4',
          )
        ).rows.map((v) => ({
          id: v.id,
          slug: v.slug,
          is_live: !!v.is_live,
          thumbnail: imageUrl(base, 'video', v.id, 299, 536),
          title: v.title,
        })),
      );
    default:
      return null;
  }
}

/** takeCampaignProducts: products of ANY campaign (no date/status check), newest campaign first; a product in two appears twice. */
async function flashProducts(ctx: HomeContext) {
  const rows = (
    await ctx.db.query<ProductCardRow>(
      `SELECT ${PRODUCT_CARD_COLUMNS} FROM campaign_products cp JOIN campaigns c ON c.id = cp.campaign_id JOIN products p ON p.id = cp.product_id
      WHERE ${VISIBLE_SQL} ORDER BY c.id DESC, p.id LIMIT 8`,
    )
  ).rows;
  const stocks = await stocksFor(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => productResource(r, { base: ctx.base, wishlist: ctx.wishlist, stocks, missing: NOT_SELECTED.flash }));
}
