import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { moneyFormatFrom } from '../../lib/money/format-money';

export const selectUser = (state: RootState) => state.session.user;
export const selectSettings = (state: RootState) => state.session.settings;
export const selectActiveCurrency = (state: RootState) => state.session.activeCurrency;
export const selectCurrencies = (state: RootState) => state.session.currencies;
export const selectCurrencyChanging = (state: RootState) => state.session.currencyChanging;
export const selectCategories = (state: RootState) => state.session.categories;
export const selectActiveLanguage = (state: RootState) => state.session.activeLanguage;
export const selectLoginRedirect = (state: RootState) => state.session.loginRedirect;
export const selectPages = (state: RootState) => state.session.pages;
export const selectSliders = (state: RootState) => state.session.sliders;
export const selectBanners = (state: RootState) => state.session.banners;
export const selectServices = (state: RootState) => state.session.services;

export const selectMoneyFormat = createSelector([selectActiveCurrency, selectSettings], moneyFormatFrom);

export const selectTextDirection = createSelector([selectActiveLanguage, selectSettings], (language, settings) =>
  (language?.text_direction ?? settings.text_direction) === 'rtl' ? 'rtl' : 'ltr');

/** Settings flags arrive as 1, "1" or true. */
export function isOn(value: unknown): boolean {
  return value === 1 || value === '1' || value === true;
}
