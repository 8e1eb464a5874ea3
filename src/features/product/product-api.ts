import type { Http } from '../../lib/http/client';
import { expectKeys } from '../../lib/http/expect';
import type { Id } from '../../types/common';
import type { Attribute, ProductStock, ViewedProduct } from '../../types/catalogue';
import type { ProductDetail } from './product-entities';
import { productDetailsGet } from './product-gets';

export interface ProductDetailsAnswer {
  product: ProductDetail;
  /** Bare attribute rows `{id, title}`; their values are in `product.attribute_values`. */
  attributes: Attribute[];
}

/**
 * home/product-details/{slug}. The original has no server route for the variant form of the
 * page, so `/product/:slug/:variant_slug` loads the product and preselects the variant itself.
 */
export async function getProductDetails(
  http: Http,
  slug: string,
  trxId: string,
  referralCode?: string | null,
): Promise<ProductDetailsAnswer> {
  const { url, params } = productDetailsGet(slug, trxId, referralCode);
  const { data } = await http.get(url, { params });
  const body = expectKeys<ProductDetailsAnswer>(data, ['product']);
  expectKeys(body.product, ['id', 'slug', 'product_name', 'price']);
  return { product: body.product, attributes: Array.isArray(body.attributes) ? body.attributes : [] };
}

/** Records a view for "recently viewed"; callers ignore its failures. */
/** Counts the view; the answer's `viewProduct` is the shopper's recently viewed list, or null when it has none. */
export async function recordProductView(http: Http, slug: string): Promise<ViewedProduct[] | null> {
  const { data } = await http.post('home/product-view', { product_slug: slug });
  const list = (data as { viewProduct?: unknown } | null)?.viewProduct;
  return Array.isArray(list) ? (list as ViewedProduct[]) : null;
}

export interface VariantAnswer {
  /** Empty string when that combination does not exist or is out of stock. */
  product_stock: ProductStock | '';
  msg?: string;
}

export interface VariantQuery {
  productId: Id;
  colorId: Id | '';
  /** attribute id → chosen value id */
  values: Record<string, Id>;
  /** The value chosen last. */
  selected: Id | null;
  trxId: string;
}

/**
 * find/products-variants. The backend reads `variant_ids` as an array indexed by attribute id
 * (holes become null and are dropped) and joins colour and values in that order into the stock
 * row's `variant_ids` key, so the array must be built by attribute id, not in display order.
 * 1.5.3 reads `attribute_ids` (by position, which sorts the same way since attributes come by id).
 */
export function variantRequestBody(query: VariantQuery): Record<string, unknown> {
  const byAttribute: Array<Id | null> = [];
  for (const [attributeId, valueId] of Object.entries(query.values)) byAttribute[Number(attributeId)] = valueId;
  return {
    color_id: query.colorId,
    product_id: query.productId,
    variant_ids: Array.from(byAttribute, (v) => v ?? null),
    // 1.5.3 reads the same list as `attribute_ids`; 1.6.7 ignores it.
    attribute_ids: Array.from(byAttribute, (v) => v ?? null),
    selected_variant: query.selected,
    trx_id: query.trxId,
  };
}

/**
 * find/variants (test/contract/catalogue/find-variants.json): the last option's value ids in stock
 * once the options before it are chosen (`values`: those, by attribute id, as find/products-variants
 * takes them). A number that is not a value of the product is simply not one.
 */
export async function findAllowedValues(http: Http, query: Pick<VariantQuery, 'productId' | 'colorId' | 'values'>): Promise<number[]> {
  const byAttribute: Array<Id | null> = [];
  for (const [attributeId, valueId] of Object.entries(query.values)) byAttribute[Number(attributeId)] = valueId;
  const { data } = await http.post('find/variants', {
    color_id: query.colorId,
    product_id: query.productId,
    variant_ids: Array.from(byAttribute, (v) => v ?? null),
  });
  const { variants } = expectKeys<{ variants: unknown }>(data, ['variants']);
  return Array.isArray(variants) ? variants.map(Number).filter(Number.isFinite) : [];
}

export async function findVariantStock(http: Http, query: VariantQuery): Promise<VariantAnswer> {
  const { data } = await http.post('find/products-variants', variantRequestBody(query));
  return expectKeys(data, ['product_stock']);
}
