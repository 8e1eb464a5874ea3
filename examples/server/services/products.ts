/** Product queries: cards, the filtered listing, details and variant lookup. */
import type { Attribute, AttributeValue, ProductDetail, ProductStock } from '../../../src/types/entities';
import type { Db } from '../db/types';
import { imageUrl } from '../lib/images';
import { applyDiscount, discountPercentage } from '../lib/money';
import { PRODUCT_CARD_COLUMNS, productCard, shopCard, type ProductCardRow } from './format';
import type { StoreData } from './store';

export const EFFECTIVE_PRICE_SQL = '(CASE WHEN p.special_discount_check > 0 THEN p.special_discount_check ELSE p.price END)';

export const SORTS: Record<string, string> = {
  newest: 'p.created_at DESC, p.id DESC',
  oldest: 'p.created_at ASC, p.id ASC',
  top_rated: 'p.rating DESC, p.reviews_count DESC, p.id DESC',
  top_selling: 'p.total_sale DESC, p.id DESC',
  price_low: `${EFFECTIVE_PRICE_SQL} ASC, p.id ASC`,
  price_high: `${EFFECTIVE_PRICE_SQL} DESC, p.id DESC`,
};

/** Collects WHERE clauses with numbered parameters. */
export class Where {
  clauses: string[] = [];
  params: unknown[] = [];
  add(sqlWithQ: string, ...values: unknown[]): this {
    let sql = sqlWithQ;
    for (const v of values) {
      this.params.push(v);
      sql = sql.replace('?', `$${this.params.length}`);
    }
    this.clauses.push(sql);
    return this;
  }
  get sql(): string {
    return this.clauses.length ? `WHERE ${this.clauses.join(' AND ')}` : '';
  }
}

export async function queryCards(
  db: Db, where: Where, order: string, limit: number, offset: number,
): Promise<ProductCardRow[]> {
  const params = [...where.params, limit, offset];
  const sql = `SELECT ${PRODUCT_CARD_COLUMNS} FROM products p ${where.sql} ORDER BY ${order} LIMIT $${params.length - 1} OFFSET $${params.length}`;
  return (await db.query<ProductCardRow>(sql, params)).rows;
}

export async function countProducts(db: Db, where: Where): Promise<number> {
  return (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products p ${where.sql}`, where.params)).rows[0].n;
}

export async function wishlistSet(db: Db, userId: number | null | undefined): Promise<Set<number>> {
  if (!userId) return new Set();
  const rows = (await db.query<{ product_id: number }>('SELECT product_id FROM wishlists WHERE user_id = $1', [userId])).rows;
  return new Set(rows.map((r) => r.product_id));
}

export async function cardsByWhere(db: Db, base: string, where: Where, order: string, limit: number, wishlist?: Set<number>) {
  return (await queryCards(db, where, order, limit, 0)).map((r) => productCard(r, base, wishlist));
}

interface ProductFullRow extends ProductCardRow {
  special_discount: number; color_ids: number[]; attribute_value_ids: number[]; sku: string | null;
  short_description: string | null; description: string | null; estimated_shipping_days: number | null; is_digital: number;
}

interface StockRow { id: number; product_id: number; name: string; variant_ids: string; sku: string | null; price: number; current_stock: number }

export async function getStocks(db: Db, productId: number): Promise<StockRow[]> {
  return (await db.query<StockRow>('SELECT * FROM product_stocks WHERE product_id = $1 ORDER BY id', [productId])).rows;
}

/** Quantity of a product (and variant) already in the given cart owner's lines. */
export async function quantityInCart(db: Db, owner: CartOwnerRef | null, productId: number, stockId: number | null): Promise<number> {
  if (!owner) return 0;
  const ownerSql = owner.userId ? 'user_id = $1' : 'user_id IS NULL AND trx_id = $1';
  const r = await db.query<{ q: number }>(
    `SELECT COALESCE(SUM(quantity), 0)::int AS q FROM carts WHERE ${ownerSql} AND product_id = $2 AND is_buy_now = 0 AND product_stock_id IS NOT DISTINCT FROM $3`,
    [owner.userId ?? owner.trx, productId, stockId],
  );
  return r.rows[0].q;
}

export interface CartOwnerRef {
  userId: number | null;
  trx: string | null;
}

function stockOut(p: ProductFullRow, s: StockRow | null, netStock: number): ProductStock {
  const price = s ? s.price : p.price;
  const special = s ? applyDiscount(s.price, p.special_discount_type, p.special_discount) : p.special_discount_check;
  return {
    discount_percentage: discountPercentage(price, special),
    price,
    current_stock: Math.max(0, netStock),
    sku: s?.sku ?? p.sku,
    special_discount_check: special,
    variant_ids: s ? s.variant_ids : null,
    name: s ? s.name : null,
  };
}

/** Sorts chosen attribute value ids in attribute order and prefixes the colour: the variant_ids key. */
export function variantKey(data: StoreData, colorId: number | null, valueIds: number[]): string {
  const sorted = [...new Set(valueIds)]
    .map((id) => data.attributeValueById.get(id))
    .filter((v): v is NonNullable<typeof v> => !!v)
    .sort((a, b) => a.attribute_id - b.attribute_id || a.position - b.position)
    .map((v) => v.id);
  return [...(colorId ? [colorId] : []), ...sorted].join('-');
}

export function productAttributes(data: StoreData, valueIds: number[]): { attributes: Attribute[]; values: AttributeValue[] } {
  const set = new Set(valueIds);
  const attributes: Attribute[] = [];
  const values: AttributeValue[] = [];
  for (const a of data.attributes) {
    const vals = a.values.filter((v) => set.has(v.id)).map((v) => ({ id: v.id, attribute_id: a.id, value: v.value }));
    if (vals.length) {
      attributes.push({ id: a.id, title: a.title, attribute_value: vals });
      values.push(...vals);
    }
  }
  return { attributes, values };
}

export async function productDetail(
  db: Db, data: StoreData, base: string, slug: string, variantSlug: string | undefined,
  owner: CartOwnerRef | null, wishlist: Set<number>,
): Promise<{ product: ProductDetail & Record<string, unknown>; attributes: Attribute[] } | null> {
  const p = (await db.query<ProductFullRow>(`SELECT ${PRODUCT_CARD_COLUMNS}, p.special_discount, p.color_ids, p.attribute_value_ids, p.sku,
    p.short_description, p.description, p.estimated_shipping_days, p.is_digital FROM products p WHERE p.slug = $1`, [slug])).rows[0];
  if (!p) return null;
  const stocks = p.has_variant ? await getStocks(db, p.id) : [];
  let chosen: StockRow | null = null;
  if (stocks.length) {
    const wanted = variantSlug?.toLowerCase();
    chosen = (wanted && stocks.find((s) => s.name.toLowerCase() === wanted || s.variant_ids === wanted))
      || stocks.find((s) => s.current_stock > 0) || stocks[0];
  }
  const inCart = await quantityInCart(db, owner, p.id, chosen ? chosen.id : null);
  const available = (chosen ? chosen.current_stock : p.current_stock) - inCart;

  const { attributes, values } = productAttributes(data, p.attribute_value_ids);
  const colors = p.color_ids.map((id) => data.colors.find((c) => c.id === id)).filter((c): c is NonNullable<typeof c> => !!c);
  const category = data.categoryById.get(p.category_id);
  const brand = p.brand_id ? data.brands.find((b) => b.id === p.brand_id) : undefined;
  const seller = data.sellerById.get(p.seller_id);

  const related = await queryCards(db, new Where().add('p.category_id = ?', p.category_id).add('p.id <> ?', p.id), 'p.total_sale DESC, p.id', 8, 0);
  if (related.length < 8 && category?.parent_id) {
    const siblings = data.childrenOf.get(category.parent_id)?.map((c) => c.id) ?? [];
    const more = await queryCards(db, new Where().add('p.category_id = ANY(?::int[])', siblings).add('NOT (p.id = ANY(?::int[]))', [p.id, ...related.map((r) => r.id)]), 'p.total_sale DESC, p.id', 8 - related.length, 0);
    related.push(...more);
  }
  const gallery = [0, 1, 2, 3].map((k) => `${p.id}${k ? `.${k}` : ''}`);
  const sellerProducts = await queryCards(db, new Where().add('p.seller_id = ?', p.seller_id).add('p.id <> ?', p.id), 'p.rating DESC, p.id', 4, 0);

  const card = productCard(p, base, wishlist);
  const stock = stockOut(p, chosen, available);
  const product: ProductDetail & Record<string, unknown> = {
    ...card,
    // The card's price fields describe the default combination on the detail page.
    price: stock.price,
    special_discount_check: stock.special_discount_check,
    discount_percentage: stock.discount_percentage,
    current_stock: stock.current_stock,
    short_description: p.short_description,
    description: p.description,
    gallery: {
      large: gallery.map((g) => imageUrl(base, 'product', g, 600, 600)),
      small: gallery.map((g) => imageUrl(base, 'product', g, 72, 72)),
    },
    image_320x320: imageUrl(base, 'product', p.id, 320, 320),
    category_title: category?.title,
    category_slug: category?.slug,
    brand_title: brand?.title ?? null,
    brand_slug: brand?.slug ?? null,
    brand_image: brand ? imageUrl(base, 'brand', brand.id, 130, 93) : null,
    product_colors: colors.map((c) => ({ id: c.id, name: c.name, code: c.code })),
    attribute_values: values,
    attribute_selector: attributes.length + (colors.length ? 1 : 0),
    product_stock: stock,
    related_products: related.map((r) => productCard(r, base, wishlist)),
    sidebar_products: sellerProducts.map((r) => productCard(r, base, wishlist)),
    seller: seller ? shopCard(seller, base) : null,
    is_digital: p.is_digital as 0 | 1,
    is_refundable: 1,
    estimated_shipping_days: p.estimated_shipping_days,
    stock_visibility: 'visible_with_quantity',
    sku: p.sku,
    best_seller: p.total_sale > 1200 ? 1 : 0,
    is_wholesale: 0,
    wholesale_prices: [],
    user_review: false,
    video_link: null,
    form: { attribute_values: chosen ? chosenValueIds(chosen.variant_ids, colors.length > 0) : [], id: p.id, quantity: p.minimum_order_quantity },
  };
  return { product, attributes };
}

function chosenValueIds(variantIds: string, hasColour: boolean): number[] {
  const parts = variantIds.split('-').map(Number);
  return hasColour ? parts.slice(1) : parts;
}

export interface VariantLookup {
  product_stock: ProductStock | '';
  msg: string;
  images: { image_72x72: string; image_320x320: string };
}

export async function findVariant(
  db: Db, data: StoreData, base: string, productId: number, colorId: number | null, valueIds: number[], owner: CartOwnerRef | null,
): Promise<VariantLookup | null> {
  const p = (await db.query<ProductFullRow>(`SELECT ${PRODUCT_CARD_COLUMNS}, p.special_discount, p.color_ids, p.attribute_value_ids, p.sku
    FROM products p WHERE p.id = $1`, [productId])).rows[0];
  if (!p) return null;
  const images = {
    image_72x72: imageUrl(base, 'product', colorId ? `${p.id}.c${colorId}` : p.id, 72, 72),
    image_320x320: imageUrl(base, 'product', colorId ? `${p.id}.c${colorId}` : p.id, 320, 320),
  };
  if (!p.has_variant) {
    const inCart = await quantityInCart(db, owner, p.id, null);
    const left = p.current_stock - inCart;
    return left > 0 ? { product_stock: stockOut(p, null, left), msg: '', images } : { product_stock: '', msg: 'Out of stock', images };
  }
  const needColour = p.color_ids.length > 0;
  const attrCount = productAttributes(data, p.attribute_value_ids).attributes.length;
  const chosen = valueIds.filter((v) => p.attribute_value_ids.includes(v));
  const chosenAttrs = new Set(chosen.map((v) => data.attributeValueById.get(v)?.attribute_id));
  if ((needColour && !(colorId && p.color_ids.includes(colorId))) || chosenAttrs.size < attrCount) {
    return { product_stock: '', msg: 'Please choose all options', images };
  }
  const key = variantKey(data, needColour ? colorId : null, chosen);
  const stock = (await db.query<StockRow>('SELECT * FROM product_stocks WHERE product_id = $1 AND variant_ids = $2', [p.id, key])).rows[0];
  if (!stock) return { product_stock: '', msg: 'Out of stock', images };
  const left = stock.current_stock - (await quantityInCart(db, owner, p.id, stock.id));
  if (left <= 0) return { product_stock: '', msg: 'Out of stock', images };
  return { product_stock: stockOut(p, stock, left), msg: '', images };
}
