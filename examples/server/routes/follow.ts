/** Followed shops (test/contract/lists/{follow-shop,remove-followed,followed-sellers}.json): all behind loginCheck. */
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';
import { loginCheck } from '../lib/login-check';
import { pageParams } from '../lib/paginate';
import { businessError, toInt } from '../lib/responses';
import { followedSellersPage, followShop, unfollowShop } from '../services/follow';

export function followRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const auth = loginCheck();

  r.get('/user/follow-shop', auth, async (c) => {
    const ok = await followShop(c.get('deps').db, c.get('user')!.id, toInt(c.req.query('id') ?? ''));
    // A literal in the original (not translated).
    return ok ? c.json({ success: 'Added Successfully' }) : businessError(c, 'Shop not found');
  });

  r.get('/user/remove-followed', auth, async (c) =>
    c.json({ follower: await unfollowShop(c.get('deps').db, c.get('user')!.id, toInt(c.req.query('id') ?? '')) }),
  );

  r.get('/user/followed-sellers', auth, async (c) => {
    const { page } = pageParams({ page: c.req.query('page') }, 12);
    return c.json({ sellers: await followedSellersPage(c.get('deps').db, c.get('base'), c.get('user')!.id, page, c.req.url) });
  });

  return r;
}
