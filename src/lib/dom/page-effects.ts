/** DOM effects of a navigation, called from the shell saga. */

export function setDocumentTitle(title: string): void {
  document.title = title;
}

/**
 * Scrolls the widget's top into view after an in-widget navigation, so the new screen is seen
 * from its start. Not the window's top: the host page may have its own content above the widget.
 * Nothing moves while the widget's top is on screen or below it (the shopper is looking at it).
 * A host with a sticky header can give the widget's element a `scroll-margin-top`.
 */
export function revealWidgetTop(root: HTMLElement): void {
  if (typeof root.scrollIntoView !== 'function' || root.getBoundingClientRect().top >= 0) return;
  // 'instant' rather than 'auto', so that a host's `scroll-behavior: smooth` cannot animate it either.
  const behavior: ScrollBehavior = prefersReducedMotion() ? 'instant' : 'smooth';
  try {
    root.scrollIntoView({ block: 'start', behavior });
  } catch {
    // Browsers that predate 'instant' reject it as an unknown enum value.
    root.scrollIntoView(true);
  }
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Moves keyboard and screen-reader focus to the new screen's heading (or its main region), so a
 * keyboard user does not stay on the link they just activated in the old screen. Which
 * navigations call it is decided in navigation-moves.ts. `preventScroll`: scrolling is
 * revealWidgetTop's business, or the browser's on back/forward.
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
