/** Language files and the session's currency/locale choices. */
import { Hono } from 'hono';
import { DEFAULT_TEXTS } from '../../../src/lib/i18n/defaultTexts';
import type { AppEnv } from '../lib/context';
import { businessError } from '../lib/responses';
import { updateSession } from '../lib/session';
import { AR_TEXTS } from '../seed/lang/ar';
import { currencyOut, languageOut } from '../services/format';

/** Per-locale overrides; every locale is served as English + overrides, so new keys never go missing. */
export const TRANSLATIONS: Record<string, Record<string, string>> = { en: {}, ar: AR_TEXTS };

export function languageFile(locale: string): Record<string, string> | null {
  const overrides = TRANSLATIONS[locale];
  if (!overrides) return null;
  return { ...DEFAULT_TEXTS, ...overrides };
}

export function i18nRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/resources/lang/:file', async (c) => {
    const m = /^([a-zA-Z_-]{2,10})\.json$/.exec(c.req.param('file'));
    const data = await c.get('store').get();
    const locale = m?.[1];
    const known = locale && data.languages.some((l) => l.locale === locale);
    const body = known ? languageFile(locale) ?? languageFile('en') : null;
    if (!body) return c.json({ message: 'Not found' }, 404);
    c.header('Cache-Control', 'no-cache');
    return c.json(body);
  });

  r.get('/change/currency/:code', async (c) => {
    const data = await c.get('store').get();
    const code = c.req.param('code').toUpperCase();
    const currency = data.currencies.find((x) => x.code === code);
    if (!currency) return businessError(c, 'Currency not found');
    const { db } = c.get('deps');
    await updateSession(db, c.get('session').id, { currency_code: currency.code });
    const user = c.get('user');
    if (user) await db.query('UPDATE users SET currency_code = $1 WHERE id = $2', [currency.code, user.id]);
    return c.json({ success: 'Currency changed successfully', active_currency: currencyOut(currency) });
  });

  r.get('/change/locale/:locale', async (c) => {
    const data = await c.get('store').get();
    const language = data.languages.find((l) => l.locale === c.req.param('locale'));
    if (!language) return businessError(c, 'Language not found');
    const { db } = c.get('deps');
    await updateSession(db, c.get('session').id, { locale: language.locale });
    const user = c.get('user');
    if (user) await db.query('UPDATE users SET lang_code = $1 WHERE id = $2', [language.locale, user.id]);
    return c.json({ success: 'Language changed successfully', active_language: languageOut(language, c.get('base')) });
  });
  return r;
}
