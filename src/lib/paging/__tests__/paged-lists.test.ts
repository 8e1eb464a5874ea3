import { createPagedListsSlice, type PagedListsState } from '../paged-lists';
import type { PageOf } from '../read-page';

type Row = { id: number; name: string };
const { slice, selectList } = createPagedListsSlice<Row, 'rows'>('rows');
const { requested, moreRequested, firstPageLoaded, firstPageFailed, morePageLoaded, morePageFailed } = slice.actions;

const page = (n: number, ids: number[], next: boolean, total = 40): PageOf<Row> => ({
  items: ids.map((id) => ({ id, name: `row ${id}` })),
  page: n,
  lastPage: null,
  total,
  perPage: 3,
  nextPageUrl: next ? `https://shop.test/rows?page=${n + 1}` : null,
});
const run = (...actions: Parameters<typeof slice.reducer>[1][]) =>
  actions.reduce<PagedListsState<Row>>((state, action) => slice.reducer(state, action), slice.getInitialState());
const ids = (state: PagedListsState<Row>, key: string) => selectList(state, key)?.items.map((row) => row.id);

describe('paged lists', () => {
  test('lists made with resetOn are all forgotten on such an action (the shopper changed); others stay', () => {
    const personal = createPagedListsSlice<Row, 'mine'>('mine', { resetOn: (action) => action.type === 'session/logoutSucceeded' });
    const loaded = [
      personal.slice.actions.requested({ key: 'a' }),
      personal.slice.actions.firstPageLoaded({ key: 'a', page: page(1, [1], false) }),
    ];
    const before = loaded.reduce(personal.slice.reducer, personal.slice.getInitialState());
    expect(personal.selectList(before, 'a')?.items).toHaveLength(1);
    expect(personal.slice.reducer(before, { type: 'session/logoutSucceeded' })).toEqual({});
    expect(run(requested({ key: 'a' }), { type: 'session/logoutSucceeded' })).toHaveProperty('a');
  });

  test('a first page is kept in order, without an id twice', () => {
    const state = run(requested({ key: 'a' }), firstPageLoaded({ key: 'a', page: page(1, [5, 4, 5, 3], true) }));
    expect(ids(state, 'a')).toEqual([5, 4, 3]);
    expect(selectList(state, 'a')).toMatchObject({ page: 1, total: 40, status: 'succeeded', nextPageUrl: 'https://shop.test/rows?page=2' });
  });

  test('further pages are appended without the rows already shown; next_page_url decides whether there is more', () => {
    const state = run(
      requested({ key: 'a' }),
      firstPageLoaded({ key: 'a', page: page(1, [5, 4, 3], true) }),
      moreRequested({ key: 'a' }),
      morePageLoaded({ key: 'a', page: page(2, [3, 2, 1], false) }),
    );
    expect(ids(state, 'a')).toEqual([5, 4, 3, 2, 1]);
    expect(selectList(state, 'a')).toMatchObject({ page: 2, nextPageUrl: null, moreStatus: 'idle' });
  });

  test('each key keeps its own list', () => {
    const state = run(
      requested({ key: 'newest' }),
      firstPageLoaded({ key: 'newest', page: page(1, [1, 2], true) }),
      requested({ key: 'oldest' }),
      firstPageLoaded({ key: 'oldest', page: page(1, [9], false) }),
      morePageLoaded({ key: 'newest', page: page(2, [3], false) }),
    );
    expect(ids(state, 'newest')).toEqual([1, 2, 3]);
    expect(ids(state, 'oldest')).toEqual([9]);
    expect(selectList(state, 'unknown')).toBeNull();
  });

  test('asking again keeps the rows on screen while page 1 is read, then replaces them', () => {
    const loaded = run(requested({ key: 'a' }), firstPageLoaded({ key: 'a', page: page(1, [1, 2], true) }));
    const again = slice.reducer(loaded, requested({ key: 'a' }));
    expect(selectList(again, 'a')).toMatchObject({ status: 'loading', items: loaded.a.items });
    expect(ids(slice.reducer(again, firstPageLoaded({ key: 'a', page: page(1, [7], false) })), 'a')).toEqual([7]);
  });

  test('failures: the first page says why; a further page keeps the rows and can be asked again', () => {
    const first = run(requested({ key: 'a' }), firstPageFailed({ key: 'a', message: 'Gone' }));
    expect(selectList(first, 'a')).toMatchObject({ status: 'failed', error: 'Gone', items: [] });
    expect(selectList(run(requested({ key: 'a' }), firstPageFailed({ key: 'a', message: null })), 'a')?.error).toBe('');
    const more = run(
      requested({ key: 'a' }),
      firstPageLoaded({ key: 'a', page: page(1, [1], true) }),
      moreRequested({ key: 'a' }),
      morePageFailed({ key: 'a' }),
    );
    expect(selectList(more, 'a')).toMatchObject({ moreStatus: 'failed', status: 'succeeded', page: 1 });
    expect(ids(more, 'a')).toEqual([1]);
  });

  test('a page for a key never asked for is ignored', () => {
    expect(run(morePageLoaded({ key: 'x', page: page(2, [1], false) }))).toEqual({});
  });
});
