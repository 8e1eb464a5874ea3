/**
 * Starts, while the app entry is on its way, what the first screen will need next: the entry's
 * shared chunk, and on the home page the home screen's chunks and its first slide (the page's
 * largest image). Without this each waits for the one before it to arrive and run
 * (entry → core → home chunk → image). Hints only: a failed or ignored one costs nothing.
 */
import type { MountConfig } from '../src/contract';
import type { FirstScreen } from '../src/app/first-screen';

export interface PreloadPlan {
  /** Absolute URLs of the chunks the entry imports statically. */
  modules: string[];
  /** Absolute URLs of the home screen's chunks. */
  homeModules: string[];
}

/** The first slide's image from the host's shell data, when it is an http(s) URL. */
export function heroImage(shell: MountConfig['shell'], base: string): string | null {
  const first: unknown = Array.isArray(shell.sliders) ? shell.sliders[0] : null;
  const src = first && typeof first == 'object' ? (first as { slider_bg_image?: unknown }).slider_bg_image : null;
  if (typeof src != 'string' || !src) return null;
  try {
    const url = new URL(src, base);
    return /^https?:$/.test(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Adds the hints; the home screen's chunks and first slide only when the page opens on the home.
 * Not for the listing or product screens: their dozen small chunks, fetched at once, took the
 * bandwidth the shared chunk needed and put their first paint back by ~0.5 s on a throttled phone
 * (4× CPU, 150 ms, 1.6 Mbps), while their data started early (loader/early.ts) still paid off.
 */
export function preload(
  doc: Document,
  config: MountConfig,
  plan: PreloadPlan,
  screen: FirstScreen | null,
  nonce: string | undefined,
): void {
  const hint = (href: string, as?: string) => {
    const link = doc.createElement('link');
    if (as) {
      link.rel = 'preload';
      link.setAttribute('as', as);
      link.setAttribute('fetchpriority', 'high');
    } else link.rel = 'modulepreload';
    link.href = href;
    if (nonce) link.nonce = nonce;
    doc.head.appendChild(link);
  };
  plan.modules.forEach((href) => hint(href));
  if (screen != 'home') return;
  plan.homeModules.forEach((href) => hint(href));
  const image = heroImage(config.shell, doc.baseURI);
  if (image) hint(image, 'image');
}
