import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';

export const selectSettings = (state: RootState) => state.shop.settings;
export const selectActiveCurrency = (state: RootState) => state.shop.activeCurrency;
export const selectCurrencies = (state: RootState) => state.shop.currencies;
export const selectCurrencyChanging = (state: RootState) => state.shop.currencyChanging;
export const selectCategories = (state: RootState) => state.shop.categories;
export const selectActiveLanguage = (state: RootState) => state.shop.activeLanguage;
export const selectAddOns = (state: RootState) => state.shop.addOns;
export const selectPages = (state: RootState) => state.shop.pages;
export const selectSliders = (state: RootState) => state.shop.sliders;
export const selectBanners = (state: RootState) => state.shop.banners;
export const selectServices = (state: RootState) => state.shop.services;
export const selectHomeComponents = (state: RootState) => state.shop.homeComponents;

/** How amounts show in the active currency (src/lib/money/select-money-format.ts, where shared components reach it). */
export { selectMoneyFormat } from '../../lib/money/select-money-format';

export const selectTextDirection = createSelector([selectActiveLanguage, selectSettings], (language, settings) =>
  (language?.text_direction ?? settings.text_direction) === 'rtl' ? 'rtl' : 'ltr',
);

/** Settings flags arrive as 1, "1" or true. */
export function isOn(value: unknown): boolean {
  return value === 1 || value === '1' || value === true;
}
