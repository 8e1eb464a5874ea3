import { Link } from 'react-router-dom';
import { useT } from '../lib/hooks/shared-hooks';
import './pagination.css';

/** Numbered pages as links (keyboard and back button work); `hrefFor` builds each page's URL. */
export function Pagination({ page, lastPage, hrefFor }: { page: number; lastPage: number; hrefFor: (page: number) => string }) {
  const t = useT();
  if (lastPage <= 1) return null;
  const pages = new Set([1, lastPage, page - 1, page, page + 1].filter((p) => p >= 1 && p <= lastPage));
  const sorted = [...pages].sort((a, b) => a - b);
  return (
    <nav className="sf-pagination" aria-label={t('page')}>
      {page > 1 && (
        <Link to={hrefFor(page - 1)} rel="prev">
          {t('previous')}
        </Link>
      )}
      {sorted.map((p, i) => (
        <span key={p} className="sf-pagination__item">
          {i > 0 && sorted[i - 1] !== p - 1 && <span aria-hidden="true">…</span>}
          {p === page ? (
            <span aria-current="page" className="sf-pagination__current">
              {p}
            </span>
          ) : (
            <Link to={hrefFor(p)} aria-label={t('page_number', { page: p })}>
              {p}
            </Link>
          )}
        </span>
      ))}
      {page < lastPage && (
        <Link to={hrefFor(page + 1)} rel="next">
          {t('next')}
        </Link>
      )}
    </nav>
  );
}
