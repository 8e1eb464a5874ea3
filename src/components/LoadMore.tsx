import { useEffect, useRef } from 'react';
import { useT } from '../lib/hooks/shared-hooks';
import type { PagedList } from '../lib/paging/paged-lists';

/**
 * The end of a growing list: further pages load as the shopper scrolls near it (infinite scroll),
 * and the "Load more" button stays as the keyboard and screen-reader way to the same thing (and
 * the way when IntersectionObserver is missing). The sentinel and the button may both fire; the
 * paged-list watcher drops a second request while one is on its way. (`load_more` is a core text:
 * the home's sections end with the same button.)
 */
export function LoadMore({ list, onMore, auto = true }: { list: PagedList<unknown> | null; onMore: () => void; auto?: boolean }) {
  const t = useT();
  const sentinel = useRef<HTMLDivElement>(null);
  const hasMore = !!list?.nextPageUrl && list.status === 'succeeded';
  const busy = list?.moreStatus === 'loading';
  const failed = list?.moreStatus === 'failed';
  const onMoreRef = useRef(onMore);
  useEffect(() => {
    onMoreRef.current = onMore;
  });

  useEffect(() => {
    const node = sentinel.current;
    // After a failure the shopper decides (the button): no retry loop while the sentinel is in view.
    if (!auto || !node || !hasMore || failed || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onMoreRef.current();
      },
      { rootMargin: '400px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [auto, hasMore, failed, list?.page]);

  if (!hasMore) return null;
  return (
    <div className="sf-load-more" ref={sentinel}>
      <button type="button" className="sf-button" onClick={onMore} disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('loading') : failed ? t('try_again') : t('load_more')}
      </button>
    </div>
  );
}
