import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { dataLink } from '../lib/links/data-link';

/** A link from data (banner, menu, setting): store paths route in the app, http(s) leave it, anything else renders unlinked. */
export function DataLinkTo({ url, className, label, children }: { url: unknown; className?: string; label?: string; children: ReactNode }) {
  const link = dataLink(url);
  if (!link) return <span className={className}>{children}</span>;
  if (link.kind === 'route')
    return (
      <Link to={link.to} className={className} aria-label={label}>
        {children}
      </Link>
    );
  return (
    <a href={link.href} className={className} aria-label={label} rel="noopener noreferrer">
      {children}
    </a>
  );
}
