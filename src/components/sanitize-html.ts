import DOMPurify from 'dompurify';
import type { MouseEvent } from 'react';

/**
 * DOMPurify strips scripts, event handlers and javascript: URLs; links that leave the site open
 * in a new tab without handing it our window. Loaded on demand by SafeHtml (it is ~9 KiB
 * gzipped, and the home load only needs it for the footer's short texts).
 */
export function sanitizeHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button'],
    FORBID_ATTR: ['style'],
  });
  const template = document.createElement('template');
  template.innerHTML = clean;
  template.content.querySelectorAll('a[href]').forEach((a) => {
    const href = a.getAttribute('href') ?? '';
    try {
      const url = new URL(href, window.location.href);
      // Links from data allow only http(s) (store paths resolve to http(s) too).
      if (!/^https?:$/.test(url.protocol)) a.removeAttribute('href');
      else if (url.origin !== window.location.origin) {
        a.setAttribute('target', '_blank');
        a.setAttribute('rel', 'noopener noreferrer');
      }
    } catch {
      a.removeAttribute('href');
    }
  });
  return template.innerHTML;
}

/** The store path a click on a link inside server HTML stands for, or null to let the browser follow it. */
export function storePathOf(event: MouseEvent, root: string): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const base = root.endsWith('/') ? root : `${root}/`;
  if (url.pathname !== root && !url.pathname.startsWith(base)) return null; // outside the app: a full page load
  return `/${url.pathname.slice(base.length)}${url.search}${url.hash}`;
}
