/**
 * Starts, beside the app entry, the GETs the first render waits for: the language file (the first
 * render is held until it is in, src/app/TextsGate.tsx) and, on the home page, the first home
 * sections (the first banners are the phone's largest paint). Without this they start only once
 * the entry has arrived and run. The app's HTTP client answers its first GET of the same URL with
 * this response (src/lib/http/early-answers.ts); one it does not use costs a request, nothing more.
 */
import type { EarlyAnswers, MountConfig } from '../src/contract';

export function earlyRequests(config: MountConfig, onHome: boolean, get: typeof fetch = fetch): EarlyAnswers {
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
  if (onHome) start(base + 'home/page?page=1', true);
  return early;
}
