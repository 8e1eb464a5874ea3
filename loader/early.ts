/**
 * Starts, beside the app entry, the GETs the first render waits for: the language file (the first
 * render is held until it is in, src/app/TextsGate.tsx) and the first screen's own data on the
 * pages a shopper usually lands on (src/app/first-screen.ts): the home sections, a category's
 * products and filters, a product's details. Without this they start only once the entry and the
 * screen's chunk have arrived and run. The app's HTTP client answers its first GET of the same URL
 * with this response (src/lib/http/early-answers.ts); one it does not use costs a request, nothing more.
 */
import type { EarlyAnswers, MountConfig } from '../src/contract';

export function earlyRequests(config: MountConfig, screenGets: string[], get: typeof fetch = fetch): EarlyAnswers {
  const early: EarlyAnswers = {};
  const base = config.baseUrl + '/';
  // The app's client sends the session's headers and cookies only under the page's own base URL
  // (never to a language file's CDN): so do these.
  const start = (url: string, own?: boolean) => {
    const headers = { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': config.token, Authorization: config.token };
    const answer = (early[url] = get(url, own ? { headers, credentials: 'include' } : {}));
    answer.catch(() => {});
  };
  const shell = config.shell;
  const settings = (shell.settings_data || shell.settings) as { lang_file?: unknown } | undefined;
  const file = settings && settings.lang_file;
  if (typeof file == 'string' && file) {
    const url = new URL(file, base);
    if (/^https?:$/.test(url.protocol)) start(url.href);
  } else start(base + 'language/keywords', true); // 1.5.3: the keyword map comes from the API
  // Built from config.baseUrl (src/app/first-screen.ts), so they are the shop's own API.
  screenGets.forEach((url) => start(url, true));
  return early;
}
