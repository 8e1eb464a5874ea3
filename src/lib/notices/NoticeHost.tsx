import { lazy, Suspense, useEffect, useState } from 'react';
import type { NoticeChannel } from './notice-channel';

const NoticeProvider = lazy(() => import('./NoticeProvider'));

/** Loads the notice UI when the first notice is waiting; until then it costs nothing. */
export function NoticeHost({ channel, domRoot }: { channel: NoticeChannel; domRoot: HTMLElement }) {
  const [needed, setNeeded] = useState(false);
  useEffect(() => channel.onDemand(() => setNeeded(true)), [channel]);
  if (!needed) return null;
  return <Suspense fallback={null}><NoticeProvider channel={channel} domRoot={domRoot} /></Suspense>;
}
