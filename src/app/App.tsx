import { StrictMode, useEffect } from 'react';
import { Provider } from 'react-redux';
import type { NavigateFunction } from 'react-router-dom';
import { NoticeHost } from '../lib/notices/NoticeHost';
import type { NoticeChannel } from '../lib/notices/notice-channel';
import { useAppSelector } from './hooks';
import { selectTextDirection } from '../features/shop/shop-selectors';
import { selectColours } from '../features/shell/shell-selectors';
import { shopTokens } from './shop-theme';
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
  // The demo's colours, with text colours that read on them (shop-theme.ts), as the shop's own get.
  useEffect(() => {
    const tokens = colours ? shopTokens(colours) : {};
    for (const name of ['--sf-primary', '--sf-primary-text', '--sf-link', '--sf-menu-bg', '--sf-menu-text']) {
      if (tokens[name]) root.style.setProperty(name, tokens[name]);
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
