/**
 * Video shops and their sample videos.
 *
 * Rows 1–5 come from seed/content.ts; this file gives them the add-on's columns and adds more, so
 * the list has two pages (12 per page) after the hidden ones are left out: one inactive video
 * (scopeActive) and one from a seller (scopeSellerCheck: listed while the seller system is on and
 * the shop is verified). Every type is present: local MP4 files (served by routes/video-shops.ts
 * from examples/server/assets/videos, see generate.sh there), YouTube and Vimeo ids, and a Facebook
 * video URL (embedded_video). Styles 1–4 rotate; four are live.
 */
import type { Queryable } from '../db/types';
import { insertRows, syncSequence } from '../db/insert';
import type { AccountSeedContext } from './account-context';
import { createRng, DAY_MS, SEED_EPOCH, slugify } from './random';

type VideoType = 'youtube' | 'vimeo' | 'mp4' | 'embedded_video';
interface Spec {
  title: string;
  ar?: string;
  type: VideoType;
  url: string;
  live?: boolean;
  status?: number;
  seller?: boolean;
  related?: boolean;
}

/** Site-relative: the route turns them into absolute URLs on the requesting host. */
const FILE = {
  bars: '/videos/bars-vp9.mp4',
  gradient: '/videos/gradient-vp9.mp4',
  h264: '/videos/bars-h264.mp4',
} as const;

/** Index i describes video id i + 1. Ids 1–5 keep content.ts's titles and slugs. */
const SPECS: Spec[] = [
  { title: 'Unboxing the Newest Smartphones', ar: 'فتح صندوق أحدث الهواتف', type: 'youtube', url: 'aqz-KE-bpKQ' },
  { title: 'Five-Minute Makeup Routine', type: 'mp4', url: FILE.bars },
  { title: 'Camping Kitchen Essentials', type: 'vimeo', url: '76979871' },
  { title: 'Styling One Jacket Three Ways', type: 'mp4', url: FILE.gradient, related: false },
  {
    title: 'Live: Weekend Deals Show',
    ar: 'مباشر: عروض نهاية الأسبوع',
    type: 'embedded_video',
    url: 'https://www.facebook.com/facebook/videos/10153231379946729/',
    live: true,
  },
  { title: 'Smart Home Starter Kit', type: 'mp4', url: FILE.h264 },
  { title: 'Trail Running Shoe Review', type: 'youtube', url: 'ScMzIvxBSi4' },
  { title: 'Cosy Reading Corner Makeover', type: 'mp4', url: FILE.gradient, live: true },
  { title: 'Espresso at Home', type: 'vimeo', url: '22439234' },
  { title: 'Back-to-School Tech Haul', type: 'mp4', url: FILE.bars },
  { title: 'Live: Flash Sale Countdown', ar: 'مباشر: العد التنازلي للتخفيضات', type: 'youtube', url: 'jNQXAC9IVRw', live: true },
  { title: 'Desk Setup Tour', type: 'mp4', url: FILE.gradient },
  { title: 'Skincare for Beginners', type: 'embedded_video', url: 'https://www.facebook.com/facebook/videos/10153231379946729/' },
  { title: 'Weekend Grill Masterclass', type: 'mp4', url: FILE.bars, live: true },
  { title: 'Archived Spring Lookbook', type: 'youtube', url: 'aqz-KE-bpKQ', status: 0 },
  { title: 'Gadget Garage Picks', type: 'mp4', url: FILE.bars, seller: true },
];

export async function seedVideoShops(tx: Queryable, ctx: AccountSeedContext): Promise<void> {
  const rng = createRng(ctx.seed ^ 0x51de0);
  const existing = new Set((await tx.query<{ id: number }>('SELECT id FROM video_shops ORDER BY id')).rows.map((r) => r.id));
  // Visible simple products first, so a video page offers Add to cart straight from its cards.
  const visible = (
    await tx.query<{ id: number }>("SELECT id FROM products WHERE status = 'published' AND is_approved = 1 ORDER BY has_variant, id")
  ).rows.map((r) => r.id);
  const pool = visible.slice(0, Math.max(12, Math.floor(visible.length / 2)));
  const seller = (await tx.query<{ id: number }>('SELECT id FROM sellers WHERE verified_at IS NOT NULL ORDER BY id LIMIT 1')).rows[0];

  const added: Array<Record<string, unknown>> = [];
  for (const [i, s] of SPECS.entries()) {
    const id = i + 1;
    if (!existing.has(id))
      added.push({
        id,
        slug: slugify(s.title),
        title: s.title,
        is_live: s.live ? 1 : 0,
        style: 'style_1',
        details: null,
        product_ids: rng.sample(pool, Math.min(pool.length, rng.int(4, 8))),
      });
  }
  await insertRows(tx, 'video_shops', added);
  await syncSequence(tx, 'video_shops');

  for (const [i, s] of SPECS.entries()) {
    const id = i + 1;
    // Distinct creation times: the list is newest first.
    const at = new Date(SEED_EPOCH - (40 - id) * DAY_MS).toISOString();
    await tx.query(
      `UPDATE video_shops SET is_live = $2, style = $3, video_type = $4, video_url = $5, thumbnail_id = $6, status = $7,
         seller_id = $8, enable_related_product = $9, meta_title = $10, viewed = $11, created_at = $12, updated_at = $12
       WHERE id = $1`,
      [
        id,
        s.live ? 1 : 0,
        `style_${(i % 4) + 1}`,
        s.type,
        s.url,
        900 + id,
        s.status ?? 1,
        s.seller ? (seller?.id ?? null) : null,
        s.related === false ? 0 : 1,
        s.title,
        (id * 37) % 101,
        at,
      ],
    );
  }
  // Rows 1–5 picked their products from the whole catalogue; keep them on visible products so
  // every video page has cards to add to the cart.
  for (const id of existing)
    await tx.query('UPDATE video_shops SET product_ids = $2 WHERE id = $1', [id, rng.sample(pool, Math.min(pool.length, rng.int(4, 8)))]);

  const languages: Array<Record<string, unknown>> = [];
  for (const [i, s] of SPECS.entries()) {
    languages.push({ video_shop_id: i + 1, lang: 'en', title: s.title });
    if (s.ar) languages.push({ video_shop_id: i + 1, lang: 'ar', title: s.ar });
  }
  await insertRows(tx, 'video_shop_languages', languages);
}
