/** home/filtered_products and home/filter_data: the one listing endpoint behind every product list. */
import type { Context } from 'hono';
import type { AppEnv } from '../lib/context';
import { toBase } from '../lib/money';
import { pageParams, paginate } from '../lib/paginate';
import { queryInts, queryList } from '../lib/responses';
import { brandOut, categoryOut, colorOut, productCard, shopCard } from './format';
import { countProducts, EFFECTIVE_PRICE_SQL, queryCards, SORTS, wishlistSet, Where } from './products';
import { activeCurrencyRow } from './shell';
import type { StoreData } from './store';

export function parsePrice(raw: string | undefined): { min: number; max: number } {
  if (!raw) return { min: 0, max: 0 };
  try {
    const v = JSON.parse(raw);
    const min = Number(v?.min);
    const max = Number(v?.max);
    return { min: Number.isFinite(min) && min > 0 ? min : 0, max: Number.isFinite(max) && max > 0 ? max : 0 };
  } catch {
    return { min: 0, max: 0 };
  }
}

function categoryIdsFor(data: StoreData, subtree: (id: number) => number[], ids: number[]): number[] {
  const out = new Set<number>();
  for (const id of ids) if (data.categoryById.has(id)) for (const x of subtree(id)) out.add(x);
  return [...out];
}

export async function filteredProducts(c: Context<AppEnv>) {
  const { db } = c.get('deps');
  const store = c.get('store');
  const data = await store.get();
  const base = c.get('base');
  const subtree = (id: number) => store.subtree(data, id);
  const q = (k: string) => c.req.query(k);
  const route = q('route') ?? '';
  const slug = q('slug') ?? '';
  const where = new Where();
  let type = 'products';
  let page: Record<string, unknown> = { title: 'All Products' };
  let defaultSort = 'newest';

  if (route === 'product.by.category' || route === 'product.by.gadget') {
    const cat = data.categoryBySlug.get(slug);
    if (!cat) where.add('false');
    else {
      where.add('p.category_id = ANY(?::int[])', subtree(cat.id));
      type = 'category';
      page = { ...categoryOut(cat, data, base), image_835x200: `${base}/images/category/${cat.id}-835x200.svg`, child_categories: (data.childrenOf.get(cat.id) ?? []).map((ch) => ({ id: ch.id, title: ch.title, slug: ch.slug })) };
    }
  } else if (route === 'product.by.brand') {
    const brand = data.brands.find((b) => b.slug === slug);
    if (!brand) where.add('false');
    else {
      where.add('p.brand_id = ?', brand.id);
      type = 'brand';
      page = { ...brandOut(brand, base), image_835x200: `${base}/images/brand/${brand.id}-835x200.svg` };
    }
  } else if (route === 'product.by.offer') {
    where.add('p.special_discount_check > 0');
    type = 'offer';
    page = { title: 'Offer Products' };
  } else if (route === 'product.by.selling') {
    type = 'best_selling';
    page = { title: 'Best Selling Products' };
    defaultSort = 'top_selling';
  } else if (route === 'shop') {
    const seller = data.sellers.find((s) => s.slug === slug);
    if (!seller) where.add('false');
    else {
      where.add('p.seller_id = ?', seller.id);
      type = 'shop';
      page = shopCard(seller, base);
    }
  } else {
    const main = q('main_category');
    if (main) {
      const cat = data.categoryBySlug.get(main) ?? data.categoryById.get(Number(main));
      if (cat) {
        where.add('p.category_id = ANY(?::int[])', subtree(cat.id));
        page = categoryOut(cat, data, base);
      }
    }
  }
  const key = (q('key') ?? q('q') ?? '').trim();
  if (key) {
    where.add("p.product_name ILIKE ? ESCAPE '\\'", `%${key.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
    if (route === 'search.product' || type === 'products') page = { title: 'Search Results', key };
  }

  const categoryIds = categoryIdsFor(data, subtree, [...queryInts(c, 'category'), ...queryInts(c, 'child_category')]);
  if (categoryIds.length) where.add('p.category_id = ANY(?::int[])', categoryIds);
  const brandIds = queryList(c, 'brand').map((b) => (/^\d+$/.test(b) ? Number(b) : data.brands.find((x) => x.slug === b)?.id ?? -1));
  if (brandIds.length) where.add('p.brand_id = ANY(?::int[])', brandIds);
  const colorIds = queryInts(c, 'color');
  if (colorIds.length) where.add('p.color_ids && ?::int[]', colorIds);
  const valueIds = queryInts(c, 'attribute_value_id');
  if (valueIds.length) where.add('p.attribute_value_ids && ?::int[]', valueIds);
  const ratings = queryInts(c, 'rating').filter((r) => r >= 1 && r <= 5);
  if (ratings.length) where.add('p.rating >= ?', Math.min(...ratings));

  const price = parsePrice(q('price'));
  const rate = Number(activeCurrencyRow(c, data)?.exchange_rate ?? 1) || 1;
  // Round the bounds to the cent so "0.92 EUR" maps onto "1.00 USD" despite float noise.
  if (price.min > 0) where.add(`${EFFECTIVE_PRICE_SQL} >= ?`, Math.floor(toBase(price.min, rate) * 100 + 1e-6) / 100);
  if (price.max > 0) where.add(`${EFFECTIVE_PRICE_SQL} <= ?`, Math.ceil(toBase(price.max, rate) * 100 - 1e-6) / 100);

  const sortKey = q('sort') && SORTS[q('sort')!] ? q('sort')! : defaultSort;
  const { page: pageNo, perPage, offset } = pageParams({ page: q('page'), paginate: q('paginate') }, 24);
  const total = await countProducts(db, where);
  const rows = await queryCards(db, where, SORTS[sortKey], perPage, offset);
  const wishlist = await wishlistSet(db, c.get('user')?.id);
  return {
    type,
    slug,
    sort: sortKey,
    page,
    products: paginate(rows.map((r) => productCard(r, base, wishlist)), total, pageNo, perPage, c.req.url),
  };
}

export async function filterData(c: Context<AppEnv>) {
  const { db } = c.get('deps');
  const store = c.get('store');
  const data = await store.get();
  const base = c.get('base');
  const slug = c.req.query('slug') ?? '';
  const cat = slug ? data.categoryBySlug.get(slug) : undefined;
  const scope = new Where();
  if (cat) scope.add('p.category_id = ANY(?::int[])', store.subtree(data, cat.id));

  const agg = (await db.query<{ brand_ids: number[] | null; min: number | null; max: number | null }>(
    `SELECT array_agg(DISTINCT p.brand_id) FILTER (WHERE p.brand_id IS NOT NULL) AS brand_ids,
            min(${EFFECTIVE_PRICE_SQL})::float8 AS min, max(${EFFECTIVE_PRICE_SQL})::float8 AS max
       FROM products p ${scope.sql}`,
    scope.params,
  )).rows[0];
  const distinct = async (column: 'color_ids' | 'attribute_value_ids') =>
    (await db.query<{ ids: number[] | null }>(`SELECT array_agg(DISTINCT x) AS ids FROM products p, unnest(p.${column}) x ${scope.sql}`, scope.params)).rows[0].ids ?? [];
  const colorIds = await distinct('color_ids');
  const valueIds = await distinct('attribute_value_ids');
  const brandSet = new Set(agg.brand_ids ?? []);
  const colorSet = new Set(colorIds);
  const valueSet = new Set(valueIds);
  const listCats = cat ? data.childrenOf.get(cat.id) ?? [] : data.childrenOf.get(null) ?? [];
  const brands = data.brands.filter((b) => brandSet.has(b.id)).map((b) => brandOut(b, base));
  const colors = data.colors.filter((x) => colorSet.has(x.id)).map(colorOut);
  const simplePage = <T>(items: T[]) => ({ data: items, total: items.length, count: items.length, per_page: items.length || 1, current_page: 1, total_pages: 1, last_page: 1, next_page_url: null, has_more_data: false });
  return {
    categories: listCats.map((x) => ({ id: x.id, title: x.title, slug: x.slug, total_products: data.productCountTree.get(x.id) ?? 0 })),
    brands: simplePage(brands),
    attributes: data.attributes
      .map((a) => ({ id: a.id, title: a.title, attribute_value: a.values.filter((v) => valueSet.has(v.id)).map((v) => ({ id: v.id, value: v.value })) }))
      .filter((a) => a.attribute_value.length),
    colors: simplePage(colors),
    price_range: { min: Math.floor(agg.min ?? 0), max: Math.ceil(agg.max ?? 0) },
    main_categories: (data.childrenOf.get(null) ?? []).map((x) => ({ id: x.id, title: x.title, slug: x.slug })),
    category: cat ? categoryOut(cat, data, base) : null,
  };
}
