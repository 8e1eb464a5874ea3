/**
 * Home page sections (home/page). Each key in settings.home_components maps to data:
 *   product sections  → ProductCard[] (8–12)
 *   popular_categories, top_categories → Category[] (image URLs in `image`)
 *   banners → Banner[]; campaigns → Campaign[]; blog → BlogCard[]
 *   sellers, best_sellers, featured_sellers, express_sellers → ShopCard[]
 *   brands → Brand[]; video_shopping → [{id,slug,title,thumbnail,is_live}]
 *   download_section → {play_store_link, app_store_link}
 */
import type { Db } from '../db/types';
import { imageUrl } from '../lib/images';
import { blogCard, brandOut, campaignOut, categoryOut, productCard, shopCard } from './format';
import { queryCards, Where } from './products';
import type { StoreData } from './store';

export const HOME_SECTIONS_PER_PAGE = 3;

export async function homeSection(db: Db, data: StoreData, base: string, key: string, wishlist: Set<number>, subtree: (id: number) => number[]): Promise<unknown> {
  const cards = async (where: Where, order: string, limit = 12) =>
    (await queryCards(db, where, order, limit, 0)).map((r) => productCard(r, base, wishlist));
  const sellersBy = (filter: (s: StoreData['sellers'][number]) => boolean, order: (a: StoreData['sellers'][number], b: StoreData['sellers'][number]) => number) =>
    data.sellers.filter(filter).sort(order).slice(0, 8).map((s) => shopCard(s, base));

  switch (key) {
    case 'today_deals':
      return cards(new Where().add('p.todays_deal = 1'), 'p.total_sale DESC, p.id');
    case 'custom_products':
      return cards(new Where().add('p.reviews_count >= 3'), 'p.rating DESC, p.reviews_count DESC, p.id', 10);
    case 'flash_products':
      return cards(new Where().add('p.is_flash = 1'), 'p.special_discount_check ASC, p.id');
    case 'latest_products':
      return cards(new Where(), 'p.created_at DESC, p.id DESC');
    case 'business_idea':
      return cards(new Where().add('p.business_idea = 1'), 'p.total_sale DESC, p.id');
    case 'gift_idea':
      return cards(new Where().add('p.gift_idea = 1'), 'p.rating DESC, p.id');
    case 'gadget_product': {
      const electronics = data.categoryBySlug.get('electronics');
      const where = new Where();
      if (electronics) where.add('p.category_id = ANY(?::int[])', subtree(electronics.id));
      return cards(where, 'p.total_sale DESC, p.id');
    }
    case 'best_selling_product':
      return cards(new Where(), 'p.total_sale DESC, p.id');
    case 'offer_ending':
      return cards(new Where().add('p.special_discount_check > 0'), '(p.price - p.special_discount_check) / p.price DESC, p.id', 8);
    case 'popular_categories':
      return data.categories.filter((c) => c.is_popular).map((c) => categoryOut(c, data, base));
    case 'top_categories':
      return data.categories
        .filter((c) => c.parent_id !== null)
        .sort((a, b) => (data.productCountTree.get(b.id) ?? 0) - (data.productCountTree.get(a.id) ?? 0) || a.id - b.id)
        .slice(0, 12)
        .map((c) => categoryOut(c, data, base));
    case 'banners': {
      const rows = (await db.query<{ id: number; link: string | null }>('SELECT id, link FROM banners ORDER BY id')).rows;
      return rows.map((b) => ({ id: b.id, link: b.link, image: imageUrl(base, 'banner', b.id, 420, 200) }));
    }
    case 'campaigns': {
      const rows = (await db.query<Parameters<typeof campaignOut>[0]>('SELECT * FROM campaigns ORDER BY id LIMIT 6')).rows;
      return rows.map((r) => campaignOut(r, base));
    }
    case 'blog': {
      const rows = (await db.query<Parameters<typeof blogCard>[0]>('SELECT * FROM blogs ORDER BY published_date DESC, id DESC LIMIT 6')).rows;
      return rows.map((r) => blogCard(r, base));
    }
    case 'sellers':
      return sellersBy(() => true, (a, b) => b.rating - a.rating || a.id - b.id);
    case 'best_sellers':
      return sellersBy(() => true, (a, b) => b.total_sale - a.total_sale || a.id - b.id);
    case 'featured_sellers':
      return sellersBy((s) => s.is_featured === 1, (a, b) => a.id - b.id);
    case 'express_sellers':
      return sellersBy((s) => s.is_express === 1, (a, b) => a.id - b.id);
    case 'brands':
      return data.brands.slice(0, 12).map((b) => brandOut(b, base));
    case 'video_shopping': {
      const rows = (await db.query<{ id: number; slug: string; title: string; is_live: number }>('SELECT id, slug, title, is_live FROM video_shops ORDER BY id LIMIT 8')).rows;
      return rows.map((v) => ({ ...v, thumbnail: imageUrl(base, 'video', v.id, 320, 480) }));
    }
    case 'download_section':
      return { play_store_link: data.settings.play_store_link ?? null, app_store_link: data.settings.apple_store_link ?? null };
    default:
      return [];
  }
}
