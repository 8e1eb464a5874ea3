import type { ReactNode } from 'react';
import { useT } from '../lib/hooks/shared-hooks';
import type { PagedList } from '../lib/paging/paged-lists';
import { ErrorPanel } from './ErrorPanel';
import { LoadMore } from './LoadMore';

interface Props<T> {
  list: PagedList<T> | null;
  /** The list's accessible name. */
  label: string;
  className: string;
  /** What to say when the server has nothing (after page 1 succeeded). */
  empty: ReactNode;
  onRetry: () => void;
  onMore: () => void;
  /** One `<li>` per row. */
  renderItem: (item: T, index: number) => ReactNode;
}

/**
 * A growing list's body, the same on every screen that pages with the paging kit: a status line
 * for screen readers ("Showing 24 of 45"), the first page's failure with a retry, the empty
 * message, or the rows and LoadMore. The using feature's texts carry `shown_of_total`.
 */
export function PagedListBody<T>({ list, label, className, empty, onRetry, onMore, renderItem }: Props<T>) {
  const t = useT();
  const items = list?.items ?? [];
  let body: ReactNode;
  if (list?.status === 'failed' && items.length === 0) body = <ErrorPanel message={list.error ?? undefined} onRetry={onRetry} />;
  else if (list?.status === 'succeeded' && items.length === 0) body = <p className="sf-empty">{empty}</p>;
  else
    body = (
      <>
        <ul className={className} aria-label={label}>
          {items.map(renderItem)}
        </ul>
        <LoadMore list={list} onMore={onMore} />
      </>
    );
  return (
    <>
      <p className="sf-visually-hidden" role="status">
        {list?.status === 'loading' && items.length === 0
          ? t('loading')
          : list?.status === 'succeeded' && list.total !== null && items.length > 0
            ? t('shown_of_total', { count: items.length, total: list.total })
            : ''}
      </p>
      {body}
    </>
  );
}
