import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { useMemo } from 'react';
import { selectTranslator } from '../i18n/select-translator';
import type { Translate } from '../i18n/text-catalog';
import { formatMoney } from '../money/format-money';
import { selectMoneyFormat } from '../money/select-money-format';
import { useStoreDispatch, useStoreSelector } from './store-hooks';

/*
 * The hooks every screen and shared component uses. Their home is src/lib, not src/app: shared
 * components need them, and src/lib and src/components import neither src/app nor a feature (lint
 * keeps it so). They read only the slices every store has from the start (i18n, shop), through
 * lib's own selectors. The features import them from here too: this is their one home.
 */

/** The active language's translator (shop texts, English fallback, plural forms). */
export function useT(): Translate {
  return useStoreSelector(selectTranslator);
}

/** Formats base-currency amounts in the active currency; re-renders when the currency changes. */
export function useMoney(): (amountInBase: number | string) => string {
  const format = useStoreSelector(selectMoneyFormat);
  return useMemo(() => (amount: number | string) => formatMoney(amount, format), [format]);
}

/** Dispatch for shared components, which send plain actions (notices, events); the store runs no thunks. */
export const useSharedDispatch = useStoreDispatch.withTypes<Dispatch<UnknownAction>>();
