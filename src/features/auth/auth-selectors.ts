import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import type { StaticPage } from '../../types/shop';
import { isOn, selectPages, selectSettings } from '../shop/shop-selectors';
import { AUTH_INITIAL_STATE, type AuthState } from './auth-slice';

/** The slice arrives with the auth screens (auth-feature.ts); before that every request is idle. */
const selectAuth = (state: RootState): AuthState => state.auth ?? AUTH_INITIAL_STATE;

/** The login form's request (status, error, otpSent). */
export const selectLogin = (state: RootState): AuthState => selectAuth(state);
export const selectRegister = (state: RootState) => selectAuth(state).register;
export const selectReset = (state: RootState) => selectAuth(state).reset;
export const selectNewPassword = (state: RootState) => selectAuth(state).newPassword;
export const selectSellerRegister = (state: RootState) => selectAuth(state).sellerRegister;

/** `settings_data.disable_otp` (a bool in 1.6.7; `1`/`"1"` tolerated): phone login without a code. */
export const selectOtpOff = (state: RootState): boolean => {
  const flag = state.shop.settings.disable_otp;
  return flag === true || flag === 1 || flag === '1';
};

/**
 * `settings_data.is_recaptcha_activated == 1`: the e-mail sign-in shows Google's box with
 * `recaptcha_Site_key` and sends its token as `captcha` (1.6.7 resources/js/components/frontend/pages/login.vue:58-60).
 */
export const selectRecaptcha = createSelector([selectSettings], (settings) => ({
  on: isOn(settings.is_recaptcha_activated),
  siteKey: typeof settings.recaptcha_Site_key === 'string' ? settings.recaptcha_Site_key.trim() : '',
}));

/** `settings_data.seller_system == 1`: the shop takes seller sign-ups. */
export const selectSellerSystem = (state: RootState): boolean => isOn(state.shop.settings.seller_system);

/** One page the shopper agrees to: a page slug (opened in the store) or an absolute URL. */
export type Agreement = Pick<StaticPage, 'title' | 'link'>;

/**
 * The pages of `settings_data.customer_agreement` / `seller_agreement`: 1.6.7 sends `[{id, title,
 * link}]`, 1.5.3 a bare slug (titled from the shop's pages). Empty: no checkbox to tick.
 */
function agreementsOf(value: unknown, pages: StaticPage[]): Agreement[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' && value.trim() ? [value.trim()] : [];
  return list.flatMap((item): Agreement[] => {
    if (typeof item === 'string') {
      const page = pages.find((p) => p.link === item);
      return [{ title: page?.title ?? item, link: item }];
    }
    if (item && typeof item === 'object') {
      const { title, link } = item as Partial<Agreement>;
      if (typeof link === 'string' && link) return [{ title: typeof title === 'string' && title ? title : link, link }];
    }
    return [];
  });
}

export const selectCustomerAgreements = createSelector([selectSettings, selectPages], (settings, pages) =>
  agreementsOf(settings.customer_agreement, pages),
);
export const selectSellerAgreements = createSelector([selectSettings, selectPages], (settings, pages) =>
  agreementsOf(settings.seller_agreement, pages),
);
