/** Campaigns, flash sale, curated lists (daily deals, gift idea, business idea), video shops. */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../lib/context';
import { imageUrl } from '../lib/images';
import { pageParams, paginate } from '../lib/paginate';
import { campaignOut, productCard } from '../services/format';
import { countProducts, queryCards, wishlistSet, Where } from '../services/products';

async function productPage(c: Context<AppEnv>, where: Where, order: string, perPageDefault: number) {
  const { db } = c.get('deps');
  const { page, perPage, offset } = pageParams({ page: c.req.query('page'), paginate: c.req.query('paginate') }, perPageDefault);
  const total = await countProducts(db, where);
  const rows = await queryCards(db, where, order, perPage, offset);
  const wishlist = await wishlistSet(db, c.get('user')?.id);
  return paginate(
    rows.map((r) => productCard(r, c.get('base'), wishlist)),
    total,
    page,
    perPage,
    c.req.url,
  );
}

type CampaignRow = Parameters<typeof campaignOut>[0];

export function promotionRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/home/campaign-lists', async (c) => {
    const { db } = c.get('deps');
    const { page, perPage, offset } = pageParams({ page: c.req.query('page'), paginate: c.req.query('paginate') }, 12);
    const total = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM campaigns')).rows[0].n;
    const rows = (await db.query<CampaignRow>('SELECT * FROM campaigns ORDER BY id LIMIT $1 OFFSET $2', [perPage, offset])).rows;
    return c.json({
      campaigns: paginate(
        rows.map((x) => campaignOut(x, c.get('base'))),
        total,
        page,
        perPage,
        c.req.url,
      ),
    });
  });

  r.get('/home/campaign-products', async (c) => {
    const campaign = (await c.get('deps').db.query<CampaignRow>('SELECT * FROM campaigns WHERE slug = $1', [c.req.query('slug') ?? '']))
      .rows[0];
    if (!campaign) return c.json({ message: 'Campaign not found' }, 404);
    const where = new Where().add('p.id IN (SELECT product_id FROM campaign_products WHERE campaign_id = ?)', campaign.id);
    return c.json({ campaign: campaignOut(campaign, c.get('base')), products: await productPage(c, where, 'p.total_sale DESC, p.id', 12) });
  });

  r.get('/home/flash-sale-products', async (c) => {
    const sale = (
      await c
        .get('deps')
        .db.query<{ id: number; title: string; slug: string; start_date: Date; end_date: Date }>(
          'SELECT * FROM flash_sales ORDER BY id LIMIT 1',
        )
    ).rows[0];
    const products = await productPage(c, new Where().add('p.is_flash = 1'), 'p.special_discount_check ASC, p.id', 24);
    return c.json({
      products,
      flash_sale: sale
        ? {
            ...sale,
            start_date: new Date(sale.start_date).toISOString(),
            end_date: new Date(sale.end_date).toISOString(),
            image: imageUrl(c.get('base'), 'campaign', 100 + sale.id, 1920, 412),
          }
        : null,
    });
  });

  r.get('/home/daily-deals', async (c) =>
    c.json({ products: await productPage(c, new Where().add('p.todays_deal = 1'), 'p.total_sale DESC, p.id', 12) }),
  );
  r.get('/home/gift-idea', async (c) =>
    c.json({ products: await productPage(c, new Where().add('p.gift_idea = 1'), 'p.rating DESC, p.id', 12) }),
  );
  r.get('/home/business-idea', async (c) =>
    c.json({ products: await productPage(c, new Where().add('p.business_idea = 1'), 'p.total_sale DESC, p.id', 12) }),
  );

  return r;
}
