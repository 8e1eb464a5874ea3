import { useDispatch, useSelector, useStore } from 'react-redux';
import { useMemo } from 'react';
import type { AppDispatch, AppStore, RootState } from './store';
import type { FeatureDescriptor } from './feature';
import type { Translate } from '../lib/i18n/text-catalog';
import { formatMoney } from '../lib/money/format-money';
import { formatDate } from '../lib/i18n/format-date';
import { selectMoneyFormat } from '../features/shop/shop-selectors';
import { selectLocale, selectTranslator } from '../features/i18n/i18n-selectors';

/** The only place raw react-redux hooks are used; components use these typed ones. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
const useAppStore = useStore.withTypes<AppStore>();

/**
 * Brings a lazily loaded feature into this widget's store (its slice and sagas) the first time a
 * screen or part of it renders. Call it at the top of that component, before anything it renders
 * dispatches: it runs during render, because children's effects run before their parent's.
 * Injection happens once per store; later renders do nothing.
 */
export function useFeature(feature: FeatureDescriptor): void {
  useAppStore().injectFeature(feature);
}

/** The active language's translator (shop texts, English fallback, plural forms). */
export function useT(): Translate {
  return useAppSelector(selectTranslator);
}

/** Formats base-currency amounts in the active currency; re-renders when the currency changes. */
export function useMoney(): (amountInBase: number | string) => string {
  const format = useAppSelector(selectMoneyFormat);
  return useMemo(() => (amount: number | string) => formatMoney(amount, format), [format]);
}

/**
 * Formats backend dates in the active language (src/lib/i18n/format-date.ts): every order, invoice,
 * wallet and notification date goes through this; `time` is a separate time field, as notifications send.
 */
export function useDate(): (value: unknown, time?: unknown) => string {
  const locale = useAppSelector(selectLocale);
  return useMemo(() => (value: unknown, time?: unknown) => formatDate(value, locale, { time }), [locale]);
}
