/**
 * The loader's orchestration: marker → page config → app entry → mount, with
 * `window.Storefront` for integrators. Nothing in here throws into the host page.
 */
import { MARKER_SELECTOR } from '../src/contract';
import type { AppEntry, MountConfig, StorefrontHandle, Unmount } from '../src/contract';
import { readConfig } from './read-config';
import { importWithRetry, type Importer } from './import-with-retry';
import { hint, imageUrl, preload, type PreloadPlan } from './preload';
import { earlyRequests } from './early';
import { firstScreenOf } from '../src/app/first-screen';

export const ALERT_TEXT = 'Something went wrong with this script. Please contact the script author.';
export const FAILED_TEXT = 'The store could not be loaded.';

export interface BootOptions {
  /** Absolute URL of the app entry module. */
  appEntryUrl: string;
  /** What to fetch beside the entry (loader/preload.ts); nothing when absent. */
  preload?: PreloadPlan;
  /** The page's CSP nonce: for the hints' <link> elements and the app's <style> elements. */
  nonce?: string;
  importer?: Importer;
  /** For the early GETs (loader/early.ts); the window's fetch when absent. */
  get?: typeof fetch;
  timeoutMs?: number;
}

const PREFIX = '[storefront] ';
const log = (m: string) => console.error(PREFIX + m);
const message = (e: unknown) => String((e as Error | null)?.message || e);
const defaultImporter: Importer = (url) => import(/* webpackIgnore: true */ /* @vite-ignore */ url);

/** The loader script's own URL: currentScript, else the last `<script src*="loader">`, else the page. */
export function loaderSrc(doc: Document): string {
  const s = (doc.currentScript || [...doc.querySelectorAll('script[src*="loader"]')].pop()) as HTMLScriptElement | undefined;
  return (s && s.src) || doc.baseURI;
}

export function boot(win: Window, doc: Document, options: BootOptions): void {
  const w = win as Window & { Storefront?: StorefrontHandle };
  try {
    if (w.Storefront) {
      console.info(PREFIX + 'already loaded; ignoring this copy of the script');
      return;
    }
    let done = false;
    let unmountApp: Unmount | undefined;
    let settle!: (e?: Error) => void;
    const ready = new Promise<void>((res, rej) => (settle = (e) => (e ? rej(e) : res())));
    ready.catch(() => {});
    w.Storefront = {
      ready,
      unmount() {
        if (done) return;
        done = true;
        settle(new Error(PREFIX + 'unmounted before the app was mounted'));
        try {
          unmountApp?.();
        } catch (e) {
          log('the app failed to unmount: ' + message(e));
        }
        unmountApp = undefined;
      },
    };

    const el = doc.querySelector<HTMLElement>(MARKER_SELECTOR);
    if (!el) {
      settle(new Error(PREFIX + 'marker element missing'));
      win.alert(ALERT_TEXT);
      return;
    }
    const fail = (m: string) => {
      done = true;
      el.textContent = FAILED_TEXT;
      settle(new Error(PREFIX + m));
    };

    const { config, problems } = readConfig(doc);
    problems.forEach(log);
    if (!config) return fail('invalid page configuration');

    const url = options.appEntryUrl;
    let early: MountConfig['early'];
    if (options.preload) {
      try {
        const first = firstScreenOf(doc.location || { pathname: '', search: '' }, config);
        // The code's hints before the data: started the other way round, the home's chunks came
        // later and its Lighthouse TBT rose from 95–138 ms to 155–261 ms.
        preload(doc, config, options.preload, first && first.screen, options.nonce);
        const get = options.get || (typeof win.fetch == 'function' && win.fetch.bind(win));
        if (get) early = earlyRequests(config, first ? first.gets : [], get);
        // A listing's first card or a product's main image is named only by the screen's data: hint
        // it as soon as that answer is in, while the code is still on its way. A copy of the answer
        // is read, so the app still gets it whole.
        const image = first && first.image;
        const answer = image && early && early[image.from];
        if (answer)
          answer
            .then((r) => (r.ok ? r.clone().json() : null))
            .then((data) => {
              const src = imageUrl(image!.read(data), doc.baseURI);
              if (src) hint(doc, src, options.nonce, 'image');
            })
            .catch(() => {});
      } catch (e) {
        log('preloading failed: ' + message(e));
      }
    }
    importWithRetry(url, options.importer || defaultImporter, options.timeoutMs).then(
      (entry) =>
        // In a task of its own: the entry's evaluation and the app's setup made one task of about
        // 200 ms on a throttled phone (Lighthouse counts what passes 50 ms as blocking).
        setTimeout(() => {
          if (done) return;
          const mount = (entry as Partial<AppEntry> | null)?.mount;
          let m = `the app entry (${url}) does not export mount()`;
          try {
            if (typeof mount == 'function') {
              m = 'the app failed to mount: ';
              const u = mount(el, { ...config, nonce: options.nonce, early });
              unmountApp = typeof u == 'function' ? u : undefined;
              return settle();
            }
          } catch (e) {
            m += message(e);
          }
          log(m);
          fail(m);
        }, 0),
      (e) => {
        const m = `could not load the app (${url}): ${message(e)}`;
        if (!done) {
          log(m);
          fail(m);
        }
      },
    );
  } catch (e) {
    log('unexpected error: ' + message(e));
  }
}
