/**
 * Starts, while the app entry is on its way, what the first screen will need next: the entry's
 * shared chunk, and on the home page the home screen's chunks and its first slide (the page's
 * largest image). Without this each waits for the one before it to arrive and run
 * (entry → core → home chunk → image). Hints only: a failed or ignored one costs nothing.
 */
import type { MountConfig } from '../src/contract';

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

/** Adds the hints; true when the page is the store's home (its chunks and first slide were hinted). */
export function preload(doc: Document, config: MountConfig, plan: PreloadPlan, nonce: string | undefined): boolean {
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
  const path = doc.location ? doc.location.pathname.replace(/\/+$/, '') : null;
  if (path !== config.appPath) return false;
  plan.homeModules.forEach((href) => hint(href));
  const image = heroImage(config.shell, doc.baseURI);
  if (image) hint(image, 'image');
  return true;
}
