import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import type { ShellData } from '../contract';
import { restartable } from '../lib/saga/restartable';
import { sessionFromShell } from '../features/session/session-slice';
import { shopFromShell } from '../features/shop/shop-slice';
import { createRootReducer, type RootReducer } from './root-reducer';
import { rootSaga } from './root-saga';
import type { FeatureDescriptor } from './feature';
import { addEnglishTexts } from '../lib/i18n/english-texts';
import type { SagaContext } from './saga-context';

/** Lazily loaded slices appear in it as optional keys: absent until their feature is injected. */
export type RootState = ReturnType<RootReducer>;

/** The state a page starts with, from the server-supplied shell data. */
export function preloadedStateFrom(shell: ShellData): Partial<RootState> {
  const keywords = shell.lang_keywords ?? {};
  return {
    session: sessionFromShell(shell),
    shop: shopFromShell(shell),
    i18n: { keywords, status: Object.keys(keywords).length ? 'succeeded' : 'idle' },
    cart: { lines: shell.carts, adding: [], justAdded: [] },
    wishlist: { count: shell.wishlists, productIds: shell.user_wishlists.map((row) => row.product_id) },
    compare: { count: shell.compare_list },
    shell: {
      inFlight: 0,
      sidebarOpen: false,
      categoryPanelOpen: false,
      loadingPlaceholder: false,
      viewedProducts: shell.viewed_products,
      popupVisible: false,
      subscribeStatus: 'idle',
      colours: null,
      isHome: false,
      productModalSlug: null,
    },
  };
}

/**
 * One store, one root reducer and one saga middleware per mounted widget. `stop` (unmount)
 * cancels the root saga and every feature's watchers, with their sockets and timers.
 */
export function createAppStore(shell: ShellData, context: SagaContext) {
  const rootReducer = createRootReducer();
  const saga = createSagaMiddleware({ context: context as unknown as Record<string, unknown> });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedStateFrom(shell) as RootState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(saga),
  });
  const rootTask = saga.run(rootSaga);
  // Per store, not per module: a second mounted widget (or the next test) starts without features.
  const features = new Map<string, Task[]>();
  let stopped = false;

  /**
   * Adds a lazily loaded feature the first time one of its screens renders: its slice joins the
   * root reducer (its state appears with the next action; selectors fall back to the initial
   * state until then) and each watcher runs once, supervised like the root's. Later calls do nothing.
   */
  function injectFeature(feature: FeatureDescriptor): void {
    if (stopped || features.has(feature.name)) return;
    if (feature.texts) addEnglishTexts(feature.texts);
    if (feature.slice) rootReducer.inject(feature.slice as Parameters<RootReducer['inject']>[0]);
    features.set(
      feature.name,
      Object.entries(feature.sagas).map(([name, watcher]) => saga.run(restartable(`${feature.name}/${name}`, watcher))),
    );
  }

  function stop(): void {
    stopped = true;
    for (const tasks of features.values()) tasks.forEach((task) => task.cancel());
    features.clear();
    rootTask.cancel();
  }

  return { store: Object.assign(store, { injectFeature }), stop };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];
