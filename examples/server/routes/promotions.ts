/**
 * Campaigns, flash sale and the curated lists (daily deals, gift idea, business idea), in the
 * shapes of 1.6.7 (test/contract/catalogue/{campaign-lists,campaign-products,campaign-brands,flash-sale-products,daily-deals,gift-idea,business-idea}.json).
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../lib/context';
import { pageParams, paginate } from '../lib/paginate';
import {
  acceptedIds,
  campaignBySlug,
  campaignLanguages,
  campaignListItem,
  campaignProducts,
  flashSaleProducts,
  rawCampaign,
  runningCampaignsPage,
} from '../services/campaigns';
import { brandRaw, productPaginateItem, shopCard, VISIBLE_SQL } from '../services/format';
import { followedShopIds } from '../services/follow';
import { Where } from '../db/where';
import { countProducts, queryCards, wishlistSet } from '../services/products';
import { sessionLocale } from '../services/shell';
import { plainPaginator } from './notifications';

/** 1.6.7 reads `$campaign->id` on the null that an unknown slug gives: PHP's warning text comes back as the error. */
const NO_CAMPAIGN = 'Attempt to read property "id" on null';

/** ProductPaginateResource lists (daily deals, gift and business idea): `paginate` or Laravel's default 15, newest first. */
async function curatedList(c: Context<AppEnv>, flag: 'todays_deal' | 'gift_idea' | 'business_idea') {
  const { db } = c.get('deps');
  const { page, perPage, offset } = pageParams({ page: c.req.query('page'), paginate: c.req.query('paginate') }, 15);
  const where = new Where().add(VISIBLE_SQL).add(`p.${flag} = 1`);
  const total = await countProducts(db, where);
  const rows = await queryCards(db, where, 'p.created_at DESC, p.id DESC', perPage, offset);
  const wishlist = await wishlistSet(db, c.get('user')?.id);
  const items = rows.map((r) => productPaginateItem(r, { base: c.get('base'), wishlist }));
  return c.json({ products: paginate(items, total, page, perPage, c.req.url) });
}

async function locale(c: Context<AppEnv>): Promise<string> {
  return sessionLocale(c.get('session'), await c.get('store').get());
}

export function promotionRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/home/campaign-lists', async (c) => {
    const { db } = c.get('deps');
    const { page, perPage, offset } = pageParams({ page: c.req.query('page') }, 12);
    const { rows, total } = await runningCampaignsPage(db, perPage, offset);
    const langs = await campaignLanguages(
      db,
      rows.map((x) => x.id),
      await locale(c),
    );
    const items = rows.map((x) => campaignListItem(x, langs.get(x.id) ?? [], c.get('base')));
    return c.json({ campaigns: paginate(items, total, page, perPage, c.req.url) });
  });

  r.get('/home/campaign-products', async (c) => {
    const { db } = c.get('deps');
    const campaign = await campaignBySlug(db, c.req.query('slug') ?? '');
    if (!campaign) return c.json({ error: NO_CAMPAIGN });
    const { page, perPage, offset } = pageParams({ page: c.req.query('page') }, 12);
    const { total, data } = await campaignProducts(db, c.get('base'), campaign.id, perPage, offset);
    const langs = await campaignLanguages(db, [campaign.id], await locale(c));
    return c.json({
      products: plainPaginator(data, total, page, perPage, c.req.url),
      campaign: rawCampaign(campaign, langs.get(campaign.id) ?? [], c.get('base')),
    });
  });

  r.get('/home/campaign-brands', async (c) => {
    const { db } = c.get('deps');
    const campaign = await campaignBySlug(db, c.req.query('slug') ?? '');
    if (!campaign) return c.json({ error: NO_CAMPAIGN });
    const data = await c.get('store').get();
    const { page, perPage, offset } = pageParams({ page: c.req.query('page') }, 12);
    const newestFirst = <T extends { id: number; created_at: unknown }>(a: T, b: T) =>
      new Date(String(b.created_at)).getTime() - new Date(String(a.created_at)).getTime() || b.id - a.id;
    if (c.req.query('type') === 'shop') {
      if (Number(data.settings.seller_system ?? 1) !== 1) return c.json({ shops: [] });
      const ids = await acceptedIds(db, campaign.id, 'seller_id');
      // data.sellers holds verified shops only (the Available scope).
      const shops = data.sellers.filter((s) => ids.has(s.id)).sort(newestFirst);
      const followed = await followedShopIds(db, c.get('user')?.id);
      const items = shops.slice(offset, offset + perPage).map((s) => shopCard(s, c.get('base'), followed.has(s.id)));
      return c.json({ shops: paginate(items, shops.length, page, perPage, c.req.url) });
    }
    const ids = await acceptedIds(db, campaign.id, 'brand_id');
    const brands = data.brands.filter((b) => ids.has(b.id)).sort(newestFirst);
    // Brand::with('currentLanguage') without makeHidden: the raw logo and banner media columns come along.
    const items = brands.slice(offset, offset + perPage).map((b) => ({
      ...brandRaw(b, c.get('base')),
      logo: { storage: 'local', original_image: `images/brand/${b.id}-600x600.svg`, image_130x93: `images/brand/${b.id}-130x93.svg` },
      banner: [],
    }));
    return c.json({ brands: plainPaginator(items, brands.length, page, perPage, c.req.url) });
  });

  r.get('/home/flash-sale-products', async (c) => {
    const { page, perPage, offset } = pageParams({ page: c.req.query('page') }, 16);
    const { total, data } = await flashSaleProducts(c.get('deps').db, c.get('base'), perPage, offset);
    return c.json({ products: plainPaginator(data, total, page, perPage, c.req.url) });
  });

  r.get('/home/daily-deals', (c) => curatedList(c, 'todays_deal'));
  r.get('/home/gift-idea', (c) => curatedList(c, 'gift_idea'));
  r.get('/home/business-idea', (c) => curatedList(c, 'business_idea'));

  return r;
}
