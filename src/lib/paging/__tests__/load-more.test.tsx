import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createAppStore } from '../../../app/store';
import type { SagaContext } from '../../../app/saga-context';
import { LoadMore } from '../../../components/LoadMore';
import { createHttpClient } from '../../http/client';
import { createPageToken } from '../../http/page-token';
import { createNoticeChannel } from '../../notices/notice-channel';
import { useBackend } from '../../../../test/unit/support/backend';
import { shell } from '../../../../test/unit/support/fixtures';
import { emptyPagedList, type PagedList } from '../paged-lists';

// The app store's boot sagas may ask the backend for something: the fixtures answer.
useBackend();

const stops: Array<() => void> = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

function renderLoadMore(list: PagedList<unknown> | null, onMore = jest.fn()) {
  const token = createPageToken('t', null);
  const context: SagaContext = {
    http: createHttpClient({ baseUrl: 'http://shop.test', token }),
    token,
    notices: createNoticeChannel(),
    navigate: jest.fn(),
    root: document.body,
    realtime: null,
  };
  const { store, stop } = createAppStore(shell(), context);
  stops.push(stop);
  const view = render(
    <Provider store={store}>
      <LoadMore list={list} onMore={onMore} />
    </Provider>,
  );
  const rerender = (next: PagedList<unknown> | null) =>
    view.rerender(
      <Provider store={store}>
        <LoadMore list={next} onMore={onMore} />
      </Provider>,
    );
  return { onMore, rerender };
}

const loaded = (over: Partial<PagedList<unknown>> = {}): PagedList<unknown> => ({
  ...emptyPagedList<unknown>(),
  items: [{ id: 1 }],
  page: 1,
  status: 'succeeded',
  nextPageUrl: 'https://shop.test/rows?page=2',
  ...over,
});

describe('LoadMore', () => {
  test('the button asks for more', async () => {
    const { onMore } = renderLoadMore(loaded());
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onMore).toHaveBeenCalledTimes(1);
  });

  test('nothing is offered on the last page, before the first page, or when it failed', () => {
    const { rerender } = renderLoadMore(loaded({ nextPageUrl: null }));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(null);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(loaded({ status: 'failed' }));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  test('busy while a page is on its way, "Try again" after it failed', async () => {
    const { rerender, onMore } = renderLoadMore(loaded({ moreStatus: 'loading' }));
    const busy = screen.getByRole('button', { name: 'Loading…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    rerender(loaded({ moreStatus: 'failed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onMore).toHaveBeenCalledTimes(1);
  });

  test('scrolling near the end asks for more; not again after a failure', () => {
    const observers: Array<{ callback: IntersectionObserverCallback; disconnect: jest.Mock }> = [];
    const original = window.IntersectionObserver;
    window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
      const observer = { callback, observe: jest.fn(), disconnect: jest.fn() };
      observers.push(observer);
      return observer;
    }) as unknown as typeof IntersectionObserver;
    try {
      const { onMore, rerender } = renderLoadMore(loaded());
      const seen = (observer: (typeof observers)[number]) =>
        act(() => observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
      seen(observers.at(-1)!);
      expect(onMore).toHaveBeenCalledTimes(1);
      const count = observers.length;
      rerender(loaded({ moreStatus: 'failed' }));
      expect(observers.at(-1)!.disconnect).toHaveBeenCalled();
      expect(observers).toHaveLength(count);
    } finally {
      window.IntersectionObserver = original;
    }
  });
});
