import { StrictMode, useEffect } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { NoticeHost } from '../lib/notices/NoticeHost';
import type { NoticeChannel } from '../lib/notices/notice-channel';
import { useAppSelector } from './hooks';
import { selectTextDirection } from '../features/shop/shop-selectors';
import { selectColours } from '../features/shell/shell-selectors';
import type { AppStore } from './store';
import type { AppRouter } from './router';

/** Direction (rtl languages mirror the layout) and demo colours apply to the widget root only. */
function RootAttributes({ root }: { root: HTMLElement }) {
  const dir = useAppSelector(selectTextDirection);
  const colours = useAppSelector(selectColours);
  useEffect(() => {
    root.setAttribute('dir', dir);
  }, [root, dir]);
  useEffect(() => {
    const values: [string, string | undefined][] = [
      ['--sf-primary', colours?.primary],
      ['--sf-menu-bg', colours?.menuBackground],
      ['--sf-menu-text', colours?.menuText],
    ];
    for (const [name, value] of values) {
      if (value) root.style.setProperty(name, value);
      else root.style.removeProperty(name);
    }
  }, [root, colours]);
  return null;
}

export function App({ store, router, notices, root }: { store: AppStore; router: AppRouter; notices: NoticeChannel; root: HTMLElement }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <RootAttributes root={root} />
        <RouterProvider router={router} />
        <NoticeHost channel={notices} domRoot={root} />
      </Provider>
    </StrictMode>
  );
}
