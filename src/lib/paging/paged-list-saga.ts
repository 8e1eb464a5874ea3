import { call, getContext, put, type ForkEffect } from 'redux-saga/effects';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Http } from '../http/client';
import { callApi } from '../saga/call-api';
import { failureMessage } from '../saga/failure-message';
import { reportError } from '../saga/report-error';
import { selectFrom } from '../saga/select-from';
import { takePerKey } from '../saga/take-per-key';
import type { PagedList, PagedListsActions } from './paged-lists';
import type { PageOf } from './read-page';

export interface PagedListSource<T extends { id: number }> {
  actions: PagedListsActions<T>;
  /** The list as the state holds it now (for the next page number). */
  select: (state: never, key: string) => PagedList<T> | null;
  /**
   * Reads one page of the list `key`. Anything else the answer carries (a campaign, a shop) the
   * feature puts itself from here, before returning the page.
   */
  fetchPage: (http: Http, key: string, page: number) => Promise<PageOf<T>>;
  /**
   * What else an answer brings (a campaign, a shop header): fetchPage returns it on the page
   * object (e.g. `{ ...readPage(...), campaign }`) and this turns it into the feature's action.
   */
  alsoLoaded?: (key: string, page: PageOf<T>) => UnknownAction | null;
  /**
   * The page "Load more" asks for; the one after the last loaded when left out. A list whose rows
   * can leave meanwhile (an unfollowed shop) counts the rows still shown against `list.perPage`.
   */
  nextPage?: (state: never, key: string, list: PagedList<T>) => number;
  /**
   * A failure the screen reads itself (the seller shop's "unknown shop" crash text): its raw words
   * are kept as the list's error instead of the shared wording. Null for every other failure.
   */
  keepWords?: (error: unknown) => string | null;
}

function* loadFirst<T extends { id: number }>(source: PagedListSource<T>, key: string, quiet: boolean) {
  try {
    // A quiet read (a header's count in the background) leaves the progress bar alone.
    const page: PageOf<T> = quiet
      ? yield call(source.fetchPage, (yield getContext('http')) as Http, key, 1)
      : yield* callApi(source.fetchPage, key, 1);
    const also = source.alsoLoaded?.(key, page);
    if (also) yield put(also);
    yield put(source.actions.firstPageLoaded({ key, page }));
  } catch (error) {
    // The one wording every error panel uses: the server's refusal, "could not reach", or "went wrong".
    const message = source.keepWords?.(error) ?? (yield* failureMessage(error));
    yield put(source.actions.firstPageFailed({ key, message }));
    yield call(reportError, error, { shownInline: true });
  }
}

function* loadMore<T extends { id: number }>(source: PagedListSource<T>, key: string) {
  const list = yield* selectFrom((state: never) => source.select(state, key));
  if (!list || !list.nextPageUrl) return;
  const next = source.nextPage ? yield* selectFrom((state: never) => source.nextPage!(state, key, list)) : list.page + 1;
  try {
    const page: PageOf<T> = yield* callApi(source.fetchPage, key, next);
    const also = source.alsoLoaded?.(key, page);
    if (also) yield put(also);
    yield put(source.actions.morePageLoaded({ key, page }));
  } catch (error) {
    yield put(source.actions.morePageFailed({ key }));
    yield call(reportError, error, { titleKey: 'Error' });
  }
}

/**
 * Watches `requested` and `moreRequested` of one paged-lists slice. Per key, one request at a
 * time: a second "Load more" while a page is on its way (the sentinel and the button both fire) is
 * dropped, so no page is asked for twice; so is a second `requested` while page 1 is on its way;
 * a `requested` while a further page loads cancels that and starts over.
 */
export function* watchPagedLists<T extends { id: number }>(source: PagedListSource<T>): Generator<ForkEffect, void, unknown> {
  const { requested, moreRequested } = source.actions;
  type Asked = { type: string; payload: { key: string; quiet?: boolean } };
  yield takePerKey<Asked, string>(
    [requested.type, moreRequested.type],
    (action) => action.payload.key,
    (action) =>
      action.type === requested.type
        ? loadFirst<T>(source, action.payload.key, action.payload.quiet === true)
        : loadMore<T>(source, action.payload.key),
    // Page 1 asked again while page 1 is on its way (React StrictMode runs a screen's effects
    // twice) is the same request: dropped. Asked while a further page loads, it replaces it.
    (action, running) => (action.type === requested.type && running.type !== requested.type ? 'latest' : 'leading'),
  );
}
