/** login, logout (commerce.md §3.3), home/check-auth. */
import { Hono } from 'hono';
import type { AppEnv, UserRow } from '../lib/context';
import { loginCheck } from '../lib/login-check';
import { verifyPassword } from '../lib/password';
import { businessError, readBody, validationError } from '../lib/responses';
import { flushSession, rotateSessionId } from '../lib/session';
import { cartLines, mergeGuestCart } from '../services/cart';
import { addOns } from '../services/shell';
import { userOut } from '../services/shell-format';

export function authRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.post('/login', async (c) => {
    const body = await readBody(c);
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const errors: Record<string, string[]> = {};
    if (!email) errors.email = ['The email field is required.'];
    if (!password) errors.password = ['The password field is required.'];
    if (Object.keys(errors).length) return validationError(c, errors);

    const { db } = c.get('deps');
    const user = (await db.query<UserRow>('SELECT * FROM users WHERE lower(email) = $1', [email])).rows[0];
    if (!user || !(await verifyPassword(password, user.password_hash))) return businessError(c, 'Invalid credentials');
    if (user.status !== 1) return businessError(c, 'Your account is not active');

    const session = c.get('session');
    await mergeGuestCart(db, session, user);
    // Guest compare list joins the account's.
    for (const productId of session.compare ?? []) {
      await db.query('INSERT INTO compares (user_id, product_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [user.id, productId]);
    }
    await db.query("UPDATE sessions SET compare = '[]' WHERE id = $1", [session.id]);
    if (session.currency_code && !user.currency_code) {
      await db.query('UPDATE users SET currency_code = $1 WHERE id = $2', [session.currency_code, user.id]);
    }
    await rotateSessionId(c, user.id);
    c.set('user', user);

    const wishlists = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM wishlists WHERE user_id = $1', [user.id])).rows[0].n;
    const compare = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM compares WHERE user_id = $1', [user.id])).rows[0].n;
    const carts = await cartLines(db, c.get('base'), { userId: user.id, trx: user.cart_trx });
    const affiliate = addOns(await c.get('store').get()).includes('affiliate');
    return c.json({
      success: 'Login successfully',
      user: userOut(user, c.get('base'), { affiliate }),
      wishlists,
      compare_list: compare,
      carts,
    });
  });

  // Behind loginCheck (a guest gets 302 → /login). The session is flushed and regenerated; the new
  // CSRF token comes back for the page's #token field.
  r.get('/logout', loginCheck(), async (c) => {
    const fresh = await flushSession(c);
    return c.json({ success: 'Logout successfully', token: fresh.csrf_token });
  });

  r.get('/home/check-auth', async (c) => {
    const user = c.get('user');
    if (!user) return c.json({ error: 'unauthenticated' });
    const affiliate = addOns(await c.get('store').get()).includes('affiliate');
    return c.json({ user: userOut(user, c.get('base'), { affiliate }), reward: { rewards: 0 }, download_urls: false });
  });
  return r;
}
