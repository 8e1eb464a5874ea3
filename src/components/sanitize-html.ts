import DOMPurify from 'dompurify';

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
