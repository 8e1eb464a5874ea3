/**
 * Deterministic catalogue generator: categories, brands, colours, attributes, sellers,
 * products with variants (per-combination stock rows), and reviews.
 * Pure: the same (seed, productCount) always yields the same rows, ids included.
 *
 * variant_ids convention (also used by find/products-variants and user/addToCart):
 *   colour id first (when the product has colours), then the attribute value ids in
 *   attribute id order, joined by "-". The stock row name is built the same way from
 *   the colour name and the values: variant_ids "3-12" ↔ name "Red-M".
 */
import {
  ADJECTIVES, ATTRIBUTES, BRAND_NAMES, CATEGORY_TREE, COLORS, FEATURES, MODELS, REVIEW_COMMENTS, REVIEW_TITLES,
  SHOP_NAMES, TAGLINES, type LeafSpec, type VariantKind,
} from './words';
import { createRng, DAY_MS, SEED_EPOCH, slugify, type Rng } from './random';

export interface CategoryRow { id: number; parent_id: number | null; title: string; slug: string; icon: string | null; position: number; is_popular: number }
export interface BrandRow { id: number; title: string; slug: string; position: number }
export interface ColorRow { id: number; name: string; code: string }
export interface AttributeRow { id: number; title: string }
export interface AttributeValueRow { id: number; attribute_id: number; value: string; position: number }
export interface SellerRow {
  id: number; shop_name: string; slug: string; tagline: string; rating: number; reviews_count: number;
  join_date: string; is_featured: number; is_express: number; total_sale: number;
}
export interface ProductRow {
  id: number; slug: string; product_name: string; category_id: number; brand_id: number | null; seller_id: number;
  price: number; special_discount_type: string | null; special_discount: number; special_discount_check: number;
  current_stock: number; minimum_order_quantity: number; has_variant: number; color_ids: number[]; attribute_value_ids: number[];
  todays_deal: number; gift_idea: number; business_idea: number; is_flash: number; total_sale: number;
  rating: number; reviews_count: number; reward: number; sku: string; short_description: string; description: string;
  estimated_shipping_days: number; created_at: string;
}
export interface StockRow { id: number; product_id: number; name: string; variant_ids: string; sku: string; price: number; current_stock: number }
export interface ReviewRow { id: number; product_id: number; user_id: number; title: string; comment: string; rating: number; created_at: string }

export interface Catalog {
  categories: CategoryRow[];
  brands: BrandRow[];
  colors: ColorRow[];
  attributes: AttributeRow[];
  attributeValues: AttributeValueRow[];
  sellers: SellerRow[];
  products: ProductRow[];
  stocks: StockRow[];
  reviews: ReviewRow[];
}

export interface CatalogOptions {
  seed: number;
  products: number;
  /** Ids of users who may write reviews. */
  reviewerIds: number[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Which shops mostly sell in which top-level category (by SHOP_NAMES). */
const SHOPS_BY_TOP: Record<string, string[]> = {
  Electronics: ['Gadget Garage', 'Tech Haven'],
  Fashion: ['Urban Threads', 'Style Loft'],
  'Home & Kitchen': ['Nordic Nook', 'Home Harmony'],
  'Beauty & Health': ['Glow Beauty Bar'],
  'Sports & Outdoors': ['Trailblazer Outfitters'],
  'Toys & Games': ['Toy Chest'],
  'Books & Stationery': ['Page Turner'],
  Groceries: ['Green Pantry', 'Daily Basket'],
  'Pet Supplies': ['Paws & Claws'],
  Automotive: ['Auto Haven'],
};

/** Discounted unit price for a base price, or 0 when there is no discount. */
export function discountedPrice(price: number, type: string | null, amount: number): number {
  if (!type || amount <= 0) return 0;
  const v = type === 'percentage' ? price * (1 - amount / 100) : price - amount;
  return v > 0 && v < price ? round2(v) : 0;
}

function nicePrice(rng: Rng, [min, max]: [number, number]): number {
  const raw = min + (max - min) * Math.pow(rng.next(), 1.6);
  const whole = Math.max(1, Math.floor(raw));
  return rng.chance(0.7) ? whole + 0.99 : whole;
}

function pickSeller(rng: Rng, sellers: SellerRow[], topTitle: string): number {
  const own = (SHOPS_BY_TOP[topTitle] ?? []).map((name) => sellers.find((s) => s.shop_name === name)?.id).filter((id): id is number => !!id);
  return own.length && rng.chance(0.85) ? rng.pick(own) : rng.int(1, sellers.length);
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString();
}

interface Leaf { id: number; spec: LeafSpec; top: (typeof CATEGORY_TREE)[number] }

function buildCategories(): { categories: CategoryRow[]; leaves: Leaf[] } {
  const categories: CategoryRow[] = [];
  const leaves: Leaf[] = [];
  let id = 0;
  CATEGORY_TREE.forEach((top, ti) => {
    const topId = ++id;
    categories.push({ id: topId, parent_id: null, title: top.title, slug: slugify(top.title), icon: top.icon, position: ti, is_popular: ti < 8 ? 1 : 0 });
    const addChild = (spec: LeafSpec, parentId: number, pos: number) => {
      const cid = ++id;
      categories.push({ id: cid, parent_id: parentId, title: spec.title, slug: slugify(spec.title), icon: null, position: pos, is_popular: 0 });
      leaves.push({ id: cid, spec, top });
      spec.children?.forEach((g, gi) => addChild(g, cid, gi));
    };
    top.children.forEach((c, ci) => addChild(c, topId, ci));
  });
  return { categories, leaves };
}

function description(rng: Rng, name: string, categoryTitle: string): { short: string; html: string } {
  const feats = rng.sample(FEATURES, 4);
  const short = `${name} — a ${categoryTitle.toLowerCase()} favourite. ${feats[0]}.`;
  const html =
    `<p>The ${name} brings thoughtful design to your ${categoryTitle.toLowerCase()}. ${feats[0]}, and ${feats[1].toLowerCase()}.</p>` +
    `<ul>${feats.map((f) => `<li>${f}</li>`).join('')}</ul>` +
    `<p>Every order is packed with care and ships from the seller within two working days.</p>`;
  return { short, html };
}

export function generateCatalog(opts: CatalogOptions): Catalog {
  const rng = createRng(opts.seed);
  const { categories, leaves } = buildCategories();
  const brands: BrandRow[] = BRAND_NAMES.map((title, i) => ({ id: i + 1, title, slug: slugify(title), position: i }));
  const brandId = new Map(brands.map((b) => [b.title, b.id]));
  const colors: ColorRow[] = COLORS.map((c, i) => ({ id: i + 1, ...c }));
  const attributes: AttributeRow[] = ATTRIBUTES.map((a, i) => ({ id: i + 1, title: a.title }));
  const attributeValues: AttributeValueRow[] = [];
  const valuesByKind = new Map<VariantKind, { attrIndex: number; ids: number[] }>();
  ATTRIBUTES.forEach((a, ai) => {
    const ids: number[] = [];
    a.values.forEach((value, pos) => {
      const id = attributeValues.length + 1;
      attributeValues.push({ id, attribute_id: ai + 1, value, position: pos });
      ids.push(id);
    });
    valuesByKind.set(a.kind, { attrIndex: ai, ids });
  });

  const sellers: SellerRow[] = SHOP_NAMES.map((shop_name, i) => ({
    id: i + 1,
    shop_name,
    slug: slugify(shop_name),
    tagline: rng.pick(TAGLINES),
    rating: round2(3.6 + rng.next() * 1.4),
    reviews_count: rng.int(12, 480),
    join_date: isoDate(SEED_EPOCH - rng.int(60, 1400) * DAY_MS).slice(0, 10),
    is_featured: i % 3 === 0 ? 1 : 0,
    is_express: i % 4 === 1 ? 1 : 0,
    total_sale: 0,
  }));

  const products: ProductRow[] = [];
  const stocks: StockRow[] = [];
  const reviews: ReviewRow[] = [];
  const usedSlugs = new Set<string>();

  for (let i = 0; i < opts.products; i++) {
    const id = i + 1;
    const leaf = leaves[(i * 7 + rng.int(0, leaves.length - 1)) % leaves.length];
    const spec = leaf.spec;
    const brandTitle = rng.pick(leaf.top.brands);
    const name = [brandTitle, rng.pick(ADJECTIVES), rng.pick(spec.nouns), rng.pick(MODELS)].filter(Boolean).join(' ');
    let slug = slugify(name);
    if (usedSlugs.has(slug)) slug = `${slug}-${id}`;
    usedSlugs.add(slug);

    const price = nicePrice(rng, spec.price);
    let discountType: string | null = null;
    let discount = 0;
    if (rng.chance(0.28)) {
      if (rng.chance(0.6)) {
        discountType = 'percentage';
        discount = rng.int(1, 8) * 5;
      } else {
        discountType = 'flat';
        discount = Math.max(1, Math.round(price * (0.05 + rng.next() * 0.2)));
      }
    }
    const moq = i % 17 === 4 || rng.chance(0.08) ? rng.int(2, 5) : 1;
    const outOfStock = i % 23 === 6 || rng.chance(0.05);
    const hasVariant = spec.variant !== 'none' && rng.chance(spec.variantShare ?? 0) ? 1 : 0;
    const sku = `${leaf.top.code}-${String(id).padStart(5, '0')}`;

    let colorIds: number[] = [];
    let valueIds: number[] = [];
    let stock = outOfStock ? 0 : rng.int(moq, 240);
    if (hasVariant) {
      const kindValues = valuesByKind.get(spec.variant);
      const wantColours = spec.variant === 'colour' || rng.chance(0.6);
      colorIds = wantColours ? rng.sample(colors, rng.int(2, 3)).map((c) => c.id) : [];
      valueIds = kindValues ? rng.sample(kindValues.ids, rng.int(2, Math.min(4, kindValues.ids.length))) : [];
      const colourAxis: Array<number | null> = colorIds.length ? colorIds : [null];
      const valueAxis: Array<number | null> = valueIds.length ? valueIds : [null];
      const attr = kindValues ? ATTRIBUTES[kindValues.attrIndex] : null;
      stock = 0;
      for (const c of colourAxis) {
        for (const v of valueAxis) {
          const parts: number[] = [];
          const names: string[] = [];
          if (c !== null) { parts.push(c); names.push(colors[c - 1].name); }
          let vPrice = price;
          if (v !== null) {
            const av = attributeValues[v - 1];
            parts.push(v);
            names.push(av.value);
            if (attr && attr.step > 0) vPrice = Math.round(price * (1 + attr.step * av.position)) - (price % 1 ? 0.01 : 0);
          }
          const s = outOfStock || rng.chance(0.15) ? 0 : rng.int(moq, 40);
          stock += s;
          stocks.push({
            id: stocks.length + 1, product_id: id, name: names.join('-'), variant_ids: parts.join('-'),
            sku: `${sku}-${parts.join('-')}`, price: round2(vPrice), current_stock: s,
          });
        }
      }
    }

    const nReviews = rng.chance(0.25) ? 0 : rng.int(1, 6);
    let ratingSum = 0;
    const reviewers = rng.sample(opts.reviewerIds, nReviews);
    for (const userId of reviewers) {
      const r = rng.chance(0.55) ? 5 : rng.chance(0.6) ? 4 : rng.int(1, 3);
      ratingSum += r;
      reviews.push({
        id: reviews.length + 1, product_id: id, user_id: userId, rating: r,
        title: rng.pick(REVIEW_TITLES[r]), comment: rng.pick(REVIEW_COMMENTS[r]),
        created_at: isoDate(SEED_EPOCH - rng.int(1, 300) * DAY_MS - rng.int(0, 86_000) * 1000),
      });
    }
    const categoryTitle = spec.title;
    const desc = description(rng, name, categoryTitle);
    products.push({
      id, slug, product_name: name, category_id: leaf.id, brand_id: rng.chance(0.92) ? brandId.get(brandTitle) ?? null : null,
      seller_id: pickSeller(rng, sellers, leaf.top.title),
      price, special_discount_type: discountType, special_discount: discount,
      special_discount_check: discountedPrice(price, discountType, discount),
      current_stock: stock, minimum_order_quantity: moq, has_variant: hasVariant,
      color_ids: colorIds, attribute_value_ids: valueIds,
      todays_deal: rng.chance(0.08) ? 1 : 0, gift_idea: rng.chance(0.1) ? 1 : 0, business_idea: rng.chance(0.08) ? 1 : 0,
      is_flash: discountType && rng.chance(0.35) ? 1 : 0,
      total_sale: Math.floor(Math.pow(rng.next(), 3) * 2400),
      rating: nReviews ? round2(ratingSum / nReviews) : 0, reviews_count: nReviews,
      reward: rng.chance(0.3) ? rng.int(1, 20) * 5 : 0,
      sku, short_description: desc.short, description: desc.html,
      estimated_shipping_days: rng.int(2, 9),
      created_at: isoDate(SEED_EPOCH - (opts.products - i) * 3_600_000 * 3 - rng.int(0, 3_000) * 1000),
    });
  }
  for (const p of products) sellers[p.seller_id - 1].total_sale += p.total_sale;
  return { categories, brands, colors, attributes, attributeValues, sellers, products, stocks, reviews };
}
