/** Loader entry (IIFE): resolve the app entry next to this script and boot. */
import { boot, loaderSrc } from './boot';
import type { FirstScreen } from '../src/app/first-screen';

declare const __APP_ENTRY__: string;
/** Paths relative to this script, filled in by the build from the app's manifest. */
declare const __APP_PRELOAD__: string[];
declare const __SCREEN_PRELOAD__: Record<FirstScreen, string[]>;

try {
  const src = loaderSrc(document);
  const at = (path: string) => new URL(path, src).href;
  const script = document.currentScript as HTMLScriptElement | null;
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  boot(window, document, {
    appEntryUrl: at(__APP_ENTRY__),
    preload: {
      modules: __APP_PRELOAD__.map(at),
      screens: {
        home: __SCREEN_PRELOAD__.home.map(at),
        listing: __SCREEN_PRELOAD__.listing.map(at),
        product: __SCREEN_PRELOAD__.product.map(at),
      },
    },
    // The property: browsers hide a nonce attribute's value from the DOM once the page has loaded.
    nonce: (script && script.nonce) || (meta && meta.content) || undefined,
  });
} catch (e) {
  console.error('[storefront] ' + e);
}
