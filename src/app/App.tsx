import { StrictMode, useEffect } from 'react';
import { Provider } from 'react-redux';
import type { NavigateFunction } from 'react-router-dom';
import { NoticeHost } from '../lib/notices/NoticeHost';
import type { NoticeChannel } from '../lib/notices/notice-channel';
import { useAppSelector } from './hooks';
import { selectTextDirection } from '../features/shop/shop-selectors';
import { selectColours } from '../features/shell/shell-selectors';
import type { AppStore } from './store';
import { AppRouter } from './router';
import { TextsGate } from './TextsGate';

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

interface AppProps {
  store: AppStore;
  appPath: string;
  onNavigateReady: (navigate: NavigateFunction) => void;
  notices: NoticeChannel;
  root: HTMLElement;
}

export function App({ store, appPath, onNavigateReady, notices, root }: AppProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <RootAttributes root={root} />
        <TextsGate>
          <AppRouter appPath={appPath} onNavigateReady={onNavigateReady} />
        </TextsGate>
        <NoticeHost channel={notices} domRoot={root} />
      </Provider>
    </StrictMode>
  );
}
