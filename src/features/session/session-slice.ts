import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ShellData } from '../../contract';
import type { Banner, Category, Currency, Language, Service, Settings, Slider, StaticPage, User } from '../../types/entities';
import { sessionExpired } from '../../lib/session/session-events';

export interface SessionState {
  user: User | null;
  settings: Settings;
  languages: Language[];
  activeLanguage: Language | null;
  currencies: Currency[];
  activeCurrency: Currency;
  defaultCurrency: Currency | null;
  /** A currency switch in flight (the switcher disables itself meanwhile). */
  currencyChanging: boolean;
  addOns: string[];
  pages: StaticPage[];
  categories: Category[];
  sliders: Slider[];
  banners: Banner[];
  services: Service[];
  homeComponents: string[];
  staticAsset: string;
  /** Where to go after signing in (a same-origin path), set when a guarded route bounced the shopper. */
  loginRedirect: string | null;
}

export function sessionFromShell(shell: ShellData): SessionState {
  return {
    user: shell.user,
    settings: shell.settings_data,
    languages: shell.languages,
    activeLanguage: shell.active_language,
    currencies: shell.currencies,
    activeCurrency: shell.active_currency,
    defaultCurrency: shell.default_currency,
    currencyChanging: false,
    addOns: shell.add_ons,
    pages: shell.pages,
    categories: shell.categories,
    sliders: shell.sliders,
    banners: shell.banners,
    services: shell.services,
    homeComponents: shell.home_components,
    staticAsset: shell.default_assets.static_asset,
    loginRedirect: null,
  };
}

/** The shopper picked a currency in the switcher (or the 10 s set-up re-syncs it). */
export const currencyChangeRequested = createAction<{ code: string; silent?: boolean }>('session/currencyChangeRequested');
export const logoutRequested = createAction('session/logoutRequested');
/** A guarded route was opened by a guest: remember it, explain, go to login. */
export const signInRequired = createAction<{ returnTo: string }>('session/signInRequired');
/** Sign-in finished (login screen, social login …): counts and carts come with it. */
export const signedIn = createAction<{ user: User; wishlists?: number; compare_list?: number; carts?: unknown[] }>('session/signedIn');
export const signedOut = createAction('session/signedOut');

const sessionSlice = createSlice({
  name: 'session',
  initialState: null as unknown as SessionState,
  reducers: {
    currencyChanged(state, action: PayloadAction<Currency>) {
      state.activeCurrency = action.payload;
      state.currencyChanging = false;
    },
    currencyChangeFailed(state) {
      state.currencyChanging = false;
    },
    loginRedirectConsumed(state) {
      state.loginRedirect = null;
    },
    categoriesLoaded(state, action: PayloadAction<Category[]>) {
      state.categories = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(currencyChangeRequested, (state, action) => { if (!action.payload.silent) state.currencyChanging = true; })
      .addCase(signInRequired, (state, action) => { state.loginRedirect = action.payload.returnTo; })
      .addCase(signedIn, (state, action) => { state.user = action.payload.user; })
      .addCase(signedOut, (state) => { state.user = null; })
      .addCase(sessionExpired, (state) => { state.user = null; });
  },
});

export const { currencyChanged, currencyChangeFailed, loginRedirectConsumed, categoriesLoaded } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
