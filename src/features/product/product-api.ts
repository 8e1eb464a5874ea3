import type { Http } from '../../lib/http/client';
import { expectKeys } from '../../lib/http/expect';
import type { Attribute, Id, ProductDetail, ProductStock } from '../../types/entities';

export interface ProductDetailsAnswer {
  product: ProductDetail;
  attributes: Attribute[];
}

export async function getProductDetails(http: Http, slug: string, variantSlug: string | null, trxId: string): Promise<ProductDetailsAnswer> {
  const path = `home/product-details/${encodeURIComponent(slug)}${variantSlug ? `/${encodeURIComponent(variantSlug)}` : ''}`;
  const { data } = await http.get(path, { params: trxId ? { trx_id: trxId } : {} });
  const body = expectKeys<ProductDetailsAnswer>(data, ['product']);
  expectKeys(body.product, ['id', 'slug', 'product_name']);
  return { product: body.product, attributes: Array.isArray(body.attributes) ? body.attributes : [] };
}

/** Records a view for "recently viewed"; callers ignore its failures (spec §8). */
export async function recordProductView(http: Http, slug: string): Promise<void> {
  await http.post('home/product-view', { product_slug: slug });
}

export interface VariantAnswer {
  /** Empty string from the backend when that combination is out of stock. */
  product_stock: ProductStock | '';
  msg?: string;
  images?: { image_72x72?: string; image_320x320?: string };
}

export async function findVariantStock(http: Http, input: { productId: Id; valueIds: Id[]; colorId: Id | ''; trxId: string }): Promise<VariantAnswer> {
  const { data } = await http.post('find/products-variants', {
    product_id: input.productId,
    variant_ids: input.valueIds,
    color_id: input.colorId,
    trx_id: input.trxId,
  });
  return expectKeys(data, ['product_stock']);
}
