/**
 * The catalogue's directories: all brands (`home/brands`), all sellers (`home/sellers`) and the
 * category tree (`home/categories`), in the original's shapes (test/contract/catalogue/{categories,brands,sellers}.json).
 */
import type { Db } from '../db/open';
import { imageUrl } from '../lib/images';
import { paginate, pageParams, type PaginateResource } from '../lib/paginate';
import { shopCard } from './format';
import type { CategoryRow, SellerRow, StoreData } from './store';

const time = (stamp: string | Date | null | undefined): number => (stamp ? new Date(stamp).getTime() : 0);

/** Laravel's `latest()`: created_at descending; equal stamps (the seed inserts at once) newest id first. */
const latestFirst = <T extends { id: number; created_at: string | Date }>(a: T, b: T) =>
  time(b.created_at) - time(a.created_at) || b.id - a.id;

/**
 * BrandRepository::allBrands: active brands, newest first, a fixed 30 a page (`paginate` is not
 * read). A page beyond the last answers an empty `data` with next_page_url null.
 */
export function brandsPage(data: StoreData, base: string, rawPage: string | undefined, requestUrl: string): PaginateResource<unknown> {
  const { page, perPage, offset } = pageParams({ page: rawPage }, 30);
  const active = data.brands.filter((b) => b.status === 1).sort(latestFirst);
  const items = active
    .slice(offset, offset + perPage)
    .map((b) => ({ id: b.id, slug: b.slug, title: b.title, image_130x93: imageUrl(base, 'brand', b.id, 130, 93) }));
  return paginate(items, active.length, page, perPage, requestUrl);
}

export type SellerSort = 'newest' | 'oldest' | 'top_rated' | 'top_selling';

/**
 * SellerRepository::allSeller. No `sort` = newest. An unknown `sort` value orders nothing (the
 * original's if/elseif chain has no else), so the rows come in table order.
 */
export function sortSellers(sellers: SellerRow[], sort: string | undefined): SellerRow[] {
  const rows = [...sellers];
  const joined = (s: SellerRow) => time(s.created_at ?? s.join_date);
  switch (sort ?? 'newest') {
    case 'newest':
      return rows.sort((a, b) => joined(b) - joined(a) || b.id - a.id);
    case 'oldest':
      return rows.sort((a, b) => joined(a) - joined(b) || a.id - b.id);
    case 'top_rated':
      return rows.sort((a, b) => Number(b.rating) - Number(a.rating) || a.id - b.id);
    case 'top_selling':
      return rows.sort((a, b) => b.total_sale - a.total_sale || a.id - b.id);
    default:
      return rows.sort((a, b) => a.id - b.id);
  }
}

/**
 * SellerProfile::Available(): verified (the store holds verified shops only) and owned by an active,
 * unbanned user. The seeded shops' owners have no rows of their own; a shop is dropped only when its
 * owner's row exists and is switched off or banned.
 */
async function unavailableShops(db: Db): Promise<Set<number>> {
  const rows = (
    await db.query<{ id: number }>(
      'SELECT s.id FROM sellers s JOIN users u ON u.id = s.user_id WHERE u.status <> 1 OR u.is_user_banned <> 0',
    )
  ).rows;
  return new Set(rows.map((r) => r.id));
}

export async function sellersPage(
  db: Db,
  data: StoreData,
  base: string,
  query: { sort?: string; paginate?: string; page?: string },
  followed: Set<number>,
  requestUrl: string,
): Promise<PaginateResource<unknown>> {
  const { page, perPage, offset } = pageParams({ page: query.page, paginate: query.paginate }, 12);
  const hidden = await unavailableShops(db);
  const rows = sortSellers(
    data.sellers.filter((s) => !hidden.has(s.id)),
    query.sort,
  );
  const items = rows.slice(offset, offset + perPage).map((s) => shopCard(s, base, followed.has(s.id)));
  return paginate(items, rows.length, page, perPage, requestUrl);
}

/** NestedCategoryResource: active children under `categories`, recursively. */
function nestedCategory(c: CategoryRow, data: StoreData): Record<string, unknown> {
  return {
    id: c.id,
    slug: c.slug,
    title: c.title,
    icon: c.icon,
    categories: (data.childrenOf.get(c.id) ?? []).filter((x) => x.status === 1).map((x) => nestedCategory(x, data)),
  };
}

/**
 * CategoryRepository::categoryPage + CategoryResource: every active top-level category, newest
 * first, with its 190x230 image and its active children. Not paginated (no next_page_url key).
 */
export function categoryTree(data: StoreData, base: string): Array<Record<string, unknown>> {
  return (data.childrenOf.get(null) ?? [])
    .filter((c) => c.status === 1)
    .sort(latestFirst)
    .map((c) => ({
      id: c.id,
      parent_id: c.parent_id,
      slug: c.slug,
      title: c.title,
      all_popular_image: imageUrl(base, 'category', c.id, 190, 230),
      child_categories: (data.childrenOf.get(c.id) ?? []).filter((x) => x.status === 1).map((x) => nestedCategory(x, data)),
    }));
}
