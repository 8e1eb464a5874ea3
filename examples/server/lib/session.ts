/**
 * Cookie sessions stored in the `sessions` table. The cookie holds only a random id;
 * the CSRF token, the signed-in user, the guest cart's walk-in trx id, currency,
 * locale and the guest compare list live in the row.
 *
 * The original's session keys map onto the row like this: `lang` → `locale` (set only by
 * change/locale, with a known language), `currency` → `currency_code`, which holds the currency
 * **id** as text (the column keeps its old name), `text_direction` → derived: the direction of
 * the session's language once change/locale has set one, else unset (settings say "ltl").
 */
import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../db/types';
import type { AppEnv, SessionRow, UserRow } from './context';

export const SESSION_COOKIE = 'storefront_session';
const MAX_AGE_SECONDS = 60 * 60 * 24 * 30;
const TOUCH_AFTER_MS = 5 * 60 * 1000;

export const randomToken = (bytes = 30) => randomBytes(bytes).toString('base64url');
export const newTrxId = () => randomBytes(12).toString('hex');

/** Paths that never need a session (static files, Pusher REST, the signed internal hook). */
export function isSessionless(path: string): boolean {
  return (
    /^\/(assets|images|uploads|apps|app|internal)(\/|$)/.test(path) ||
    path.startsWith('/resources/lang/') ||
    path === '/favicon.ico' ||
    // Browsers send CSP reports without a token (routes/csp-reports.ts); a session per report is waste.
    path === '/_dev/csp-reports'
  );
}

export async function createSession(db: Db, init: Partial<SessionRow> = {}): Promise<SessionRow> {
  const row = (
    await db.query<SessionRow>(
      `INSERT INTO sessions (id, csrf_token, user_id, currency_code, locale) VALUES ($1, $2, $3, $4, $5) RETURNING *`,
      [randomToken(), init.csrf_token ?? randomToken(), init.user_id ?? null, init.currency_code ?? null, init.locale ?? null],
    )
  ).rows[0];
  return row;
}

export async function loadUser(db: Db, id: number | null): Promise<UserRow | null> {
  if (!id) return null;
  return (await db.query<UserRow>('SELECT * FROM users WHERE id = $1 AND status = 1', [id])).rows[0] ?? null;
}

/**
 * `lifetime: 'browser'` leaves out Max-Age, so the cookie ends with the browser session: a sign-in
 * without "remember me". Guests and remembered sign-ins keep the cookie for 30 days.
 */
export function writeSessionCookie(c: Context, id: string, lifetime: 'long' | 'browser' = 'long'): void {
  setCookie(c, SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
    ...(lifetime === 'long' ? { maxAge: MAX_AGE_SECONDS } : {}),
  });
}

/** The session id in a raw Cookie header (a WebSocket upgrade, which passes no Hono context). */
export function sessionIdOfCookies(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}

export function sessionMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (isSessionless(c.req.path)) return next();
    const db = c.get('deps').db;
    const id = getCookie(c, SESSION_COOKIE);
    let session: SessionRow | undefined;
    if (id && id.length <= 100) {
      session = (await db.query<SessionRow>('SELECT * FROM sessions WHERE id = $1', [id])).rows[0];
    }
    if (!session) {
      session = await createSession(db);
      writeSessionCookie(c, session.id);
    } else if (Date.now() - new Date(session.updated_at).getTime() > TOUCH_AFTER_MS) {
      await db.query('UPDATE sessions SET updated_at = now() WHERE id = $1', [session.id]);
    }
    let user = await loadUser(db, session.user_id);
    if (session.user_id && !user) {
      await db.query('UPDATE sessions SET user_id = NULL WHERE id = $1', [session.id]);
      session.user_id = null;
      user = null;
    }
    c.set('session', session);
    c.set('user', user);
    await next();
  };
}

/** Gives the session a new id (after login), keeping its CSRF token and data. */
export async function rotateSessionId(
  c: Context<AppEnv>,
  userId: number | null,
  lifetime: 'long' | 'browser' = 'long',
): Promise<SessionRow> {
  const db = c.get('deps').db;
  const old = c.get('session');
  const newId = randomToken();
  const row = (
    await db.query<SessionRow>('UPDATE sessions SET id = $1, user_id = $2, updated_at = now() WHERE id = $3 RETURNING *', [
      newId,
      userId,
      old.id,
    ])
  ).rows[0];
  await db.query('UPDATE product_views SET session_id = $1 WHERE session_id = $2', [newId, old.id]);
  writeSessionCookie(c, newId, lifetime);
  c.set('session', row);
  return row;
}

export async function updateSession(
  db: Db,
  id: string,
  fields: Partial<Pick<SessionRow, 'walk_in_trx' | 'currency_code' | 'locale' | 'compare'>>,
): Promise<void> {
  const keys = Object.keys(fields) as Array<keyof typeof fields>;
  if (!keys.length) return;
  const sets = keys.map((k, i) => `${k} = $${i + 2}`);
  const values = keys.map((k) => (k === 'compare' ? JSON.stringify(fields[k]) : fields[k]));
  await db.query(`UPDATE sessions SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, [id, ...values]);
}

/** session('currency'): the chosen currency id, or null. */
export function sessionCurrencyId(session: Pick<SessionRow, 'currency_code'>): number | null {
  const id = Number.parseInt(session.currency_code ?? '', 10);
  return Number.isFinite(id) && id > 0 ? id : null;
}

export async function setSessionCurrency(db: Db, session: SessionRow, currencyId: number): Promise<void> {
  session.currency_code = String(currencyId);
  await updateSession(db, session.id, { currency_code: session.currency_code });
}

export async function setSessionLocale(db: Db, session: SessionRow, locale: string): Promise<void> {
  session.locale = locale;
  await updateSession(db, session.id, { locale });
}

/**
 * Flushes the session (logout): a new row and cookie with a new CSRF token, nothing carried over,
 * so currency and language fall back to the defaults as in the original.
 */
export async function flushSession(c: Context<AppEnv>): Promise<SessionRow> {
  const db = c.get('deps').db;
  const old = c.get('session');
  const fresh = await createSession(db);
  await db.query('DELETE FROM sessions WHERE id = $1', [old.id]);
  writeSessionCookie(c, fresh.id);
  c.set('session', fresh);
  c.set('user', null);
  return fresh;
}

/** Deletes guest sessions idle for 30 days (run at start). */
export async function pruneSessions(db: Db): Promise<void> {
  await db.query("DELETE FROM sessions WHERE updated_at < now() - interval '30 days'");
}
