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

/** Any origin does: only the path matters; `.invalid` can never be a real host. */
const PATH_ORIGIN = 'https://x.invalid';
/** One leading slash, not followed by another slash or a backslash (browsers read `\` as `/`). */
const SINGLE_LEADING_SLASH = /^\/(?![/\\])/;

/** Decodes runs of %XX escapes that are valid UTF-8 and leaves any other `%` as it is (never throws). */
function decodeSafely(value: string): string {
  return value.replace(/(?:%[\da-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/** Decodes until nothing changes, so `%252e` is judged as the `.` it may become further on. */
function decodeFully(value: string): string {
  let current = value;
  for (let i = 0; i < 5; i += 1) {
    const next = decodeSafely(current);
    if (next === current) break;
    current = next;
  }
  return current;
}

/** Dot segments resolved, as a browser does (`/a/..//b` → `//b`); null when it is no path at all. */
function resolvedPath(value: string): string | null {
  try {
    const url = new URL(value, `${PATH_ORIGIN}/`);
    return url.origin === PATH_ORIGIN ? url.pathname : null;
  } catch {
    return null;
  }
}

/**
 * A path that stays a single-slash path on this site however often something along the way
 * decodes it and resolves its dot segments. Control characters and backslashes are out: URL
 * parsers drop the first and read the second as slashes.
 */
function isSinglePath(value: string): boolean {
  const decoded = decodeFully(value);
  const resolved = resolvedPath(decoded);
  return (
    SINGLE_LEADING_SLASH.test(value) &&
    SINGLE_LEADING_SLASH.test(decoded) &&
    !hasDroppedOrSlashLike(decoded) &&
    resolved !== null &&
    SINGLE_LEADING_SLASH.test(resolved)
  );
}

/** A backslash or a control character (tab, newline … DEL). */
function hasDroppedOrSlashLike(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code === 0x5c || code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Only a path on this site may be used as a return address: no `//evil`, `/\evil`, schemes, nor
 * paths that become `//evil` once dot segments are resolved (`/.//evil`, `/%2e//evil`). The
 * path is normalised as a browser would (decoded for the checks, dot segments resolved) and then
 * checked again, so what is returned is what the router will follow.
 */
export function safeReturnPath(value: unknown): string | null {
  // The query and fragment may hold anything; the path decides where the browser goes.
  if (typeof value !== 'string' || !isSinglePath(value.replace(/[?#][\s\S]*$/, ''))) return null;
  let url: URL;
  try {
    url = new URL(value, `${PATH_ORIGIN}/`);
  } catch {
    return null;
  }
  // Checked again once resolved: `/.//evil` and `/%2e//evil` only become `//evil` here.
  if (url.origin !== PATH_ORIGIN || !isSinglePath(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
