import { useDispatch, useSelector } from 'react-redux';
import { useMemo } from 'react';
import type { AppDispatch, RootState } from './store';
import { translatorFrom, type Translate } from '../lib/i18n/translate';
import { formatMoney } from '../lib/money/format-money';
import { selectMoneyFormat } from '../features/session/session-selectors';

/** The only place raw react-redux hooks are used; components use these typed ones. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

const selectKeywords = (state: RootState) => state.i18n.keywords;

export function useT(): Translate {
  const keywords = useAppSelector(selectKeywords);
  return useMemo(() => translatorFrom(keywords), [keywords]);
}

/** Formats base-currency amounts in the active currency; re-renders when the currency changes. */
export function useMoney(): (amountInBase: number | string) => string {
  const format = useAppSelector(selectMoneyFormat);
  return useMemo(() => (amount: number | string) => formatMoney(amount, format), [format]);
}
