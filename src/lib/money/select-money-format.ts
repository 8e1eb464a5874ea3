import { createSelector } from '@reduxjs/toolkit';
import type { Currency, Settings } from '../../types/shop';
import { moneyFormatFrom } from './format-money';

/** What money formatting reads from the store: the shop slice every store has from the start. */
export interface MoneyFormatState {
  shop: { activeCurrency: Currency; settings: Settings };
}

/** How the active currency shows amounts; here in lib, not in the shop feature, so shared components can use it. */
export const selectMoneyFormat = createSelector(
  [(state: MoneyFormatState) => state.shop.activeCurrency, (state: MoneyFormatState) => state.shop.settings],
  moneyFormatFrom,
);
