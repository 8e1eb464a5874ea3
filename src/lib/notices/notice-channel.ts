import type { Notice, NoticeType } from './notice-actions';

/**
 * Sagas cannot call a React hook, so the mounted notice bridge registers notistack's
 * enqueue function here and the notices saga calls `showNotice`. Notices raised before the
 * bridge mounts wait in a queue instead of being lost; the first one asks the UI to load
 * notistack, which therefore stays out of the first page load.
 */
type Show = (notice: Notice) => void;
/** Closes the notices of one kind still on screen. */
type Withdraw = (type: NoticeType) => void;

export interface NoticeChannel {
  showNotice(notice: Notice): void;
  /** Takes back the notices of `type` on screen or still waiting (an error the shopper has since put right). */
  withdraw(type: NoticeType): void;
  connect(show: Show, withdraw?: Withdraw): () => void;
  /** Called once when a notice waits and nothing shows notices yet (the UI loads notistack then). */
  onDemand(listener: () => void): () => void;
}

export function createNoticeChannel(): NoticeChannel {
  let show: Show | null = null;
  let take: Withdraw | null = null;
  let demand: (() => void) | null = null;
  const waiting: Notice[] = [];
  return {
    showNotice(notice) {
      if (show) {
        show(notice);
        return;
      }
      waiting.push(notice);
      demand?.();
    },
    withdraw(type) {
      for (let i = waiting.length - 1; i >= 0; i -= 1) if (waiting[i].type === type) waiting.splice(i, 1);
      take?.(type);
    },
    onDemand(listener) {
      demand = listener;
      if (waiting.length) listener();
      return () => {
        if (demand === listener) demand = null;
      };
    },
    connect(next, withdraw) {
      show = next;
      take = withdraw ?? null;
      waiting.splice(0).forEach(next);
      return () => {
        if (show === next) {
          show = null;
          take = null;
        }
      };
    },
  };
}
