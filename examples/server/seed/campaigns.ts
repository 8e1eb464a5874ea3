/**
 * Campaigns with their products, brands and shops.
 *
 * The five home campaigns (ids 1–5) come from seed/content.ts; this file gives every campaign the
 * original's extra columns and translations, adds enough running campaigns for two list pages
 * (12 per page), one ended and one future campaign (neither may be listed), one that ends within a
 * few days (the countdown), and marks campaign products accepted or pending.
 */
import type { Queryable } from '../db/types';
import { insertRows, syncSequence } from '../db/insert';
import type { AccountSeedContext } from './account-context';
import { createRng, DAY_MS, SEED_EPOCH, slugify } from './random';

const EXTRA: Array<[string, string]> = [
  ['Weekend Flash Deals', 'Three days only: hand-picked prices that end soon.'],
  ['Spring Clean Sale', 'Storage, cleaning kit and laundry helpers.'],
  ['Outdoor Adventures', 'Tents, lamps and trail gear for the season.'],
  ['Kitchen Heroes', 'Cookware and small appliances for everyday cooking.'],
  ['Style Week', 'Shoes, bags and jackets from our favourite shops.'],
  ['Gamer Zone', 'Consoles, controllers and headsets.'],
  ['Beauty Picks', 'Skincare and make-up bestsellers.'],
  ['Little Ones', 'Toys, clothes and nursery essentials.'],
  ['Office Upgrade', 'Desks, chairs and everything for focused work.'],
  ['Pet Lovers', 'Treats, beds and toys for furry friends.'],
  ['Garden Party', 'Outdoor furniture, lights and barbecue tools.'],
];
const ENDED: [string, string] = ['New Year Countdown', 'Last year’s countdown deals (ended).'];
const FUTURE: [string, string] = ['Autumn Preview', 'Coming soon: the autumn collection.'];
const AR_TITLES = ['أساسيات الصيف', 'العودة إلى المدرسة', 'أسبوع تجديد المنزل', 'مهرجان التقنية', 'حياة صحية'];
const COLORS: Array<[string, string]> = [
  ['#fff4e5', '#7a3e00'],
  ['#e8f4ff', '#003a70'],
  ['#f1ffe8', '#1d5200'],
  ['#fde8f1', '#6b0035'],
];

const iso = (ms: number) => new Date(ms).toISOString();

export async function seedCampaigns(tx: Queryable, ctx: AccountSeedContext): Promise<void> {
  const rng = createRng(ctx.seed ^ 0xca4a16);
  const farStart = Date.UTC(2025, 0, 1);
  const farEnd = Date.UTC(2030, 11, 31, 23, 59, 59);
  // The countdown campaign must end a few days after the data directory is seeded, whenever that is:
  // the only seed value taken from the clock, rounded to the UTC day so a re-seed on the same day
  // gives identical rows.
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;

  const base = (
    await tx.query<{ id: number; title: string; short_description: string | null }>(
      'SELECT id, title, short_description FROM campaigns ORDER BY id',
    )
  ).rows;
  const nextId = (base.at(-1)?.id ?? 0) + 1;
  const added = [
    ...EXTRA.map(([title, short], i) => ({
      title,
      short,
      start: i === 0 ? today - 2 * DAY_MS : farStart + i * 7 * DAY_MS,
      end: i === 0 ? today + 4 * DAY_MS - 1000 : farEnd,
    })),
    { title: ENDED[0], short: ENDED[1], start: Date.UTC(2024, 11, 1), end: Date.UTC(2025, 0, 1) },
    { title: FUTURE[0], short: FUTURE[1], start: Date.UTC(2031, 8, 1), end: Date.UTC(2031, 10, 30) },
  ].map((c, i) => ({
    id: nextId + i,
    slug: slugify(c.title),
    title: c.title,
    short_description: c.short,
    details: null,
    start_date: iso(c.start),
    end_date: iso(c.end),
  }));
  await insertRows(tx, 'campaigns', added);
  await syncSequence(tx, 'campaigns');

  const all = [...base.map((b) => ({ id: b.id, title: b.title, short_description: b.short_description ?? '' })), ...added];
  for (const [i, c] of all.entries()) {
    const [bg, fg] = COLORS[i % COLORS.length];
    // Distinct creation times: the list is newest first, and campaign products follow campaign creation.
    await tx.query(
      `UPDATE campaigns SET background_color = $2, text_color = $3, thumbnail_id = $4, status = 1, featured = $5, flash_sale = $6,
         created_at = $7, updated_at = $7 WHERE id = $1`,
      [c.id, bg, fg, 800 + c.id, i < 3 ? 1 : 0, i % 2 === 0 ? 1 : 0, iso(SEED_EPOCH - (40 - i) * DAY_MS)],
    );
  }
  const languages: Array<Record<string, unknown>> = [];
  for (const c of all) {
    const at = iso(SEED_EPOCH - 40 * DAY_MS);
    languages.push({ campaign_id: c.id, lang: 'en', title: c.title, description: c.short_description, created_at: at, updated_at: at });
    // Arabic rows for every campaign (untranslated ones repeat the English text, as an admin who saved
    // the Arabic form without editing would): without a row for the session language 1.6.7 has no title.
    const ar = AR_TITLES[c.id - 1] ?? c.title;
    languages.push({ campaign_id: c.id, lang: 'ar', title: ar, description: c.short_description, created_at: at, updated_at: at });
  }
  await insertRows(tx, 'campaign_languages', languages);

  // Campaign products are sent without minimum_order_quantity, and the widget's quick add asks for one
  // item: campaign offers here are products sold by the piece, so that add is never refused.
  await tx.query('DELETE FROM campaign_products cp USING products p WHERE p.id = cp.product_id AND p.minimum_order_quantity > 1');
  const visible = (
    await tx.query<{ id: number }>(
      "SELECT id FROM products WHERE status = 'published' AND is_approved = 1 AND minimum_order_quantity <= 1 ORDER BY id",
    )
  ).rows.map((r) => r.id);
  const rows: Array<Record<string, unknown>> = [];
  for (const c of added) {
    for (const id of rng.sample(visible, rng.int(6, 14))) rows.push({ campaign_id: c.id, product_id: id });
  }
  // The flash-sale duplicate: a product in two campaigns appears twice in home/flash-sale-products.
  const first = (
    await tx.query<{ product_id: number }>('SELECT product_id FROM campaign_products WHERE campaign_id = 1 ORDER BY product_id LIMIT 1')
  ).rows[0];
  const countdown = added[0];
  if (first && !rows.some((r) => r.campaign_id === countdown.id && r.product_id === first.product_id))
    rows.push({ campaign_id: countdown.id, product_id: first.product_id });
  await insertRows(tx, 'campaign_products', rows);
  // Sellers request products into a campaign; the admin accepts most. Brands and shops tabs list accepted ones only.
  await tx.query(
    `UPDATE campaign_products SET status = CASE WHEN (campaign_id + product_id) % 4 = 0 THEN 'pending' ELSE 'accepted' END,
       created_at = $1`,
    [iso(SEED_EPOCH - 30 * DAY_MS)],
  );
}
