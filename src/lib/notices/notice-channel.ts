import type { Notice } from './notice-actions';

/**
 * Sagas cannot call a React hook, so the mounted notice bridge registers notistack's
 * enqueue function here and the notices saga calls `showNotice`. Notices raised before the
 * bridge mounts wait in a queue instead of being lost; the first one asks the UI to load
 * notistack, which therefore stays out of the first page load.
 */
type Show = (notice: Notice) => void;

export interface NoticeChannel {
  showNotice(notice: Notice): void;
  connect(show: Show): () => void;
  /** Called once when a notice waits and nothing shows notices yet (the UI loads notistack then). */
  onDemand(listener: () => void): () => void;
}

export function createNoticeChannel(): NoticeChannel {
  let show: Show | null = null;
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
    onDemand(listener) {
      demand = listener;
      if (waiting.length) listener();
      return () => {
        if (demand === listener) demand = null;
      };
    },
    connect(next) {
      show = next;
      waiting.splice(0).forEach(next);
      return () => {
        if (show === next) show = null;
      };
    },
  };
}
