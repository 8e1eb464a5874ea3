import { useMemo } from 'react';
import DOMPurify from 'dompurify';

/**
 * The only component that renders server HTML (product descriptions, static pages, blogs).
 * DOMPurify strips scripts, event handlers and javascript: URLs; links that leave the site open
 * in a new tab without handing it our window.
 */
export function sanitizeHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button'], FORBID_ATTR: ['style'] });
  const template = document.createElement('template');
  template.innerHTML = clean;
  template.content.querySelectorAll('a[href]').forEach((a) => {
    const href = a.getAttribute('href') ?? '';
    try {
      if (new URL(href, window.location.href).origin !== window.location.origin) {
        a.setAttribute('target', '_blank');
        a.setAttribute('rel', 'noopener noreferrer');
      }
    } catch {
      a.removeAttribute('href');
    }
  });
  return template.innerHTML;
}

export function SafeHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
