/** Compare list (test/contract/lists/compare-list.json): no guard; a guest's list lives in the session, a user's in `compares`. */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../lib/context';
import { businessError, toInt } from '../lib/responses';
import { updateSession } from '../lib/session';
import { compareCount, compareItems, deleteCompare, insertCompare, productRow, selectedProduct } from '../services/lists';

async function setSessionCompare(c: Context<AppEnv>, ids: number[]): Promise<void> {
  const session = c.get('session');
  await updateSession(c.get('deps').db, session.id, { compare: ids });
  session.compare = ids;
}

export function compareRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/home/add-to-compare/:id', async (c) => {
    const { db } = c.get('deps');
    const user = c.get('user');
    const param = c.req.param('id') ?? '';
    const product = await productRow(db, toInt(param));
    if (!product) return businessError(c, 'Product not found');
    const shown = selectedProduct(product, c.get('base'), { thumbnail: true, status: true });
    if (user) {
      const compare = await insertCompare(db, user.id, product.id, param);
      return c.json({ compare, compare_list: await compareCount(db, user.id, []), product: shown, success: 'Added To Compare List' });
    }
    // `[$id => $id] + session('compare_list')`: keyed by id, so a guest cannot add a product twice.
    const ids = [product.id, ...(c.get('session').compare ?? []).filter((x) => x !== product.id)];
    await setSessionCompare(c, ids);
    return c.json({ compare_list: ids.length, product: shown, success: 'Added To Compare List' });
  });

  r.get('/home/remove-compare_product/:id', async (c) => {
    const { db } = c.get('deps');
    const user = c.get('user');
    const data = await c.get('store').get();
    const base = c.get('base');
    const id = toInt(c.req.param('id'));
    const product = await productRow(db, id);
    if (user) {
      if (!(await deleteCompare(db, user.id, id)) || !product) return businessError(c, 'Attempt to read property "product" on null');
      return c.json({
        // The original sends the full raw products row here; the stand-in sends the add answer's columns.
        product: selectedProduct(product, base, { thumbnail: true, status: true }),
        compare_list: await compareCount(db, user.id, []),
        products: await compareItems(db, data, base, user.id, []),
      });
    }
    const ids = (c.get('session').compare ?? []).filter((x) => x !== id);
    await setSessionCompare(c, ids);
    return c.json({
      compare_list: ids.length,
      product: product ? selectedProduct(product, base, { thumbnail: true, status: false }) : null,
      products: await compareItems(db, data, base, null, ids),
    });
  });

  r.get('/home/compare-list', async (c) => {
    const user = c.get('user');
    const items = await compareItems(
      c.get('deps').db,
      await c.get('store').get(),
      c.get('base'),
      user?.id ?? null,
      c.get('session').compare ?? [],
    );
    return c.json({ products: items });
  });

  return r;
}
