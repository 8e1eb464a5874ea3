import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { Mount, MountConfig } from './contract';
import { App } from './app/App';
import { normalizeShell } from './app/normalize-shell';
import { createAppRouter, type AppRouter } from './app/router';
import { createAppStore } from './app/store';
import type { SagaContext } from './app/saga-context';
import { createHttpClient } from './lib/http/client';
import { createPageToken } from './lib/http/page-token';
import { createNoticeChannel } from './lib/notices/notice-channel';
import { liveNotificationsStartRequested } from './features/notifications/live-notification-sagas';
import stylesheetUrl from './styles/storefront.css';

function linkStylesheet(): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = stylesheetUrl;
  link.dataset.storefront = '';
  document.head.appendChild(link);
  return link;
}

/**
 * The app's only public door: renders the storefront into `element` and returns `unmount`,
 * which stops every saga, closes sockets, and removes everything the widget added.
 */
export const mount: Mount = (element: HTMLElement, config: MountConfig) => {
  const shell = normalizeShell(config.shell);
  const token = createPageToken(config.token);
  const http = createHttpClient({ baseUrl: config.baseUrl, token });
  const notices = createNoticeChannel();
  const stylesheet = linkStylesheet();
  const root = document.createElement('div');
  root.className = 'sf-root';
  element.replaceChildren(root);

  let router: AppRouter | null = null;
  const context: SagaContext = {
    http, token, notices, root, realtime: config.realtime,
    navigate: (to, options) => { void router?.navigate(to, options); },
  };
  const { store, task } = createAppStore(shell, context);
  router = createAppRouter(config.appPath);
  const reactRoot = createRoot(root);
  reactRoot.render(createElement(App, { store, router, notices, root }));
  store.dispatch(liveNotificationsStartRequested());

  return () => {
    task.cancel();
    reactRoot.unmount();
    router?.dispose();
    root.remove();
    stylesheet.remove();
  };
};
