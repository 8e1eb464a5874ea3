import { lazy, Suspense, useEffect, useState } from 'react';
import { PartBoundary } from '../../components/PartBoundary';
import type { Notice } from './notice-actions';
import type { NoticeChannel } from './notice-channel';

const NoticeProvider = lazy(() => import('./NoticeProvider'));

/** As many notices and as long on screen as the notistack UI shows them. */
const MAX_NOTICES = 4;
const NOTICE_MS = 6000;

/**
 * The notices when the notistack chunk could not load: plain text in a live region, so a
 * shopper still hears and sees "added to cart" or "could not be reached".
 */
function PlainNotices({ channel }: { channel: NoticeChannel }) {
  const [shown, setShown] = useState<{ key: number; notice: Notice }[]>([]);
  useEffect(() => {
    let next = 0;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const disconnect = channel.connect(
      (notice) => {
        const key = next++;
        setShown((list) => [...list, { key, notice }].slice(-MAX_NOTICES));
        const timer = setTimeout(() => {
          timers.delete(timer);
          setShown((list) => list.filter((item) => item.key !== key));
        }, NOTICE_MS);
        timers.add(timer);
      },
      (type) => setShown((list) => list.filter((item) => item.notice.type !== type)),
    );
    return () => {
      disconnect();
      timers.forEach(clearTimeout);
    };
  }, [channel]);
  return (
    <div role="status" className="sf-notices-plain">
      {shown.map(({ key, notice }) => (
        <p key={key} className={`sf-notice sf-notice--${notice.type}`} data-testid="notice">
          {notice.title ? `${notice.title}: ${notice.message}` : notice.message}
        </p>
      ))}
    </div>
  );
}

/** Loads the notice UI when the first notice is waiting; until then it costs nothing. */
export function NoticeHost({ channel, domRoot }: { channel: NoticeChannel; domRoot: HTMLElement }) {
  const [needed, setNeeded] = useState(false);
  useEffect(() => channel.onDemand(() => setNeeded(true)), [channel]);
  if (!needed) return null;
  return (
    <PartBoundary name="notices" fallback={<PlainNotices channel={channel} />}>
      <Suspense fallback={null}>
        <NoticeProvider channel={channel} domRoot={domRoot} />
      </Suspense>
    </PartBoundary>
  );
}
