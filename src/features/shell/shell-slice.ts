import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ViewedProduct } from '../../types/catalogue';
import { workFinished, workStarted } from '../../lib/saga/progress-actions';
import type { NavigationMoves } from '../../lib/dom/navigation-moves';
import type { SubmitFailure } from '../../lib/forms/submit-failure';

export interface DemoColours {
  primary: string;
  menuBackground: string;
  menuText: string;
}

export interface ShellState {
  /** Requests and screen chunks in flight; the progress bar shows while > 0. */
  inFlight: number;
  sidebarOpen: boolean;
  categoryPanelOpen: boolean;
  /**
   * Skeleton placeholders on screens other than home until their data arrives. The spec's
   * "response check" has no flag of its own: this placeholder is all that depends on it.
   */
  loadingPlaceholder: boolean;
  viewedProducts: ViewedProduct[];
  popupVisible: boolean;
  subscribeStatus: 'idle' | 'loading' | 'succeeded' | 'failed';
  /** The last failed subscribe (plain data; a 422's field messages land on the pop-up's field). */
  subscribeError?: SubmitFailure;
  colours: DemoColours | null;
  /** The current route is home (the pop-up's home_page rule reads it). */
  isHome: boolean;
  /**
   * The product whose modal is open. Kept here, in the eager shell, because a home card opens it
   * before the product feature (its details, sagas and the modal itself) has loaded.
   */
  productModalSlug: string | null;
}

export interface RouteInfo {
  pathname: string;
  search: string;
  /** The route's title key, null for untitled routes. */
  titleKey: string | null;
  isHome: boolean;
  /** Whether this navigation scrolls the widget into view and moves focus (navigation-moves.ts). */
  moves: NavigationMoves;
}

/** Dispatched by the router on every navigation; the shell saga runs the spec's route effects. */
export const routeChanged = createAction<RouteInfo>('shell/routeChanged');
/** Fired once when the shell has mounted; starts the 10 s set-up. */
export const shellMounted = createAction('shell/mounted');
export const popupDismissed = createAction<{ dontShowAgain: boolean }>('shell/popupDismissed');
export const popupDontShowAgainToggled = createAction<boolean>('shell/popupDontShowAgainToggled');
export const subscribeRequested = createAction<{ email: string }>('shell/subscribeRequested');
export const coloursChangeRequested = createAction<DemoColours | null>('shell/coloursChangeRequested');
/** A variant product's add button asks for its options: the modal loads and shows them. */
export const productModalOpened = createAction<{ slug: string }>('shell/productModalOpened');

export const shellSlice = createSlice({
  name: 'shell',
  initialState: {
    inFlight: 0,
    sidebarOpen: false,
    categoryPanelOpen: false,
    loadingPlaceholder: false,
    viewedProducts: [],
    popupVisible: false,
    subscribeStatus: 'idle',
    colours: null,
    isHome: false,
    productModalSlug: null,
  } as ShellState,
  reducers: {
    sidebarToggled(state, action: PayloadAction<boolean | undefined>) {
      state.sidebarOpen = action.payload ?? !state.sidebarOpen;
    },
    categoryPanelToggled(state, action: PayloadAction<boolean | undefined>) {
      state.categoryPanelOpen = action.payload ?? !state.categoryPanelOpen;
    },
    screenDataArrived(state) {
      state.loadingPlaceholder = false;
    },
    viewedProductsSucceeded(state, action: PayloadAction<ViewedProduct[]>) {
      state.viewedProducts = action.payload;
    },
    popupShown(state) {
      state.popupVisible = true;
    },
    popupClosed(state) {
      state.popupVisible = false;
    },
    productModalClosed(state) {
      state.productModalSlug = null;
    },
    coloursApplied(state, action: PayloadAction<DemoColours | null>) {
      state.colours = action.payload;
    },
    subscribeSucceeded(state) {
      state.subscribeStatus = 'succeeded';
      state.subscribeError = undefined;
    },
    subscribeFailed(state, action: PayloadAction<SubmitFailure>) {
      state.subscribeStatus = 'failed';
      state.subscribeError = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(workStarted, (state) => {
        state.inFlight += 1;
      })
      .addCase(workFinished, (state) => {
        state.inFlight = Math.max(0, state.inFlight - 1);
      })
      .addCase(subscribeRequested, (state) => {
        state.subscribeStatus = 'loading';
      })
      .addCase(productModalOpened, (state, action) => {
        state.productModalSlug = action.payload.slug;
      })
      .addCase(routeChanged, (state, action) => {
        state.isHome = action.payload.isHome;
        // On every route change reset search (the search box clears itself off the search
        // route), hide the sidebar, close the category panel and (except on home) show the loading
        // placeholder, which also stands for the cleared response check.
        state.sidebarOpen = false;
        state.categoryPanelOpen = false;
        state.loadingPlaceholder = !action.payload.isHome;
      });
  },
});

export const {
  sidebarToggled,
  categoryPanelToggled,
  screenDataArrived,
  viewedProductsSucceeded,
  popupShown,
  popupClosed,
  productModalClosed,
  coloursApplied,
  subscribeSucceeded,
  subscribeFailed,
} = shellSlice.actions;
