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
  ADJECTIVES,
  ATTRIBUTES,
  BRAND_NAMES,
  CATEGORY_TREE,
  COLORS,
  FEATURES,
  MODELS,
  REVIEW_COMMENTS,
  REVIEW_TITLES,
  SHOP_NAMES,
  TAGLINES,
  type LeafSpec,
  type VariantKind,
} from './words';
import { createRng, DAY_MS, SEED_EPOCH, slugify, type Rng } from './random';

/** Discount windows: active ones reach far around any seed date, expired ones ended before it. */
export const ACTIVE_WINDOW = { start: '2020-01-01T00:00:00Z', end: '2099-12-31T23:59:00Z' };
export const EXPIRED_WINDOW = { start: '2023-01-01T00:00:00Z', end: '2023-12-31T23:59:00Z' };

/** A second attribute so some products vary on colour and two attributes (as the original allows). */
export const MATERIAL = { title: 'Material', values: ['Linen', 'Cotton', 'Wool'] };

/**
 * Hand-made products at fixed ids (the contract fixtures and the widget's demos name them):
 *   2  simple product, flat discount, brand, seller, YouTube video
 *   3  colours + Size + Material, percentage discount
 *   4  simple product, no discount, no brand
 *   10 admin (in-house) product, a percentage discount
 * Every other multiple of 10 is an admin product too.
 */
interface Showcase {
  slug: string;
  name: string;
  leaf: string;
  brand: string | null;
  price: number;
  type: string | null;
  discount: number;
  stock: number;
  colours?: string[];
  sizes?: string[];
  materials?: string[];
  admin?: boolean;
  video?: [string, string];
  /** Its discount once had no type: it keeps the random draws it had then (see formerlyTypeless below). */
  formerlyTypeless?: boolean;
}
const SHOWCASE: Record<number, Showcase> = {
  2: {
    slug: 'nordwave-studio-wireless-headphones',
    name: 'Nordwave Studio Wireless Headphones',
    leaf: 'Headphones',
    brand: 'Nordwave',
    price: 129.99,
    type: 'flat',
    discount: 20,
    stock: 35,
    video: ['youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
  },
  3: {
    slug: 'kestrel-linen-blend-overshirt',
    name: 'Kestrel Linen Blend Overshirt',
    leaf: "Men's Clothing",
    brand: 'Kestrel',
    price: 59.99,
    type: 'percentage',
    discount: 15,
    stock: 0,
    colours: ['Navy', 'White'],
    sizes: ['S', 'M', 'L'],
    materials: ['Linen', 'Cotton'],
  },
  4: {
    slug: 'cast-iron-skillet-26-cm',
    name: 'Cast Iron Skillet 26 cm',
    leaf: 'Cookware',
    brand: null,
    price: 34.5,
    type: null,
    discount: 0,
    stock: 12,
  },
  10: {
    slug: 'ceramic-table-lamp',
    name: 'Ceramic Table Lamp',
    leaf: 'Home Decor',
    brand: null,
    price: 49,
    type: 'percentage',
    discount: 10,
    stock: 18,
    admin: true,
    formerlyTypeless: true,
  },
};

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  title: string;
  slug: string;
  icon: string | null;
  position: number;
  is_popular: number;
  ordering: number;
  has_banner: number;
}
export interface BrandRow {
  id: number;
  title: string;
  slug: string;
  position: number;
  meta_title: string;
  meta_description: string;
}
export interface ColorRow {
  id: number;
  name: string;
  code: string;
}
export interface AttributeRow {
  id: number;
  title: string;
}
export interface AttributeValueRow {
  id: number;
  attribute_id: number;
  value: string;
  position: number;
}
export interface SellerRow {
  id: number;
  shop_name: string;
  slug: string;
  tagline: string;
  rating: number;
  reviews_count: number;
  join_date: string;
  is_featured: number;
  is_express: number;
  total_sale: number;
  /** The seller's own user id (the original keys products and home seller sections by it). */
  user_id: number;
  created_at: string;
}
export interface ProductRow {
  /** seller_id null = an admin (in-house) product: no seller profile, as in the original. */
  id: number;
  slug: string;
  product_name: string;
  category_id: number;
  brand_id: number | null;
  seller_id: number | null;
  price: number;
  special_discount_type: string | null;
  special_discount: number;
  special_discount_start: string | null;
  special_discount_end: string | null;
  /** Legacy column (the old discounted-price meaning) kept for readers outside the catalogue; see services/discount.ts. */
  special_discount_check: number;
  stock_visibility: string;
  video_provider: string | null;
  video_url: string | null;
  is_catalog: number;
  is_classified: number;
  external_link: string | null;
  status: string;
  is_approved: number;
  unit: string;
  tags: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  current_stock: number;
  minimum_order_quantity: number;
  has_variant: number;
  color_ids: number[];
  attribute_value_ids: number[];
  todays_deal: number;
  gift_idea: number;
  business_idea: number;
  is_flash: number;
  total_sale: number;
  rating: number;
  reviews_count: number;
  reward: number;
  sku: string;
  short_description: string;
  description: string;
  estimated_shipping_days: number;
  created_at: string;
}
/** Every product has stock rows: one per combination, or one unnamed row (variant_ids null) for a simple product. */
export interface StockRow {
  id: number;
  product_id: number;
  name: string;
  variant_ids: string | null;
  sku: string;
  price: number;
  current_stock: number;
}
/** status 0 = awaiting approval (counted in products.rating, not in cards' average). */
export interface ReviewRow {
  id: number;
  product_id: number;
  user_id: number;
  title: string;
  comment: string;
  rating: number;
  status: number;
  created_at: string;
}
export interface AttributeCategoryRow {
  attribute_id: number;
  category_id: number;
}

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
  attributeCategories: AttributeCategoryRow[];
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
  const own = (SHOPS_BY_TOP[topTitle] ?? [])
    .map((name) => sellers.find((s) => s.shop_name === name)?.id)
    .filter((id): id is number => !!id);
  return own.length && rng.chance(0.85) ? rng.pick(own) : rng.int(1, sellers.length);
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString();
}

interface Leaf {
  id: number;
  spec: LeafSpec;
  top: (typeof CATEGORY_TREE)[number];
}

function buildCategories(): { categories: CategoryRow[]; leaves: Leaf[] } {
  const categories: CategoryRow[] = [];
  const leaves: Leaf[] = [];
  let id = 0;
  CATEGORY_TREE.forEach((top, ti) => {
    const topId = ++id;
    categories.push({
      id: topId,
      parent_id: null,
      title: top.title,
      slug: slugify(top.title),
      icon: top.icon,
      position: ti,
      is_popular: ti < 8 ? 1 : 0,
      ordering: ti,
      has_banner: ti % 2,
    });
    const addChild = (spec: LeafSpec, parentId: number, pos: number) => {
      const cid = ++id;
      categories.push({
        id: cid,
        parent_id: parentId,
        title: spec.title,
        slug: slugify(spec.title),
        icon: null,
        position: pos,
        is_popular: 0,
        ordering: pos,
        has_banner: 0,
      });
      leaves.push({ id: cid, spec, top });
      spec.children?.forEach((g, gi) => addChild(g, cid, gi));
    };
    top.children.forEach((c, ci) => addChild(c, topId, ci));
  });
  return { categories, leaves };
}

function description(rng: Rng, name: string, categoryTitle: string): { short: string; html: string } {
  const feats = rng.sample(FEATURES, 4);
  const short = `<p>${name} — a ${categoryTitle.toLowerCase()} favourite. ${feats[0]}.</p>`;
  const html =
    `<p>The ${name} brings thoughtful design to your ${categoryTitle.toLowerCase()}. ${feats[0]}, and ${feats[1].toLowerCase()}.</p>` +
    `<ul>${feats.map((f) => `<li>${f}</li>`).join('')}</ul>` +
    `<p>Every order is packed with care and ships from the seller within two working days.</p>`;
  return { short, html };
}

/** One stock row per colour × value combination (values: one list per attribute, in attribute id order). */
function combinations(colourIds: number[], valueLists: number[][]): number[][] {
  let out: number[][] = colourIds.length ? colourIds.map((c) => [c]) : [[]];
  for (const list of valueLists) out = out.flatMap((prefix) => list.map((v) => [...prefix, v]));
  return out;
}

export function generateCatalog(opts: CatalogOptions): Catalog {
  const rng = createRng(opts.seed);
  // Extra columns come from their own stream so the names and prices above stay as they were.
  const extra = createRng(opts.seed ^ 0x5eed);
  const { categories, leaves } = buildCategories();
  const brands: BrandRow[] = BRAND_NAMES.map((title, i) => ({
    id: i + 1,
    title,
    slug: slugify(title),
    position: i,
    meta_title: `${title} | Official store`,
    meta_description: `Shop ${title} products.`,
  }));
  const brandId = new Map(brands.map((b) => [b.title, b.id]));
  const colors: ColorRow[] = COLORS.map((c, i) => ({ id: i + 1, ...c }));
  const colourId = new Map(colors.map((c) => [c.name, c.id]));
  const attributes: AttributeRow[] = [...ATTRIBUTES.map((a) => a.title), MATERIAL.title].map((title, i) => ({ id: i + 1, title }));
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
  const materialAttr = attributes.length;
  MATERIAL.values.forEach((value, pos) =>
    attributeValues.push({ id: attributeValues.length + 1, attribute_id: materialAttr, value, position: pos }),
  );
  const valueId = (attributeId: number, value: string) =>
    attributeValues.find((v) => v.attribute_id === attributeId && v.value === value)!.id;

  const sellers: SellerRow[] = SHOP_NAMES.map((shop_name, i) => {
    const tagline = rng.pick(TAGLINES);
    const rating = round2(3.6 + rng.next() * 1.4);
    const reviewsCount = rng.int(12, 480);
    const joinDate = isoDate(SEED_EPOCH - rng.int(60, 1400) * DAY_MS).slice(0, 10);
    return {
      id: i + 1,
      shop_name,
      slug: slugify(shop_name),
      tagline,
      rating,
      reviews_count: reviewsCount,
      join_date: joinDate,
      is_featured: i % 3 === 0 ? 1 : 0,
      is_express: i % 4 === 1 ? 1 : 0,
      total_sale: 0,
      user_id: 1000 + i + 1,
      created_at: `${joinDate}T10:00:00Z`,
    };
  });

  const products: ProductRow[] = [];
  const stocks: StockRow[] = [];
  const reviews: ReviewRow[] = [];
  const usedSlugs = new Set<string>(Object.values(SHOWCASE).map((s) => s.slug));
  const leafByTitle = new Map(leaves.map((l) => [l.spec.title, l]));

  for (let i = 0; i < opts.products; i++) {
    const id = i + 1;
    const show = SHOWCASE[id];
    const randomLeaf = leaves[(i * 7 + rng.int(0, leaves.length - 1)) % leaves.length];
    const leaf = show ? leafByTitle.get(show.leaf)! : randomLeaf;
    const spec = leaf.spec;
    const brandTitle = rng.pick(leaf.top.brands);
    const randomName = [brandTitle, rng.pick(ADJECTIVES), rng.pick(spec.nouns), rng.pick(MODELS)].filter(Boolean).join(' ');
    const name = show ? show.name : randomName;
    let slug = show ? show.slug : slugify(name);
    if (!show && usedSlugs.has(slug)) slug = `${slug}-${id}`;
    usedSlugs.add(slug);

    const randomPrice = nicePrice(rng, spec.price);
    const price = show ? show.price : randomPrice;
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
    // These once had their type left out. No more: 1.6.7 shows such a discount (its price accessor
    // reads a null type as a percentage) but its cart does not apply it
    // (test/contract/commerce/add-to-cart.json, null-discount-type). They keep the draws they had
    // (no flash-sale draw), so the seed's random sequence, and the demo data, stay as they were.
    const formerlyTypeless = discountType === 'percentage' && extra.chance(0.15);
    if (show) {
      discountType = show.type;
      discount = show.discount;
    }
    const window = discount > 0 && !show && extra.chance(0.2) ? EXPIRED_WINDOW : discount > 0 ? ACTIVE_WINDOW : null;
    const moq = show ? 1 : i % 17 === 4 || rng.chance(0.08) ? rng.int(2, 5) : 1;
    const outOfStock = !show && (i % 23 === 6 || rng.chance(0.05));
    const randomVariant = spec.variant !== 'none' && rng.chance(spec.variantShare ?? 0) ? 1 : 0;
    const hasVariant = show ? (show.colours || show.sizes ? 1 : 0) : randomVariant;
    const sku = `${leaf.top.code}-${String(id).padStart(5, '0')}`;

    let colorIds: number[] = [];
    let valueIds: number[] = [];
    let stock = show ? show.stock : outOfStock ? 0 : rng.int(moq, 240);
    if (hasVariant) {
      let valueLists: number[][] = [];
      let steps: Array<{ attrIndex: number; step: number }> = [];
      if (show) {
        colorIds = (show.colours ?? []).map((c) => colourId.get(c)!);
        valueLists = [(show.sizes ?? []).map((v) => valueId(1, v)), (show.materials ?? []).map((v) => valueId(materialAttr, v))].filter(
          (l) => l.length,
        );
      } else {
        const kindValues = valuesByKind.get(spec.variant);
        const wantColours = spec.variant === 'colour' || rng.chance(0.6);
        colorIds = wantColours ? rng.sample(colors, rng.int(2, 3)).map((c) => c.id) : [];
        const picked = kindValues ? rng.sample(kindValues.ids, rng.int(2, Math.min(4, kindValues.ids.length))) : [];
        if (picked.length) {
          valueLists = [picked];
          steps = [{ attrIndex: kindValues!.attrIndex, step: ATTRIBUTES[kindValues!.attrIndex].step }];
        }
      }
      valueIds = valueLists.flat();
      stock = 0;
      const combos = combinations(colorIds, valueLists);
      for (const [k, combo] of combos.entries()) {
        const names = combo.map((part, k) => (k === 0 && colorIds.length ? colors[part - 1].name : attributeValues[part - 1].value));
        let vPrice = price;
        const attrValue = combo.slice(colorIds.length)[0];
        if (steps.length && attrValue && steps[0].step > 0) {
          vPrice = Math.round(price * (1 + steps[0].step * attributeValues[attrValue - 1].position)) - (price % 1 ? 0.01 : 0);
        }
        // Showcase: a material surcharge (so variation_price is a range) and one sold-out combination.
        if (show && show.materials) vPrice = price + 6 * show.materials.indexOf(attributeValues[combo[combo.length - 1] - 1].value);
        const lastCombo = k === combos.length - 1;
        const s = show
          ? lastCombo
            ? 0
            : 10 + (combo.reduce((a, b) => a + b, 0) % 20)
          : outOfStock || rng.chance(0.15)
            ? 0
            : rng.int(moq, 40);
        stock += s;
        stocks.push({
          id: stocks.length + 1,
          product_id: id,
          name: names.join('-'),
          variant_ids: combo.join('-'),
          sku: `${sku}-${combo.join('-')}`,
          price: round2(vPrice),
          current_stock: s,
        });
      }
    } else {
      stocks.push({ id: stocks.length + 1, product_id: id, name: '', variant_ids: null, sku, price, current_stock: stock });
    }

    const nReviews = rng.chance(0.25) ? 0 : rng.int(1, 6);
    let ratingSum = 0;
    let approved = 0;
    const reviewers = rng.sample(opts.reviewerIds, nReviews);
    for (const userId of reviewers) {
      const r = rng.chance(0.55) ? 5 : rng.chance(0.6) ? 4 : rng.int(1, 3);
      const status = extra.chance(0.15) ? 0 : 1;
      ratingSum += r;
      approved += status;
      reviews.push({
        id: reviews.length + 1,
        product_id: id,
        user_id: userId,
        rating: r,
        status,
        title: rng.pick(REVIEW_TITLES[r]),
        comment: rng.pick(REVIEW_COMMENTS[r]),
        created_at: isoDate(SEED_EPOCH - rng.int(1, 300) * DAY_MS - rng.int(0, 86_000) * 1000),
      });
    }
    const categoryTitle = spec.title;
    const desc = description(rng, name, categoryTitle);
    const randomBrand = rng.chance(0.92) ? (brandId.get(brandTitle) ?? null) : null;
    const randomSeller = pickSeller(rng, sellers, leaf.top.title);
    const admin = id % 10 === 0;
    const flags = {
      todays_deal: rng.chance(0.08) ? 1 : 0,
      gift_idea: rng.chance(0.1) ? 1 : 0,
      business_idea: rng.chance(0.08) ? 1 : 0,
      is_flash: discountType && !(show ? show.formerlyTypeless : formerlyTypeless) && rng.chance(0.35) ? 1 : 0,
      total_sale: Math.floor(Math.pow(rng.next(), 3) * 2400),
    };
    const reward = rng.chance(0.3) ? rng.int(1, 20) * 5 : 0;
    const shippingDays = rng.int(2, 9);
    const createdAt = isoDate(SEED_EPOCH - (opts.products - i) * 3_600_000 * 3 - rng.int(0, 3_000) * 1000);
    // A few products the storefront must not list: unpublished, and awaiting approval.
    const status = !show && id % 29 === 0 ? 'unpublished' : 'published';
    const isApproved = !show && id % 31 === 0 ? 0 : 1;
    const visibility = extra.pick(['visible_with_quantity', 'visible_with_quantity', 'visible_with_text', 'hide_stock']);
    const video =
      show?.video ?? (extra.chance(0.1) ? (['youtube', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ'] as [string, string]) : null);
    products.push({
      id,
      slug,
      product_name: name,
      category_id: leaf.id,
      brand_id: show ? (show.brand ? (brandId.get(show.brand) ?? null) : null) : randomBrand,
      seller_id: admin || show?.admin ? null : randomSeller,
      price,
      special_discount_type: discountType,
      special_discount: discount,
      special_discount_start: window?.start ?? null,
      special_discount_end: window?.end ?? null,
      special_discount_check: window === ACTIVE_WINDOW ? discountedPrice(price, discountType ?? 'percentage', discount) : 0,
      stock_visibility: show ? 'visible_with_quantity' : visibility,
      video_provider: video?.[0] ?? null,
      video_url: video?.[1] ?? null,
      is_catalog: 0,
      is_classified: 0,
      external_link: null,
      status,
      is_approved: isApproved,
      unit: 'pc',
      tags: `${categoryTitle.toLowerCase()},${(brandTitle || 'generic').toLowerCase()}`,
      meta_title: name,
      meta_description: `Buy ${name} online.`,
      meta_keywords: `${categoryTitle.toLowerCase()},${slug.split('-')[0]}`,
      current_stock: stock,
      minimum_order_quantity: moq,
      has_variant: hasVariant,
      color_ids: colorIds,
      attribute_value_ids: valueIds,
      ...flags,
      ...(show ? { todays_deal: id === 2 ? 1 : 0 } : {}),
      rating: nReviews ? round2(ratingSum / nReviews) : 0,
      reviews_count: approved,
      reward,
      sku,
      short_description: desc.short,
      description: desc.html,
      estimated_shipping_days: shippingDays,
      created_at: createdAt,
    });
  }
  for (const p of products) if (p.seller_id) sellers[p.seller_id - 1].total_sale += p.total_sale;

  // Attributes belong to the categories whose products use them (and those categories' ancestors).
  const pairs = new Set<string>();
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  for (const p of products) {
    const attrs = new Set(p.attribute_value_ids.map((v) => attributeValues[v - 1].attribute_id));
    for (const a of attrs) {
      for (let c = categoryById.get(p.category_id); c; c = c.parent_id ? categoryById.get(c.parent_id) : undefined)
        pairs.add(`${a}:${c.id}`);
    }
  }
  const attributeCategories = [...pairs]
    .map((k) => k.split(':').map(Number))
    .map(([attribute_id, category_id]) => ({ attribute_id, category_id }))
    .sort((a, b) => a.attribute_id - b.attribute_id || a.category_id - b.category_id);
  return { categories, brands, colors, attributes, attributeValues, sellers, products, stocks, reviews, attributeCategories };
}
