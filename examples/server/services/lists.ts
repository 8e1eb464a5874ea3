/**
 * Wishlist and compare list (test/contract/lists/{add-to-wishlist,remove-wishlist-product,wishlists,compare-list}.json): the rows, the header counts and the answer
 * shapes of 1.6.7's WishlistController, FrontendController@wishlist and CompareController.
 *
 * Quirks kept: no duplicate check on a signed-in add (wishlist and compare), remove deletes one row,
 * WishlistResource's `special_discount_type` "" and `status` 0, raw product_id strings on new rows.
 */
import type { Queryable } from '../db/types';
import { imageUrl } from '../lib/images';
import { paginate } from '../lib/paginate';
import { dbDateTime, dMY, discountFields, laravelDate, VISIBLE_SQL } from './format';
import type { StoreData } from './store';

interface ProductRow {
  id: number;
  slug: string;
  product_name: string;
  price: string | number;
  special_discount: string | number;
  special_discount_type: string | null;
  special_discount_start: Date | string | null;
  special_discount_end: Date | string | null;
  rating: number;
  status: string;
  current_stock: number;
  minimum_order_quantity: number;
  has_variant: number;
  brand_id: number | null;
  category_id: number;
}

const PRODUCT_COLUMNS =
  'p.id, p.slug, p.product_name, p.price, p.special_discount, p.special_discount_type, p.special_discount_start, ' +
  'p.special_discount_end, p.rating, p.status, p.current_stock, p.minimum_order_quantity, p.has_variant, p.brand_id, p.category_id';

/** An id that fits an int column, else 0 (matches nothing). */
export function sqlId(n: number): number {
  return Number.isSafeInteger(n) && n > 0 && n <= 2147483647 ? n : 0;
}

export async function productRow(db: Queryable, id: number): Promise<ProductRow | null> {
  if (!sqlId(id)) return null;
  return (await db.query<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.id = $1`, [id])).rows[0] ?? null;
}

/** The product's media JSON (`thumbnail`), paths relative to the public disk. */
function thumbnail(id: number): Record<string, string> {
  const out: Record<string, string> = { storage: 'local', original_image: `images/product/${id}-600x600.svg` };
  for (const size of ['40x40', '72x72', '110x122', '190x230']) out[`image_${size}`] = `images/product/${id}-${size}.svg`;
  return out;
}

/** The Product appends (image_*, special_discount_check, discount_percentage, product_name). */
function appends(p: ProductRow, base: string): Record<string, unknown> {
  return {
    image_190x230: imageUrl(base, 'product', p.id, 190, 230),
    image_40x40: imageUrl(base, 'product', p.id, 40, 40),
    image_72x72: imageUrl(base, 'product', p.id, 72, 72),
    image_110x122: imageUrl(base, 'product', p.id, 110, 122),
    ...discountFields({ ...p, price: Number(p.price), special_discount: Number(p.special_discount) }),
    product_name: p.product_name,
  };
}

/**
 * A raw Product with `selectRaw('id,price,special_discount,…,rating,slug,thumbnail[,status]')`
 * plus its appends. `thumbnail: false` = makeHidden(['thumbnail']).
 */
export function selectedProduct(p: ProductRow, base: string, opts: { thumbnail: boolean; status: boolean }): Record<string, unknown> {
  return {
    id: p.id,
    price: Number(p.price),
    special_discount: Number(p.special_discount),
    special_discount_type: p.special_discount_type,
    special_discount_start: dbDateTime(p.special_discount_start),
    special_discount_end: dbDateTime(p.special_discount_end),
    rating: Math.round(Number(p.rating) * 100) / 100,
    slug: p.slug,
    ...(opts.thumbnail ? { thumbnail: thumbnail(p.id) } : {}),
    ...(opts.status ? { status: p.status } : {}),
    ...appends(p, base),
  };
}

// ---------------------------------------------------------------- wishlist

interface WishlistRow {
  id: number;
  user_id: number;
  product_id: number;
  created_at: Date;
  updated_at: Date;
}

/** A raw Wishlist model (with its `order_date` append: updated_at as d M Y). */
export function wishlistOut(w: WishlistRow, productId: number | string = w.product_id): Record<string, unknown> {
  return {
    id: w.id,
    user_id: w.user_id,
    product_id: productId,
    created_at: laravelDate(w.created_at),
    updated_at: laravelDate(w.updated_at),
    order_date: dMY(w.updated_at),
  };
}

export async function wishlistCount(db: Queryable, userId: number): Promise<number> {
  return (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM wishlists WHERE user_id = $1', [userId])).rows[0].n;
}

/** The account's compare rows, all of them (the count login and the invoice pages report). */
export async function compareRowCount(db: Queryable, userId: number): Promise<number> {
  return (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM compares WHERE user_id = $1', [userId])).rows[0].n;
}

/** WishlistController@addToWishlist: always inserts (no duplicate check). Null for an unknown product. */
export async function addToWishlist(db: Queryable, base: string, userId: number, productId: number, routeParam: string) {
  const product = await productRow(db, productId);
  if (!product) return null;
  const row = (
    await db.query<WishlistRow>(
      'INSERT INTO wishlists (user_id, product_id) VALUES ($1, $2) RETURNING id, user_id, product_id, created_at, updated_at',
      [userId, product.id],
    )
  ).rows[0];
  // Product::with('userWishlist'): a hasOne, the first row of this user for the product.
  const first = (
    await db.query<WishlistRow>(
      'SELECT id, user_id, product_id, created_at, updated_at FROM wishlists WHERE user_id = $1 AND product_id = $2 ORDER BY id LIMIT 1',
      [userId, product.id],
    )
  ).rows[0];
  const created = wishlistOut(row, routeParam);
  return {
    wishlist: {
      product_id: created.product_id,
      user_id: created.user_id,
      updated_at: created.updated_at,
      created_at: created.created_at,
      id: created.id,
      order_date: created.order_date,
    },
    product: { ...selectedProduct(product, base, { thumbnail: false, status: false }), user_wishlist: first ? wishlistOut(first) : null },
    wishlists: await wishlistCount(db, userId),
    success: 'Added Successfully',
  };
}

/** WishlistRepository@wishlistProductRemove: deletes the first row of (user, product), or answers "". */
export async function removeFromWishlist(db: Queryable, userId: number, productId: number) {
  const row =
    (
      await db.query<WishlistRow>(
        `DELETE FROM wishlists WHERE id = (SELECT id FROM wishlists WHERE user_id = $1 AND product_id = $2 ORDER BY id LIMIT 1)
         RETURNING id, user_id, product_id, created_at, updated_at`,
        [userId, sqlId(productId)],
      )
    ).rows[0] ?? null;
  return { wishlist: row ? wishlistOut(row) : '', totalWishlist: await wishlistCount(db, userId), success: 'Removed Successfully' };
}

/** FrontendController@wishlist: (R) WishlistResource, 10 per page, newest row first, listable products only. */
export async function wishlistPage(db: Queryable, base: string, userId: number | null, page: number, requestUrl: string) {
  const perPage = 10;
  const where = `w.user_id = $1 AND ${VISIBLE_SQL}`;
  const uid = userId ?? 0;
  const total = (
    await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM wishlists w JOIN products p ON p.id = w.product_id WHERE ${where}`, [uid])
  ).rows[0].n;
  const rows = (
    await db.query<ProductRow & { wid: number; wcreated: Date }>(
      `SELECT w.id AS wid, w.created_at AS wcreated, ${PRODUCT_COLUMNS} FROM wishlists w JOIN products p ON p.id = w.product_id
       WHERE ${where} ORDER BY w.created_at DESC, w.id DESC LIMIT $2 OFFSET $3`,
      [uid, perPage, (page - 1) * perPage],
    )
  ).rows;
  const data = rows.map((p) => {
    const discount = discountFields({ ...p, price: Number(p.price), special_discount: Number(p.special_discount) });
    return {
      id: p.wid,
      slug: p.slug,
      image_72x72: imageUrl(base, 'product', p.id, 72, 72),
      product_name: p.product_name,
      current_stock: p.current_stock,
      // nullCheck($data->special_discount_type): read off the wishlist row, which has no such column.
      special_discount_type: '',
      special_discount_check: discount.special_discount_check,
      discount_percentage: discount.discount_percentage,
      price: Number(p.price),
      // (double) "published" is 0.
      status: 0,
      date: dMY(p.wcreated),
      product: {
        id: p.id,
        slug: p.slug,
        category_id: null,
        image_190x230: imageUrl(base, 'product', p.id, 190, 230),
        price: Number(p.price),
        current_stock: p.current_stock,
        reward: 0,
        minimum_order_quantity: p.minimum_order_quantity,
        todays_deal: 0,
        has_variant: p.has_variant ? 1 : 0,
      },
    };
  });
  return paginate(data, total, page, perPage, requestUrl);
}

// ---------------------------------------------------------------- compare

/** ProductRepository@compareList: a signed-in user's rows (duplicates counted), or the session's ids. */
export async function compareCount(db: Queryable, userId: number | null, sessionIds: number[]): Promise<number> {
  if (!userId) return sessionIds.length;
  return (
    await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM compares c WHERE c.user_id = $1 AND EXISTS (SELECT 1 FROM products p WHERE p.id = c.product_id)',
      [userId],
    )
  ).rows[0].n;
}

/** A signed-in add: always a new compare_products row (`product_id` is the route parameter, a string). */
export async function insertCompare(db: Queryable, userId: number, productId: number, routeParam: string) {
  const row = (
    await db.query<{ id: number; user_id: number; created_at: Date; updated_at: Date }>(
      'INSERT INTO compares (user_id, product_id) VALUES ($1, $2) RETURNING id, user_id, created_at, updated_at',
      [userId, productId],
    )
  ).rows[0];
  return {
    user_id: row.user_id,
    product_id: routeParam,
    updated_at: laravelDate(row.updated_at),
    created_at: laravelDate(row.created_at),
    id: row.id,
  };
}

/** A signed-in remove: the first row of (user, product); false when there is none. */
export async function deleteCompare(db: Queryable, userId: number, productId: number): Promise<boolean> {
  const gone = await db.query(
    'DELETE FROM compares WHERE id = (SELECT id FROM compares WHERE user_id = $1 AND product_id = $2 ORDER BY id LIMIT 1) RETURNING id',
    [userId, sqlId(productId)],
  );
  return gone.rows.length > 0;
}

/** CompareController@parseProduct over productByIds: each listable product once, by id. */
export async function compareItems(db: Queryable, data: StoreData, base: string, userId: number | null, sessionIds: number[]) {
  const rows = userId
    ? (
        await db.query<ProductRow>(
          `SELECT ${PRODUCT_COLUMNS} FROM products p WHERE ${VISIBLE_SQL}
           AND p.id IN (SELECT c.product_id FROM compares c WHERE c.user_id = $1) ORDER BY p.id`,
          [userId],
        )
      ).rows
    : sessionIds.length
      ? (
          await db.query<ProductRow>(
            `SELECT ${PRODUCT_COLUMNS} FROM products p WHERE ${VISIBLE_SQL} AND p.id = ANY($1::int[]) ORDER BY p.id`,
            [sessionIds],
          )
        ).rows
      : [];
  return rows.map((p) => {
    const discount = discountFields({ ...p, price: Number(p.price), special_discount: Number(p.special_discount) });
    return {
      id: p.id,
      slug: p.slug,
      has_variant: p.has_variant,
      minimum_order_quantity: p.minimum_order_quantity,
      product_name: p.product_name,
      image_190x230: imageUrl(base, 'product', p.id, 190, 230),
      special_discount_check: discount.special_discount_check,
      discount_percentage: discount.discount_percentage,
      price: Number(p.price),
      brand: (p.brand_id ? data.brands.find((b) => b.id === p.brand_id)?.title : undefined) ?? '',
      category: data.categoryById.get(p.category_id)?.title ?? '',
      status: p.status,
    };
  });
}

/**
 * LoginController@generalFunction: the guest's compare ids join the account's rows. The original
 * inserts them all (duplicates included); here a product the account already compares is skipped.
 */
export async function mergeGuestCompare(db: Queryable, userId: number, sessionIds: number[]): Promise<void> {
  if (!sessionIds.length) return;
  await db.query(
    `INSERT INTO compares (user_id, product_id)
     SELECT $1, p.id FROM products p WHERE p.id = ANY($2::int[])
       AND NOT EXISTS (SELECT 1 FROM compares c WHERE c.user_id = $1 AND c.product_id = p.id)
     ORDER BY p.id`,
    [userId, sessionIds],
  );
}
