/**
 * The widget's stylesheets live in its shadow root, not in the page. Each CSS file is compiled
 * into the JavaScript chunk that imports it (scripts/rollup/plugins.mjs, `cssModules`), which
 * calls `registerStyles` when the chunk is evaluated: a screen's styles arrive with its chunk and
 * apply before it renders, with no extra request and no flash of unstyled content.
 *
 * Sheets are adopted as constructable stylesheets (one CSSStyleSheet shared by every mounted
 * widget); CSP `style-src` does not govern them. Browsers without `adoptedStyleSheets` (Firefox
 * < 101, Safari < 16.4) get a <style> element in the shadow root, with the page's nonce when it has
 * one (otherwise such a browser needs `'unsafe-inline'`).
 * Where there is no shadow DOM (main.ts), the <style> elements go into the marker instead.
 * Registration order is cascade order: base.css first (main.ts imports it before anything else).
 */

const registered: string[] = [];
/** The page's CSP nonce (MountConfig.nonce), for the <style> fallback. */
let nonce: string | undefined;

export function setStyleNonce(value: string | undefined): void {
  nonce = value;
}
/** The same nonce for the payment providers' script tags (features/payment/sdk/load-script.ts). */
export function pageNonce(): string | undefined {
  return nonce;
}
const constructed = new Map<string, CSSStyleSheet>();
/** A shadow root, or the marker itself where there is no shadow DOM (see main.ts). */
type Container = ShadowRoot | HTMLElement;
const roots = new Set<Container>();

const isShadowRoot = (node: Container): node is ShadowRoot => typeof ShadowRoot === 'function' && node instanceof ShadowRoot;

function canAdopt(root: Container): root is ShadowRoot {
  if (!isShadowRoot(root) || !('adoptedStyleSheets' in root) || typeof CSSStyleSheet !== 'function') return false;
  try {
    return typeof new CSSStyleSheet().replaceSync === 'function';
  } catch {
    return false;
  }
}

function apply(root: Container, css: string): void {
  if (canAdopt(root)) {
    let sheet = constructed.get(css);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      constructed.set(css, sheet);
    }
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  const style = root.ownerDocument.createElement('style');
  if (nonce) style.nonce = nonce;
  style.textContent = css;
  style.dataset.sfStyle = '';
  root.appendChild(style);
}

/** Called by each compiled CSS module when its chunk loads. */
export function registerStyles(css: string): void {
  if (registered.includes(css)) return;
  registered.push(css);
  roots.forEach((root) => apply(root, css));
}

/** Applies every stylesheet loaded so far, and every later one, to `root`; returns the undo. */
export function adoptStyles(root: Container): () => void {
  roots.add(root);
  registered.forEach((css) => apply(root, css));
  return () => {
    roots.delete(root);
    if (isShadowRoot(root) && 'adoptedStyleSheets' in root) root.adoptedStyleSheets = [];
    root.querySelectorAll('style[data-sf-style]').forEach((style) => style.remove());
  };
}
