// First: base.css registers before any feature's stylesheet, and registration order is cascade order.
import './styles/base.css';
import { createElement, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { NavigateFunction } from 'react-router-dom';
import type { Mount, MountConfig } from './contract';
import { App } from './app/App';
import { startScreenChunk } from './app/router';
import { normalizeShell } from './app/normalize-shell';
import { createAppStore } from './app/store';
import type { SagaContext } from './app/saga-context';
import { createLazyHttpClient } from './lib/http/lazy-client';
import { createPageToken } from './lib/http/page-token';
import { createNoticeChannel } from './lib/notices/notice-channel';
import { liveNotificationsStartRequested } from './features/notifications/live-notification-sagas';
import { homeSectionsRequested } from './features/catalog/home-slice';
import { adoptStyles, registerStyles, setStyleNonce } from './styles/style-registry';
import { readShopColours, shopThemeCss, shopTokens } from './app/shop-theme';
import { planGooberSink } from './lib/notices/goober-sink';

/**
 * The widget renders into an open shadow root on the marker, so the host page's CSS cannot
 * select anything inside it and the widget's CSS cannot leave it (see styles/base.css for what
 * still inherits and how it is stopped). A shadow root cannot be removed, so a later mount on the
 * same element reuses it. Elements that cannot host one (e.g. a <li> marker) get a <div> that can.
 * Without shadow DOM support (and in the jsdom screen tests, see test/setup/dom.ts) the widget
 * renders into the marker itself: every selector is scoped to .sf-root, but the host's CSS reaches in.
 */
function widgetContainer(element: HTMLElement): ShadowRoot | HTMLElement {
  if (typeof element.attachShadow !== 'function') return element;
  if (element.shadowRoot) return element.shadowRoot;
  try {
    return element.attachShadow({ mode: 'open' });
  } catch {
    const host = document.createElement('div');
    element.appendChild(host);
    return host.attachShadow({ mode: 'open' });
  }
}

/**
 * The app's only public door: renders the storefront into `element` and returns `unmount`,
 * which stops every saga, closes sockets, and removes everything the widget added.
 */
export const mount: Mount = (element: HTMLElement, config: MountConfig) => {
  const shell = normalizeShell(config.shell);
  const token = createPageToken(config.token);
  const http = createLazyHttpClient({ baseUrl: config.baseUrl, token, early: config.early });
  const notices = createNoticeChannel();
  // Whatever the host left in the marker (a "loading" text) goes; it would not show beside a shadow root anyway.
  element.replaceChildren();
  const container = widgetContainer(element);
  const root = document.createElement('div');
  root.className = 'sf-root';
  container.replaceChildren(root);
  setStyleNonce(config.nonce);
  const releaseStyles = adoptStyles(container);
  // The shop's colours (the page's :root theme properties) after base.css's defaults.
  const theme = shopThemeCss(shopTokens(readShopColours(element, shell.settings_data)));
  if (theme) registerStyles(theme);
  const removeGooberSink = planGooberSink(document, config.nonce);

  // Sagas may ask to navigate before the router has rendered: the last such request waits for it.
  let navigateTo: NavigateFunction | null = null;
  let waiting: Parameters<SagaContext['navigate']> | null = null;
  const onNavigateReady = (navigate: NavigateFunction) => {
    navigateTo = navigate;
    if (waiting) void navigate(...waiting);
    waiting = null;
  };
  const context: SagaContext = {
    http,
    token,
    notices,
    root,
    realtime: config.realtime,
    flash: config.flash ?? null,
    navigate: (to, options) => {
      if (navigateTo) void navigateTo(to, options);
      else waiting = [to, options];
    },
  };
  const { store, stop } = createAppStore(shell, context);
  // The first screen's chunk, and on the home page its first request, start now rather than after
  // the first render (the saga ignores the screen's own request while this one runs).
  if (startScreenChunk(window.location.pathname, config.appPath) === 'home') store.dispatch(homeSectionsRequested());
  const reactRoot = createRoot(root);
  // A transition: React renders the first screen in slices and lets the host page's input and
  // paint in between, rather than in one long task.
  startTransition(() => reactRoot.render(createElement(App, { store, appPath: config.appPath, onNavigateReady, notices, root })));
  store.dispatch(liveNotificationsStartRequested());

  return () => {
    stop();
    reactRoot.unmount();
    navigateTo = null;
    releaseStyles();
    removeGooberSink();
    // A shadow root stays (it cannot be detached): a <slot> shows the marker's own content again,
    // e.g. the loader's failure text.
    if (container === element) root.remove();
    else container.replaceChildren(document.createElement('slot'));
  };
};
