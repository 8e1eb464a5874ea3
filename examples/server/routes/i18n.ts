/**
 * Language files (`resources/lang/{locale}.json`, a static file in the original) and the session's
 * currency and language choices (test/contract/session/{change-currency,change-locale}.json, test/contract/shell/{language-file,language-keywords}.json), and GET language/keywords.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';
import { businessError } from '../lib/responses';
import { setSessionCurrency, setSessionLocale } from '../lib/session';
import { languageFile } from '../seed/lang';
import { saveUserLanguage } from '../services/profile';
import { sessionLocale } from '../services/shell';
import { currencyOut, languageOut, USD_FALLBACK } from '../services/shell-format';

export function i18nRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/resources/lang/:file', (c) => {
    const m = /^([a-zA-Z_-]{2,10})\.json$/.exec(c.req.param('file'));
    const body = m ? languageFile(m[1]) : null;
    if (!body) return c.json({ message: 'Not found' }, 404);
    c.header('Cache-Control', 'no-cache');
    return c.json(body);
  });

  // 1.6.7 answers the locale code whose file exists (else "en") and the session's language row;
  // 1.5.3 sent the whole keyword map as `lang` (its SPA had no settings.lang_file).
  r.get('/language/keywords', async (c) => {
    const data = await c.get('store').get();
    const locale = sessionLocale(c.get('session'), data);
    const language = data.languages.find((l) => l.locale === locale);
    return c.json({ lang: languageFile(locale) ? locale : 'en', language: language ? languageOut(language, c.get('base')) : null });
  });

  // A known code (live exchange rates are not modelled) stores the currency id in the session.
  // An unknown one, including the SPA's "undefined", answers the USD object and changes nothing.
  r.get('/change/currency/:code', async (c) => {
    const data = await c.get('store').get();
    const code = c.req.param('code').toUpperCase(); // MySQL compares codes case-insensitively
    const currency = data.currencies.find((x) => x.code.toUpperCase() === code);
    if (!currency) return c.json({ active_currency: USD_FALLBACK });
    await setSessionCurrency(c.get('deps').db, c.get('session'), currency.id);
    return c.json({ active_currency: currencyOut(currency), success: 'Currency Changed Successfully' });
  });

  // Sets the session language, and with it the text direction the settings report; signed-in users
  // keep it in users.lang_code as well. The original also stores an unknown locale before failing;
  // we leave the session alone then, so the next page still has an active language.
  r.get('/change/locale/:locale', async (c) => {
    const data = await c.get('store').get();
    const language = data.languages.find((l) => l.locale === c.req.param('locale'));
    if (!language) return businessError(c, 'Attempt to read property "text_direction" on null');
    const { db } = c.get('deps');
    await setSessionLocale(db, c.get('session'), language.locale);
    const user = c.get('user');
    if (user) await saveUserLanguage(db, user.id, language.locale);
    return c.json({ active_language: languageOut(language, c.get('base')) });
  });
  return r;
}
