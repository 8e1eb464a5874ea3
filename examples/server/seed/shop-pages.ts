/**
 * Seller shop pages: every verified shop gets a page layout (`shop_page_contents`) and a
 * shop banner; a few get their own layouts, in varied orders, so the page shows each section kind:
 * - gadget-garage: banner (3 images), featured_products, new_arrival, best_selling_products,
 *   offer_ending_soon, best_rated_products (the fixture's shop);
 * - tech-haven: new_arrival, banner (1 image), best_rated_products, todays_deal (a key the original
 *   stores but does not render: it is absent from `contents`), offer_ending_soon, best_selling_products;
 * - urban-threads: banner (2 images), best_selling_products, featured_products, new_arrival;
 * - style-loft: banner (4 images), offer_ending_soon, new_arrival;
 * - daily-basket: no contents at all (`[]`) and no banner uploaded;
 * - the others keep the original's registration default (new_arrival, best_selling_products,
 *   best_rated_products).
 * Featured products are each layout's shop's first published products (by id), marked is_featured.
 * Deterministic: shops by slug, products by id, fixed media ids (701…).
 */
import type { Queryable } from '../db/types';
import type { AccountSeedContext } from './account-context';

type Layout = Array<Record<string, unknown>>;

/** Banner media ids are fixed per shop so the generated image URLs never change. */
function banner(firstMedia: number, links: string[]) {
  return { banner: { thumbnail: links.map((_, n) => String(firstMedia + n)), url: links } };
}

async function featured(tx: Queryable, sellerId: number, count: number): Promise<string[]> {
  const ids = (
    await tx.query<{ id: number }>(
      "SELECT id FROM products WHERE seller_id = $1 AND status = 'published' AND is_approved = 1 ORDER BY id LIMIT $2",
      [sellerId, count],
    )
  ).rows.map((r) => r.id);
  if (ids.length) await tx.query('UPDATE products SET is_featured = 1 WHERE id = ANY($1::int[])', [ids]);
  return ids.map(String);
}

export async function seedShopPages(tx: Queryable, _ctx: AccountSeedContext): Promise<void> {
  const shops = (await tx.query<{ id: number; slug: string }>('SELECT id, slug FROM sellers ORDER BY id')).rows;
  const idOf = new Map(shops.map((s) => [s.slug, s.id]));
  // Every shop has uploaded a banner (its own generated image) except daily-basket.
  await tx.query("UPDATE sellers SET shop_banner_id = id WHERE slug <> 'daily-basket'");

  const layouts: Record<string, (id: number) => Promise<Layout>> = {
    'gadget-garage': async (id) => [
      banner(701, ['/category/electronics', '/products', 'https://example.com/gadgets']),
      { featured_products: await featured(tx, id, 4) },
      { new_arrival: '1' },
      { best_selling_products: '3' },
      { offer_ending_soon: '4' },
      { best_rated_products: '2' },
    ],
    'tech-haven': async () => [
      { new_arrival: '1' },
      banner(711, ['/flash-sale']),
      { best_rated_products: '2' },
      { todays_deal: '5' },
      { offer_ending_soon: '4' },
      { best_selling_products: '3' },
    ],
    'urban-threads': async (id) => [
      banner(721, ['/category/fashion', '/campaigns']),
      { best_selling_products: '3' },
      { featured_products: await featured(tx, id, 3) },
      { new_arrival: '1' },
    ],
    'style-loft': async () => [
      banner(731, ['/products', '/daily-deals', '/brands', 'https://example.com/style']),
      { offer_ending_soon: '4' },
      { new_arrival: '1' },
    ],
    'daily-basket': async () => [],
  };
  for (const [slug, build] of Object.entries(layouts)) {
    const id = idOf.get(slug);
    if (id === undefined) continue;
    await tx.query('UPDATE sellers SET shop_page_contents = $1::json WHERE id = $2', [JSON.stringify(await build(id)), id]);
  }
}
