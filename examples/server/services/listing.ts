/**
 * home/filtered_products and home/filter_data (1.6.7 Site/ProductController@filterProducts,
 * @filterData, ProductRepository@filterProduct).
 */
import type { Db } from '../db/types';
import { imageUrl } from '../lib/images';
import { toBase } from '../lib/money';
import { paginate, perPageParam } from '../lib/paginate';
import { brandRaw, brandOut, categoryRaw, laravelDate, productPaginateItem, VISIBLE_SQL, type ProductCardRow } from './format';
import { Where } from '../db/where';
import { countProducts, queryCards, wishlistSet } from './products';
import type { StoreData } from './store';

export interface ListingQuery {
  /** One value of a scalar parameter (undefined when absent). */
  get(name: string): string | undefined;
  /** Every value of an array parameter (`name[]=…`). */
  list(name: string): string[];
  has(name: string): boolean;
  url: string;
}

/** A PHP warning the original turns into its `{error}` envelope. */
export class UndefinedKey extends Error {
  constructor(key: string) {
    super(`Undefined array key "${key}"`);
  }
}

export interface ListingContext {
  db: Db;
  data: StoreData;
  base: string;
  userId: number | null;
  /** The session currency's exchange rate (price filters are in the active currency). */
  rate: number;
  subtree: (id: number) => number[];
}

const TYPES: Record<string, string> = {
  'product.by.category': 'category',
  'product.by.gadget': 'category',
  'product.by.brand': 'brand',
  'product.by.offer': 'offer',
  'product.by.selling': 'best_selling',
  shop: 'shop',
};

const ints = (values: string[]) => values.map((v) => Number.parseInt(v, 10)).filter((n) => Number.isFinite(n));

export async function filteredProducts(ctx: ListingContext, q: ListingQuery): Promise<Record<string, unknown>> {
  const { db, data, base } = ctx;
  const route = q.get('route') ?? null;
  const slug = q.get('slug') ?? null;
  const type = (route && TYPES[route]) || 'products';

  // The page object the controller builds first (it reads the route without requiring it).
  let page: unknown = [];
  if (type === 'category') {
    const cat = slug ? data.categoryBySlug.get(slug) : undefined;
    if (!cat) throw new Error('Attempt to read property "categories" on null');
    const children = data.childrenOf.get(cat.id) ?? [];
    page = {
      ...categoryRaw(cat),
      categories: children.map((ch) => categoryRaw(ch)),
      child_categories: children.filter((ch) => ch.status === 1).map((ch) => ({ id: ch.id, title: ch.title })),
      image_835x200: cat.has_banner
        ? imageUrl(base, 'category', cat.id, 835, 200)
        : String(data.settings.category_default_banner ?? '').replace(/^\//, `${base}/`),
    };
  } else if (type === 'brand') {
    const brand = data.brands.find((b) => b.slug === slug);
    page = brand ? brandRaw(brand, base) : '';
  } else if (type === 'products') {
    page = { title: 'All Products' };
  }

  // ProductRepository@filterProduct: the array keys it reads, in its order.
  const where = new Where().add(VISIBLE_SQL);
  const key = q.get('key') ?? '';
  let order = '';
  if (key) {
    where.add("p.product_name ILIKE ? ESCAPE '\\'", `%${key.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
  } else {
    if (!q.has('route')) throw new UndefinedKey('route');
    if (route === 'product.by.brand') {
      const brand = data.brands.find((b) => b.slug === slug);
      where.add('p.brand_id = ?', brand ? brand.id : -1);
    }
    if (type === 'category') {
      const cat = data.categoryBySlug.get(slug ?? '')!;
      const children = ints(q.list('child_category'));
      const ids = children.length ? [...children.flatMap((id) => ctx.subtree(id)), cat.id] : ctx.subtree(cat.id);
      where.add('p.category_id = ANY(?::int[])', ids);
    }
    if (route === 'product.by.offer') where.add('p.special_discount > 0 AND p.special_discount_end IS NOT NULL');
    if (route === 'shop') {
      const seller = data.sellers.find((s) => s.slug === slug);
      where.add('p.seller_id = ?', seller ? seller.id : -1);
    }
    const categories = ints(q.list('category'));
    if (categories.length)
      where.add(
        'p.category_id = ANY(?::int[])',
        categories.flatMap((id) => (data.categoryById.has(id) ? ctx.subtree(id) : [id])),
      );
    const brands = ints(q.list('brand'));
    if (brands.length) where.add('p.brand_id = ANY(?::int[])', brands);
    const price = q.get('price');
    if (price !== undefined) {
      const { min, max } = parsePrice(price);
      // {0,0} = the whole catalogue range; otherwise the active currency back to base.
      if (min || max) {
        const lo = toBase(min, ctx.rate);
        const hi = toBase(max, ctx.rate);
        if (!hi) where.add('p.price > ?', lo);
        else where.add('p.price BETWEEN ? AND ?', Math.floor(lo * 1000 + 1e-6) / 1000, Math.ceil(hi * 1000 - 1e-6) / 1000);
      }
    }
    // Every chosen colour must be among the product's colours.
    const colours = ints(q.list('color'));
    if (colours.length) where.add('p.color_ids @> ?::int[]', colours);
    const ratings = q
      .list('rating')
      .map(Number)
      .filter((n) => Number.isFinite(n))
      .sort((a, b) => a - b);
    if (ratings.length > 1) where.add('p.rating BETWEEN ? AND ?', Math.trunc(ratings[0]), Math.trunc(ratings[ratings.length - 1]));
    else if (ratings.length === 1) where.add('p.rating BETWEEN ? AND ?', ratings[0] - 0.5, Math.trunc(ratings[0]));
    // Any of the chosen attribute values.
    const values = ints(q.list('attribute_value_id'));
    if (values.length) where.add('p.attribute_value_ids && ?::int[]', values);

    if (!q.has('sort')) throw new UndefinedKey('sort');
    const sort = q.get('sort');
    if (sort === 'newest') order = route === 'product.by.selling' ? 'p.total_sale DESC, p.id DESC, ' : '';
    else if (sort === 'oldest') order = 'p.created_at ASC, ';
    else if (sort === 'top_rated') order = 'p.rating DESC, ';
    // Order-line count; the reference server's orders are summarised in total_sale.
    else if (sort === 'top_selling') order = 'p.total_sale DESC, ';
  }
  if (!q.has('route')) throw new UndefinedKey('route');
  if (route === 'product.by.selling') order += 'p.total_sale DESC, ';
  if (!q.has('paginate')) throw new UndefinedKey('paginate');
  const perPage = perPageParam(q.get('paginate'), 15);
  const pageNo = Math.max(1, Number.parseInt(q.get('page') ?? '1', 10) || 1);

  const total = await countProducts(db, where);
  const rows: ProductCardRow[] = await queryCards(db, where, `${order}p.created_at DESC, p.id DESC`, perPage, (pageNo - 1) * perPage);
  const wishlist = await wishlistSet(db, ctx.userId);
  return {
    type,
    slug,
    page,
    products: paginate(
      rows.map((r) => productPaginateItem(r, { base, wishlist })),
      total,
      pageNo,
      perPage,
      q.url,
    ),
  };
}

export function parsePrice(raw: string): { min: number; max: number } {
  try {
    const v = JSON.parse(raw) as { min?: unknown; max?: unknown };
    const min = Number(v?.min);
    const max = Number(v?.max);
    return { min: Number.isFinite(min) && min > 0 ? min : 0, max: Number.isFinite(max) && max > 0 ? max : 0 };
  } catch {
    return { min: 0, max: 0 };
  }
}

export async function filterData(ctx: ListingContext, q: ListingQuery): Promise<Record<string, unknown>> {
  const { db, data, base } = ctx;
  // First 12 active top-level categories, kept only when their subtree has visible products.
  const tops = (data.childrenOf.get(null) ?? [])
    .filter((c) => c.status === 1)
    .sort((a, b) => a.id - b.id)
    .slice(0, 12);
  const categories = tops
    .map((c) => ({ id: c.id, title: c.title, total_products: data.productCountTree.get(c.id) ?? 0, slug: c.slug }))
    .filter((c) => c.total_products > 0);

  // Active brands, newest first, 10 a page (the page comes from the same request's `page`).
  const active = data.brands
    .filter((b) => b.status === 1)
    .sort((a, b) => new Date(b.created_at).getTime() - new Date(a.created_at).getTime() || b.id - a.id);
  const brandPage = Math.max(1, Number.parseInt(q.get('page') ?? '1', 10) || 1);
  const brands = paginate(
    active.slice((brandPage - 1) * 10, brandPage * 10).map((b) => brandOut(b, base)),
    active.length,
    brandPage,
    10,
    q.url,
  );

  const slug = q.get('slug') ?? '';
  const cat = slug ? data.categoryBySlug.get(slug) : undefined;
  const attributes = data.attributes
    .filter((a) => !slug || (cat !== undefined && (data.attributeCategories.get(a.id)?.has(cat.id) ?? false)))
    .map((a) => ({
      id: a.id,
      title: a.title,
      attribute_value: a.values.map((v) => ({
        id: v.id,
        attribute_id: v.attribute_id,
        value: v.value,
        created_at: laravelDate(v.created_at),
        updated_at: laravelDate(v.updated_at),
      })),
    }));

  const range = (
    await db.query<{ min: number | null; max: number | null }>(
      `SELECT min(p.price)::float8 AS min, max(p.price)::float8 AS max FROM products p WHERE ${VISIBLE_SQL}`,
    )
  ).rows[0];

  let colors: unknown = [];
  if (Number(data.settings.color ?? 0) === 1) {
    const newest = [...data.colors].sort((a, b) => new Date(b.created_at).getTime() - new Date(a.created_at).getTime() || b.id - a.id);
    colors = paginate(
      newest.slice((brandPage - 1) * 8, brandPage * 8).map((c) => ({ id: c.id, name: c.name })),
      newest.length,
      brandPage,
      8,
      q.url,
    );
  }
  return {
    categories,
    brands,
    attributes,
    // min/max of nothing are nulls (the keys stay).
    price_range: { min: range.min, max: range.max },
    colors,
  };
}
