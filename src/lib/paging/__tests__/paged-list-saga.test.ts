import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { ApiError } from '../../http/api-error';
import type { Http } from '../../http/client';
import { workFinished, workStarted } from '../../saga/progress-actions';
import { watchPagedLists, type PagedListSource } from '../paged-list-saga';
import { createPagedListsSlice, type PagedListsState } from '../paged-lists';
import type { PageOf } from '../read-page';

type Row = { id: number };
const { slice, selectList } = createPagedListsSlice<Row, 'rows'>('rows');
const { requested, moreRequested } = slice.actions;

/** Answers the test lets go one by one, in the order asked. */
function heldPages() {
  const asked: Array<{ key: string; page: number; settle: (result: PageOf<Row> | Error) => void }> = [];
  const fetchPage = jest.fn(
    (_http: Http, key: string, page: number) =>
      new Promise<PageOf<Row>>((resolve, reject) => {
        asked.push({ key, page, settle: (result) => (result instanceof Error ? reject(result) : resolve(result)) });
      }),
  );
  return { asked, fetchPage };
}

const page = (n: number, ids: number[], next: boolean): PageOf<Row> => ({
  items: ids.map((id) => ({ id })),
  page: n,
  lastPage: null,
  total: 9,
  perPage: 3,
  nextPageUrl: next ? `https://shop.test/rows?page=${n + 1}` : null,
});

function startStore(
  fetchPage: (http: Http, key: string, page: number) => Promise<PageOf<Row>>,
  extra: Pick<PagedListSource<Row>, 'nextPage'> = {},
) {
  const saga = createSagaMiddleware({ context: { http: {} as Http } });
  const store = configureStore({
    reducer: {
      rows: slice.reducer,
      // The progress bar's count of requests under way.
      progress: (count: number = 0, action: { type: string }) =>
        action.type === workStarted.type ? count + 1 : action.type === workFinished.type ? count - 1 : count,
      i18n: (state: { keywords: Record<string, string> } = { keywords: LANG }) => state,
    },
    middleware: (defaults) => defaults({ thunk: false }).concat(saga),
  });
  const task = saga.run(watchPagedLists<Row>, {
    actions: slice.actions,
    select: (state: never, key: string) => selectList((state as { rows: PagedListsState<Row> }).rows, key),
    fetchPage,
    ...extra,
  });
  const list = (key: string) => selectList(store.getState().rows, key);
  return { store, task, list };
}

/** The backend's language file, as far as the failures need it. */
const LANG = { network_error: 'No connection (lang)', something_went_wrong: 'Went wrong (lang)' };

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('watchPagedLists', () => {
  test('pages come one after the other; a second "more" while one is on its way is dropped', async () => {
    const { asked, fetchPage } = heldPages();
    const { store, list, task } = startStore(fetchPage);
    store.dispatch(requested({ key: 'a' }));
    asked[0].settle(page(1, [1, 2, 3], true));
    await flush();
    store.dispatch(moreRequested({ key: 'a' }));
    store.dispatch(moreRequested({ key: 'a' }));
    expect(asked.map((a) => a.page)).toEqual([1, 2]);
    asked[1].settle(page(2, [3, 4], true));
    await flush();
    expect(list('a')?.items.map((row) => row.id)).toEqual([1, 2, 3, 4]);
    store.dispatch(moreRequested({ key: 'a' }));
    expect(asked.map((a) => a.page)).toEqual([1, 2, 3]);
    task.cancel();
  });

  test("a list may choose the next page itself, from its rows and the server's page size", async () => {
    const { asked, fetchPage } = heldPages();
    // As the followed shops do: rows that left the list shift the server's pages back.
    const { store, list, task } = startStore(fetchPage, {
      nextPage: (_state, _key, rows) => Math.floor((rows.items.length - 2) / rows.perPage!) + 1,
    });
    store.dispatch(requested({ key: 'a' }));
    asked[0].settle(page(1, [1, 2, 3], true));
    await flush();
    expect(list('a')?.perPage).toBe(3);
    store.dispatch(moreRequested({ key: 'a' }));
    expect(asked.map((a) => a.page)).toEqual([1, 1]);
    task.cancel();
  });

  test('no request for more when the server said there is none', async () => {
    const { asked, fetchPage } = heldPages();
    const { store, task } = startStore(fetchPage);
    store.dispatch(requested({ key: 'a' }));
    asked[0].settle(page(1, [1], false));
    await flush();
    store.dispatch(moreRequested({ key: 'a' }));
    expect(fetchPage).toHaveBeenCalledTimes(1);
    task.cancel();
  });

  test('page 1 asked twice while it is on its way (React StrictMode effects) is read once', async () => {
    const { asked, fetchPage } = heldPages();
    const { store, list, task } = startStore(fetchPage);
    store.dispatch(requested({ key: 'a' }));
    store.dispatch(requested({ key: 'a' }));
    expect(asked).toHaveLength(1);
    asked[0].settle(page(1, [1, 2], true));
    await flush();
    expect(list('a')).toMatchObject({ status: 'succeeded', items: [{ id: 1 }, { id: 2 }] });
    // Once it has come, asking again reads it afresh.
    store.dispatch(requested({ key: 'a' }));
    expect(asked).toHaveLength(2);
    task.cancel();
  });

  test('a new "requested" wins over a further page on its way', async () => {
    const { asked, fetchPage } = heldPages();
    const { store, list, task } = startStore(fetchPage);
    store.dispatch(requested({ key: 'a' }));
    asked[0].settle(page(1, [1, 2], true));
    await flush();
    store.dispatch(moreRequested({ key: 'a' }));
    store.dispatch(requested({ key: 'a' }));
    expect(asked.map((a) => a.page)).toEqual([1, 2, 1]);
    asked[2].settle(page(1, [8], false));
    await flush();
    asked[1].settle(page(2, [3], false));
    await flush();
    expect(list('a')?.items.map((row) => row.id)).toEqual([8]);
    expect(list('a')?.nextPageUrl).toBeNull();
    task.cancel();
  });

  test('keys load side by side', async () => {
    const { asked, fetchPage } = heldPages();
    const { store, list, task } = startStore(fetchPage);
    store.dispatch(requested({ key: 'a' }));
    store.dispatch(requested({ key: 'b' }));
    expect(asked.map((a) => a.key)).toEqual(['a', 'b']);
    asked[1].settle(page(1, [5], false));
    asked[0].settle(page(1, [1], false));
    await flush();
    expect([list('a')?.items, list('b')?.items]).toEqual([[{ id: 1 }], [{ id: 5 }]]);
    task.cancel();
  });

  test("a failed first page keeps the server's words; a failed further page can be asked again", async () => {
    const { asked, fetchPage } = heldPages();
    const { store, list, task } = startStore(fetchPage);
    store.dispatch(requested({ key: 'a' }));
    asked[0].settle(new ApiError('business', 'Shop closed'));
    await flush();
    expect(list('a')).toMatchObject({ status: 'failed', error: 'Shop closed' });
    store.dispatch(requested({ key: 'a' }));
    asked[1].settle(page(1, [1], true));
    await flush();
    store.dispatch(moreRequested({ key: 'a' }));
    asked[2].settle(new ApiError('network', 'offline'));
    await flush();
    expect(list('a')).toMatchObject({ moreStatus: 'failed', page: 1 });
    store.dispatch(moreRequested({ key: 'a' }));
    expect(asked.at(-1)?.page).toBe(2);
    task.cancel();
  });

  test('a quiet page 1 (a background count) leaves the progress bar alone; an asked one shows it', async () => {
    const { asked, fetchPage } = heldPages();
    const { store, list, task } = startStore(fetchPage);
    const progress = () => store.getState().progress;
    store.dispatch(requested({ key: 'a', quiet: true }));
    expect(progress()).toBe(0);
    asked[0].settle(page(1, [1], true));
    await flush();
    expect(list('a')?.items).toEqual([{ id: 1 }]);
    store.dispatch(requested({ key: 'b' }));
    expect(progress()).toBe(1);
    asked[1].settle(page(1, [2], false));
    await flush();
    expect(progress()).toBe(0);
    task.cancel();
  });

  test("a first page nothing answered says so in the language file's words, as every error panel does", async () => {
    const { asked, fetchPage } = heldPages();
    const { store, list, task } = startStore(fetchPage);
    store.dispatch(requested({ key: 'a' }));
    asked[0].settle(new ApiError('network', 'offline'));
    await flush();
    expect(list('a')).toMatchObject({ status: 'failed', error: 'No connection (lang)' });
    store.dispatch(requested({ key: 'a' }));
    asked[1].settle(new ApiError('http', 'Server Error'));
    await flush();
    expect(list('a')).toMatchObject({ status: 'failed', error: 'Went wrong (lang)' });
    task.cancel();
  });
});
