import { useEffect, useMemo, useState } from 'react';

type Sanitize = (html: string) => string;

let sanitizer: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

/** Starts loading the sanitiser (screens that show server HTML call it early to avoid a flash). */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./sanitize-html').then(
    (m) => (sanitizer = m.sanitizeHtml),
    (error: unknown) => {
      loading = null; // a later render may try again
      throw error;
    },
  );
  return loading;
}

/** The words of an HTML fragment, parsed in an inert document (no scripts run, nothing loads). */
function textOf(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/**
 * The only component that renders server HTML (product descriptions, footer texts, pages, blogs).
 * Until the sanitiser has loaded, or if it cannot load, it shows the plain text instead.
 */
export function SafeHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  const [sanitize, setSanitize] = useState<Sanitize | null>(() => sanitizer);
  useEffect(() => {
    if (sanitize) return undefined;
    let live = true;
    loadSanitizer().then(
      (fn) => {
        if (live) setSanitize(() => fn);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [sanitize]);
  const clean = useMemo(() => (sanitize ? sanitize(html ?? '') : null), [sanitize, html]);
  if (clean === null) return <div className={className}>{textOf(html ?? '')}</div>;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
