/**
 * Starts, while the app entry is on its way, what the first screen will need next: the entry's
 * shared chunk, the first screen's chunks, and on the home page its first slide (the page's
 * largest image). Without this each waits for the one before it to arrive and run
 * (entry → core → screen chunk → the chunks it imports → image). Hints only: a failed or ignored
 * one costs nothing.
 */
import type { MountConfig } from '../src/contract';
import type { FirstScreen } from '../src/app/first-screen';

export interface PreloadPlan {
  /** Absolute URLs of the chunks the entry imports statically. */
  modules: string[];
  /** Absolute URLs of each first screen's chunks beyond those. */
  screens: Record<FirstScreen, string[]>;
}

/** `src` as an absolute http(s) URL against `base`; null for anything else (data:, javascript:, junk). */
export function imageUrl(src: unknown, base: string): string | null {
  if (typeof src != 'string' || !src) return null;
  try {
    const url = new URL(src, base);
    return /^https?:$/.test(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** The first slide's image from the host's shell data, when it is an http(s) URL. */
export function heroImage(shell: MountConfig['shell'], base: string): string | null {
  const first: unknown = Array.isArray(shell.sliders) ? shell.sliders[0] : null;
  return imageUrl(first && typeof first == 'object' ? (first as { slider_bg_image?: unknown }).slider_bg_image : null, base);
}

/** A high-priority hint for a file the first screen needs: a module, or with `as`, that kind of file. */
export function hint(doc: Document, href: string, nonce: string | undefined, as?: string): void {
  const link = doc.createElement('link');
  if (as) {
    link.rel = 'preload';
    link.setAttribute('as', as);
    link.setAttribute('fetchpriority', 'high');
  } else link.rel = 'modulepreload';
  link.href = href;
  if (nonce) link.nonce = nonce;
  doc.head.appendChild(link);
}

/**
 * Adds the hints; a screen's chunks only when the page opens on it, the first slide only on the
 * home. A category or product page's chunks used to be a dozen small ones, and hinting them all at
 * once took the bandwidth the shared chunk needed; since the build groups each first screen into
 * two chunks (scripts/rollup/thin-entry.mjs), hinting them here moved those pages' largest paint
 * 0.3–0.6 s earlier in Lighthouse's phone model.
 */
export function preload(
  doc: Document,
  config: MountConfig,
  plan: PreloadPlan,
  screen: FirstScreen | null,
  nonce: string | undefined,
): void {
  plan.modules.forEach((href) => hint(doc, href, nonce));
  if (!screen) return;
  plan.screens[screen].forEach((href) => hint(doc, href, nonce));
  if (screen != 'home') return;
  const image = heroImage(config.shell, doc.baseURI);
  if (image) hint(doc, image, nonce, 'image');
}
