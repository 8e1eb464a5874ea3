import { useEffect, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { whenIdle } from '../../lib/dom/when-idle';
import { selectBusy } from './shell-selectors';

/**
 * False until the first screen's requests are done and the browser has then been idle a moment;
 * true from then on. Parts that are off the first screen's path (the footer, the bell's count)
 * wait for it, so they do not compete with its data and its largest paint.
 */
export function usePageSettled(): boolean {
  const busy = useAppSelector(selectBusy);
  const [settled, setSettled] = useState(false);
  useEffect(() => (!settled && !busy ? whenIdle(() => setSettled(true), { delayMs: 300 }) : undefined), [settled, busy]);
  return settled;
}
