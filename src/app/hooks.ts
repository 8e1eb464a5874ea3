import { useDispatch, useSelector } from 'react-redux';
import { useMemo } from 'react';
import type { AppDispatch, RootState } from './store';
import type { Translate } from '../lib/i18n/text-catalog';
import { formatMoney } from '../lib/money/format-money';
import { selectMoneyFormat } from '../features/session/session-selectors';
import { selectTranslator } from '../features/i18n/i18n-selectors';

/** The only place raw react-redux hooks are used; components use these typed ones. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** The active language's translator (shop texts, English fallback, plural forms). */
export function useT(): Translate {
  return useAppSelector(selectTranslator);
}

/** Formats base-currency amounts in the active currency; re-renders when the currency changes. */
export function useMoney(): (amountInBase: number | string) => string {
  const format = useAppSelector(selectMoneyFormat);
  return useMemo(() => (amount: number | string) => formatMoney(amount, format), [format]);
}
