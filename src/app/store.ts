import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { ShellData } from '../contract';
import { sessionFromShell } from '../features/session/session-slice';
import { rootReducer } from './root-reducer';
import { rootSaga } from './root-saga';
import type { SagaContext } from './saga-context';

export type RootState = ReturnType<typeof rootReducer>;

/** The state a page starts with, from the server-supplied shell data. */
export function preloadedStateFrom(shell: ShellData): Partial<RootState> {
  const keywords = shell.lang_keywords ?? {};
  return {
    session: sessionFromShell(shell),
    i18n: { keywords, status: Object.keys(keywords).length ? 'succeeded' : 'idle' },
    cart: { lines: shell.carts, adding: [], justAdded: [] },
    wishlist: { count: shell.wishlists, productIds: shell.user_wishlists.map((row) => row.product_id) },
    compare: { count: shell.compare_list },
    shell: {
      inFlight: 0, sidebarOpen: false, categoryPanelOpen: false, responseCheck: false, loadingPlaceholder: false,
      searchSuggestions: [], viewedProducts: shell.viewed_products, popupVisible: false, subscribeStatus: 'idle',
      colours: null, isHome: false,
    },
  };
}

/** One store and one saga middleware per mounted widget. */
export function createAppStore(shell: ShellData, context: SagaContext) {
  const saga = createSagaMiddleware({ context: context as unknown as Record<string, unknown> });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedStateFrom(shell) as RootState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(saga),
  });
  const task = saga.run(rootSaga);
  return { store, task };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];
