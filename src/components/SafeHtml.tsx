import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { useHref, useInRouterContext, useNavigate } from 'react-router-dom';

type Sanitize = (html: string) => string;
type StorePathOf = (event: MouseEvent, root: string) => string | null;

let sanitizer: Sanitize | null = null;
/** Loaded with the sanitiser (no server HTML, no links to follow before it). */
let storePathOf: StorePathOf | null = null;
let loading: Promise<Sanitize> | null = null;

/** Starts loading the sanitiser (screens that show server HTML call it early to avoid a flash). */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./sanitize-html').then(
    (m) => {
      storePathOf = m.storePathOf;
      return (sanitizer = m.sanitizeHtml);
    },
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

/** Server HTML whose links to store paths move within the app instead of reloading the page. */
function RoutedHtml({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const root = useHref('/');
  const onClick = (event: MouseEvent) => {
    const to = storePathOf?.(event, root) ?? null;
    if (to === null) return;
    event.preventDefault();
    navigate(to);
  };
  // The click handler only intercepts links, which stay keyboard-operable as links.
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * The only component that renders server HTML (product descriptions, footer texts, pages, blogs).
 * Until the sanitiser has loaded, or if it cannot load, it shows the plain text instead. Links to
 * store paths inside it are followed by the router.
 */
export function SafeHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  const inRouter = useInRouterContext();
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
  // Parsing builds a whole document: once per text, not on every render while the sanitiser loads.
  const text = useMemo(() => (clean === null ? textOf(html ?? '') : ''), [clean, html]);
  if (clean === null) return <div className={className}>{text}</div>;
  if (inRouter) return <RoutedHtml html={clean} className={className} />;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
