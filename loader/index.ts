/** Loader entry (IIFE): resolve the app entry next to this script and boot. */
import { boot, loaderSrc } from './boot';

declare const __APP_ENTRY__: string;

try {
  boot(window, document, { appEntryUrl: new URL(__APP_ENTRY__, loaderSrc(document)).href });
} catch (e) {
  console.error('[storefront] ' + e);
}
