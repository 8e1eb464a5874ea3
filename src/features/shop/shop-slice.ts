import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ShellData } from '../../contract';
import type { Category } from '../../types/catalogue';
import type { Banner, Currency, Language, Service, Settings, Slider, StaticPage } from '../../types/shop';

/**
 * The shop as the host page describes it: the same for every visitor, and unchanged by signing
 * in or out (that is the session's). The active currency is here too: the shopper switches it,
 * but it belongs to the shop's price display, not to an account.
 */
export interface ShopState {
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
  /** The menu: from the page, or sidebar/categories when the page sends none. */
  categories: Category[];
  sliders: Slider[];
  banners: Banner[];
  services: Service[];
  homeComponents: string[];
  staticAsset: string;
}

export function shopFromShell(shell: ShellData): ShopState {
  return {
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
  };
}

/** The shopper picked a currency in the switcher (or the 10 s set-up re-syncs it, silently). */
export const currencyChangeRequested = createAction<{ code: string; silent?: boolean }>('shop/currencyChangeRequested');

export const shopSlice = createSlice({
  name: 'shop',
  // Always preloaded from the shell data (store.ts); there is no shop without a host page.
  initialState: null as unknown as ShopState,
  reducers: {
    currencyChangeSucceeded(state, action: PayloadAction<Currency>) {
      state.activeCurrency = action.payload;
      state.currencyChanging = false;
    },
    currencyChangeFailed(state) {
      state.currencyChanging = false;
    },
    menuCategoriesSucceeded(state, action: PayloadAction<Category[]>) {
      state.categories = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(currencyChangeRequested, (state, action) => {
      if (!action.payload.silent) state.currencyChanging = true;
    });
  },
});

export const { currencyChangeSucceeded, currencyChangeFailed, menuCategoriesSucceeded } = shopSlice.actions;
