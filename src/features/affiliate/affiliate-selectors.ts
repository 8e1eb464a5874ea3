import type { RootState } from '../../app/store';
import { selectUser } from '../session/session-selectors';
import { moneyFormatFrom, type MoneyFormat } from '../../lib/money/format-money';
import { createSelector } from '@reduxjs/toolkit';
import { selectAddOns, selectSettings } from '../shop/shop-selectors';

/** The shop runs the programme: the original shows every affiliate entry only with the add-on. */
export const selectAffiliateOffered = (state: RootState): boolean => selectAddOns(state).includes('affiliate');

/**
 * The original's rule for an affiliate: a signed-in user with a referral code (the add-on gives one
 * at affiliate sign-up); its code while the programme runs, else null.
 */
export const selectReferralCode = (state: RootState): string | null => {
  const code = selectUser(state)?.referral_code;
  return selectAffiliateOffered(state) && typeof code === 'string' && code.trim() !== '' ? code.trim() : null;
};

/**
 * Payouts are booked in the shop's default currency: amounts in them are shown as they are (rate 1),
 * with that currency's symbol and the shop's number format.
 */
export const selectDefaultMoneyFormat = createSelector(
  [(state: RootState) => state.shop.defaultCurrency, selectSettings],
  (currency, settings): MoneyFormat & { code: string } => ({
    ...moneyFormatFrom(currency, settings),
    rate: 1,
    code: currency?.code || currency?.name || currency?.symbol || '',
  }),
);
