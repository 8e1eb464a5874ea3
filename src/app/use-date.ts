import { useMemo } from 'react';
import { formatDate } from '../lib/i18n/format-date';
import { selectLocale } from '../features/i18n/i18n-selectors';
import { useAppSelector } from './hooks';

/**
 * Formats backend dates in the active language (src/lib/i18n/format-date.ts): order, invoice,
 * wallet and notification dates all go through this; `time` is a separate time field, as
 * notifications send one. Its own module, so the date code loads with the screens that show dates,
 * not with the home page.
 */
export function useDate(): (value: unknown, time?: unknown) => string {
  const locale = useAppSelector(selectLocale);
  return useMemo(() => (value: unknown, time?: unknown) => formatDate(value, locale, { time }), [locale]);
}
