import { createSelector } from '@reduxjs/toolkit';
import { lazySliceState } from '../../app/lazy-slice-state';
import type { RootState } from '../../app/store';
import { selectPages, selectSettings } from '../shop/shop-selectors';
import { initialCheckoutState } from './checkout-slice';

/** The slice arrives with the checkout screen; before that everything is idle. */
const selectCheckout = lazySliceState('checkout', initialCheckoutState);

export const selectCheckoutData = (state: RootState) => selectCheckout(state).data;
export const selectAreaCost = (state: RootState) => selectCheckout(state).area;
export const selectPlaceStatus = (state: RootState) => selectCheckout(state).place;
/** The summary's total when the order was placed on this visit (null: not placed, or no checkout visit). */
export const selectPlacedTotal = (state: RootState): string | null => selectCheckout(state).placedTotal ?? null;

/** One page the shopper agrees to before ordering: a page slug (opened in the store) or a URL. */
export interface CheckoutAgreement {
  title: string;
  link: string;
}

/** `settings_data.privacy_agreement`: 1.6.7 sends `[{id, title, link}]`, 1.5.3 a bare slug. Empty: no box. */
export const selectPrivacyAgreements = createSelector([selectSettings, selectPages], (settings, pages): CheckoutAgreement[] => {
  const value: unknown = settings.privacy_agreement;
  const items = Array.isArray(value) ? value : typeof value === 'string' && value.trim() ? [value.trim()] : [];
  return items.flatMap((item): CheckoutAgreement[] => {
    if (typeof item === 'string') return [{ title: pages.find((p) => p.link === item)?.title ?? item, link: item }];
    if (item && typeof item === 'object') {
      const { title, link } = item as Partial<CheckoutAgreement>;
      if (typeof link === 'string' && link) return [{ title: typeof title === 'string' && title ? title : link, link }];
    }
    return [];
  });
});
