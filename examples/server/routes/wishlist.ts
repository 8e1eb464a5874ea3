/** Wishlist (test/contract/lists/{add-to-wishlist,remove-wishlist-product,wishlists}.json): add and remove behind loginCheck; the list answers guests with an empty page. */
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';
import { loginCheck } from '../lib/login-check';
import { pageParams } from '../lib/paginate';
import { businessError, toInt } from '../lib/responses';
import { addToWishlist, removeFromWishlist, wishlistPage } from '../services/lists';

export function wishlistRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const auth = loginCheck();

  r.get('/user/add-to-wishlist/:id', auth, async (c) => {
    const param = c.req.param('id') ?? '';
    const out = await addToWishlist(c.get('deps').db, c.get('base'), c.get('user')!.id, toInt(param), param);
    // The original inserts, then fails on the missing product (HTTP 500); here nothing is written.
    return out ? c.json(out) : businessError(c, 'Attempt to read property "product_id" on null');
  });

  r.get('/user/remove-wishlist-product/:id', auth, async (c) =>
    c.json(await removeFromWishlist(c.get('deps').db, c.get('user')!.id, toInt(c.req.param('id')))),
  );

  // Two routes declare this path in the original; the later one, outside loginCheck, wins.
  r.get('/user/wishlists', async (c) => {
    const { page } = pageParams({ page: c.req.query('page') }, 10);
    return c.json({ wishlist: await wishlistPage(c.get('deps').db, c.get('base'), c.get('user')?.id ?? null, page, c.req.url) });
  });

  return r;
}
