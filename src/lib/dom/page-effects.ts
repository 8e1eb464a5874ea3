/** DOM effects of a navigation, called from the shell saga. */

export function setDocumentTitle(title: string): void {
  document.title = title;
}

export function scrollToTop(): void {
  try {
    window.scrollTo({ top: 0, left: 0 });
  } catch {
    // jsdom and very old browsers: scrolling is cosmetic.
  }
}

/**
 * Moves keyboard and screen-reader focus to the new screen's main region, so a keyboard
 * user does not stay on the link they just activated in the old screen.
 */
export function focusMain(root: HTMLElement): void {
  const target = root.querySelector<HTMLElement>('[data-sf-focus-target]') ?? root.querySelector<HTMLElement>('main');
  target?.focus({ preventScroll: true });
}

/** GA4 page_view into the host's dataLayer, only when the host page set one up. */
export function reportPageView(path: string, title: string): void {
  const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer;
  if (!Array.isArray(layer)) return;
  layer.push({ event: 'page_view', page_path: path, page_location: window.location.href, page_title: title });
}

/** Only same-origin paths may be used as a return address (no `//evil`, no schemes). */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  try {
    const url = new URL(value, window.location.origin);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
