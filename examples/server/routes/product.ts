/** Product page: details, variant lookup, views, recently viewed (reviews: routes/reviews.ts). */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../lib/context';
import { readBody, toInt } from '../lib/responses';
import { recordClick } from '../services/affiliate';
import { addOns } from '../services/shell';
import { findVariant, productById, productDetail, recordView, viewedProducts, type Viewer } from '../services/products';
import { allowedVariantValues } from '../services/allowed-variants';

/** The cart `trx_id` the SPA sends ('' without a cart; the quick view sends the string "undefined"). */
function trxParam(v: unknown): string | null {
  return typeof v === 'string' && v !== '' && v !== 'undefined' ? v : null;
}

/** Guests are recorded by session (the original writes user 0, which its users FK rejects). */
const viewer = (c: Context<AppEnv>): Viewer => ({ userId: c.get('user')?.id ?? null, sessionId: c.get('session').id });

export function productRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/home/product-details/:slug', async (c) => {
    const data = await c.get('store').get();
    const result = await productDetail(c.get('deps').db, data, {
      slug: c.req.param('slug'),
      trxId: trxParam(c.req.query('trx_id')),
      userId: c.get('user')?.id ?? null,
      base: c.get('base'),
    });
    if (!result) return c.json({ message: 'Product not found' }, 404);
    // The affiliate link's click (the original's intended hook, never wired there).
    const code = c.req.query('referral_code');
    const productId = Number((result as { product?: { id?: unknown } }).product?.id);
    if (code && Number.isInteger(productId) && addOns(data).includes('affiliate')) {
      await recordClick(c.get('deps').db, {
        sessionId: c.get('session').id,
        viewerId: c.get('user')?.id ?? null,
        code,
        productId,
      });
    }
    return c.json(result);
  });

  r.post('/find/products-variants', async (c) => {
    const body = await readBody(c);
    // 1.5.3 named the list attribute_ids.
    const list = body.variant_ids ?? body.attribute_ids;
    if (!Array.isArray(list) && (list === null || typeof list !== 'object')) {
      return c.json({
        error: `array_filter(): Argument #1 ($array) must be of type array, ${list === undefined || list === null ? 'null' : typeof list} given`,
      });
    }
    const { db } = c.get('deps');
    const values = Array.isArray(list) ? list : Object.values(list as Record<string, unknown>);
    const colorId = body.color_id === undefined || body.color_id === null ? null : String(body.color_id);
    const product = await productById(db, toInt(body.product_id));
    return c.json(
      await findVariant(db, c.get('base'), product, {
        productId: toInt(body.product_id),
        colorId,
        variantIds: values,
        trxId: trxParam(body.trx_id),
      }),
    );
  });

  // The last option's values in stock, given the ones chosen before it (services/allowed-variants.ts).
  r.post('/find/variants', async (c) => {
    const body = await readBody(c);
    const list = body.variant_ids;
    if (!Array.isArray(list) && (list === null || typeof list !== 'object')) {
      return c.json({
        error: `array_filter(): Argument #1 ($array) must be of type array, ${list === undefined || list === null ? 'null' : typeof list} given`,
      });
    }
    const values = Array.isArray(list) ? list : Object.values(list as Record<string, unknown>);
    return c.json({ variants: await allowedVariantValues(c.get('deps').db, toInt(body.product_id), body.color_id, values) });
  });

  r.post('/home/product-view', async (c) => {
    const body = await readBody(c);
    const { db } = c.get('deps');
    const ok = await recordView(db, typeof body.product_slug === 'string' ? body.product_slug : '', viewer(c));
    return c.json({ products: ok, viewProduct: await viewedProducts(db, c.get('base'), viewer(c)) });
  });

  r.get('/viewed-products', async (c) => c.json({ viewed_products: await viewedProducts(c.get('deps').db, c.get('base'), viewer(c)) }));

  return r;
}
