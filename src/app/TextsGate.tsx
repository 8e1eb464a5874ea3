import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { selectTextsSettled } from '../features/i18n/i18n-selectors';
import { useAppSelector } from './hooks';

/** How long the store waits for its language file before it shows the built-in English texts. */
export const TEXTS_WAIT_MS = 3000;

/**
 * Holds the first render until the language file is in: otherwise an Arabic store would flash in
 * English and then reflow into right-to-left, and a notice raised during the first render (a guest
 * sent to sign in) would keep its English text. A slow or lost file does not hold the store back
 * for long; its texts apply when it arrives.
 */
export function TextsGate({ children }: { children: ReactNode }) {
  // Deferred: the file's arrival would otherwise render the whole store in one long task (store
  // updates render synchronously); as a transition React renders it in slices.
  const settled = useDeferredValue(useAppSelector(selectTextsSettled));
  const [waitedEnough, setWaitedEnough] = useState(false);
  useEffect(() => {
    if (settled) return;
    const timer = setTimeout(() => setWaitedEnough(true), TEXTS_WAIT_MS);
    return () => clearTimeout(timer);
  }, [settled]);
  return settled || waitedEnough ? <>{children}</> : null;
}
