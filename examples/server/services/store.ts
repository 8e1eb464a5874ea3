/**
 * Reference data that never changes at runtime (there is no admin UI), loaded once per
 * app instance and kept in memory: settings, currencies, languages, the category tree,
 * brands, colours, attributes, sellers.
 */
import type { Db } from '../db/types';

export interface CurrencyRow {
  id: number;
  name: string;
  symbol: string;
  code: string;
  exchange_rate: number;
  no_of_decimals: number | null;
  status: number;
}
export interface LanguageRow {
  id: number;
  name: string;
  locale: string;
  flag: string | null;
  text_direction: 'ltr' | 'rtl';
  status: number;
}
type Stamp = string | Date;
export interface CategoryRow {
  id: number;
  parent_id: number | null;
  title: string;
  slug: string;
  icon: string | null;
  position: number;
  is_popular: number;
  ordering: number;
  commission: number;
  is_featured: number;
  status: number;
  has_banner: number;
  created_at: Stamp;
  updated_at: Stamp;
}
export interface BrandRow {
  id: number;
  title: string;
  slug: string;
  position: number;
  status: number;
  meta_title: string | null;
  meta_description: string | null;
  created_at: Stamp;
  updated_at: Stamp;
}
export interface ColorRow {
  id: number;
  name: string;
  code: string;
  created_at: Stamp;
  updated_at: Stamp;
}
export interface AttributeValueRow {
  id: number;
  attribute_id: number;
  value: string;
  position: number;
  created_at: Stamp;
  updated_at: Stamp;
}
export interface AttributeRow {
  id: number;
  title: string;
  values: AttributeValueRow[];
  created_at: Stamp;
  updated_at: Stamp;
}
export interface SellerRow {
  id: number;
  shop_name: string;
  slug: string;
  tagline: string | null;
  rating: number;
  reviews_count: number;
  join_date: string | Date;
  is_featured: number;
  is_express: number;
  total_sale: number;
  /** Count of ALL the seller's products (any status), as the original's shop cards count them. */
  total_products: number;
  /** Published products only (the best/featured seller home sections count these). */
  published_products: number;
  user_id: number | null;
  created_at: Stamp;
}

export interface StoreData {
  settings: Record<string, unknown>;
  currencies: CurrencyRow[];
  languages: LanguageRow[];
  categories: CategoryRow[];
  categoryById: Map<number, CategoryRow>;
  categoryBySlug: Map<string, CategoryRow>;
  childrenOf: Map<number | null, CategoryRow[]>;
  /** Product count per category including its subtree. */
  productCountTree: Map<number, number>;
  brands: BrandRow[];
  colors: ColorRow[];
  attributes: AttributeRow[];
  attributeValueById: Map<number, AttributeValueRow>;
  sellers: SellerRow[];
  sellerById: Map<number, SellerRow>;
  /** attribute id -> category ids it is linked to (the original's attribute_category pivot). */
  attributeCategories: Map<number, Set<number>>;
}

export interface Store {
  get(): Promise<StoreData>;
  /** Ids of the category and all its descendants. */
  subtree(data: StoreData, id: number): number[];
}

/** `overrides` replace settings rows: config('app.demo_mode') is configuration in the original, not a row. */
export function createStore(db: Db, overrides: Record<string, unknown> = {}): Store {
  let loading: Promise<StoreData> | null = null;

  const subtree = (data: StoreData, id: number): number[] => {
    const out: number[] = [];
    const walk = (cid: number) => {
      out.push(cid);
      for (const child of data.childrenOf.get(cid) ?? []) walk(child.id);
    };
    walk(id);
    return out;
  };

  async function load(): Promise<StoreData> {
    const settingsRows = (await db.query<{ key: string; value: unknown }>('SELECT key, value FROM settings')).rows;
    const settings: Record<string, unknown> = {};
    for (const r of settingsRows) settings[r.key] = r.value;
    Object.assign(settings, overrides);
    const currencies = (await db.query<CurrencyRow>('SELECT * FROM currencies WHERE status = 1 ORDER BY id')).rows;
    const languages = (await db.query<LanguageRow>('SELECT * FROM languages WHERE status = 1 ORDER BY id')).rows;
    const categories = (await db.query<CategoryRow>('SELECT * FROM categories ORDER BY position, id')).rows;
    const brands = (await db.query<BrandRow>('SELECT * FROM brands ORDER BY position, id')).rows;
    const colors = (await db.query<ColorRow>('SELECT * FROM colors ORDER BY id')).rows;
    const attrRows = (await db.query<Omit<AttributeRow, 'values'>>('SELECT * FROM attributes ORDER BY id')).rows;
    const valueRows = (await db.query<AttributeValueRow>('SELECT * FROM attribute_values ORDER BY attribute_id, position, id')).rows;
    // Only verified shops are public: a shop that applied (seller sign-up, user-to-seller) waits for approval.
    const sellers = (
      await db.query<SellerRow>(
        `SELECT s.*, (SELECT count(*)::int FROM products p WHERE p.seller_id = s.id) AS total_products,
              (SELECT count(*)::int FROM products p WHERE p.seller_id = s.id AND p.status = 'published' AND p.is_approved = 1) AS published_products
         FROM sellers s WHERE s.verified_at IS NOT NULL ORDER BY s.id`,
      )
    ).rows;
    // Category counts are of products the storefront lists (published and approved).
    const counts = (
      await db.query<{ category_id: number; n: number }>(
        "SELECT category_id, count(*)::int AS n FROM products WHERE status = 'published' AND is_approved = 1 GROUP BY category_id",
      )
    ).rows;
    const pivot = (
      await db.query<{ attribute_id: number; category_id: number }>('SELECT attribute_id, category_id FROM attribute_category')
    ).rows;
    const attributeCategories = new Map<number, Set<number>>();
    for (const r of pivot) {
      const set = attributeCategories.get(r.attribute_id) ?? new Set<number>();
      set.add(r.category_id);
      attributeCategories.set(r.attribute_id, set);
    }

    const categoryById = new Map(categories.map((c) => [c.id, c]));
    const childrenOf = new Map<number | null, CategoryRow[]>();
    for (const c of categories) {
      const list = childrenOf.get(c.parent_id) ?? [];
      list.push(c);
      childrenOf.set(c.parent_id, list);
    }
    const productCountTree = new Map<number, number>();
    for (const { category_id, n } of counts) {
      let cur: CategoryRow | undefined = categoryById.get(category_id);
      while (cur) {
        productCountTree.set(cur.id, (productCountTree.get(cur.id) ?? 0) + n);
        cur = cur.parent_id ? categoryById.get(cur.parent_id) : undefined;
      }
    }
    const attributes = attrRows.map((a) => ({ ...a, values: valueRows.filter((v) => v.attribute_id === a.id) }));
    return {
      settings,
      currencies,
      languages,
      categories,
      categoryById,
      categoryBySlug: new Map(categories.map((c) => [c.slug, c])),
      childrenOf,
      productCountTree,
      brands,
      colors,
      attributes,
      attributeValueById: new Map(valueRows.map((v) => [v.id, v])),
      sellers,
      sellerById: new Map(sellers.map((s) => [s.id, s])),
      attributeCategories,
    };
  }

  return {
    get() {
      if (!loading)
        loading = load().catch((e) => {
          loading = null;
          throw e;
        });
      return loading;
    },
    subtree,
  };
}
