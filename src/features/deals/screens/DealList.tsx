import { useEffect, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { LoadMore } from '../../../components/LoadMore';
import { ScreenTitle } from '../../../components/ScreenTitle';
import type { DealKind, FlashProduct } from '../deals-api';
import { dealsRequested, moreDealsRequested, selectDealList } from '../deals-slice';

/**
 * A deal screen's frame: the title, page 1 afresh on each visit, the grid (rendered by the screen),
 * a polite status while the first page loads, and further pages appended ("Load more" and scroll).
 */
export function DealList({ kind, title, children }: { kind: DealKind; title: string; children: (items: FlashProduct[]) => ReactNode }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const list = useAppSelector((state) => selectDealList(state, kind));

  useEffect(() => {
    dispatch(dealsRequested({ key: kind }));
  }, [dispatch, kind]);

  const items = list?.items ?? [];
  let body;
  if (list?.status === 'failed' && items.length === 0) {
    body = <ErrorPanel message={list.error ?? undefined} onRetry={() => dispatch(dealsRequested({ key: kind }))} />;
  } else if (list?.status === 'succeeded' && items.length === 0) {
    body = <p className="sf-empty">{t('no_data_found')}</p>;
  } else {
    body = (
      <>
        {children(items)}
        <LoadMore list={list} onMore={() => dispatch(moreDealsRequested({ key: kind }))} />
      </>
    );
  }
  return (
    <section className="sf-deals" aria-busy={list?.status === 'loading' || undefined}>
      <ScreenTitle>{title}</ScreenTitle>
      <p className="sf-visually-hidden" role="status">
        {list?.status === 'loading' && items.length === 0 ? t('loading') : ''}
      </p>
      {body}
    </section>
  );
}
