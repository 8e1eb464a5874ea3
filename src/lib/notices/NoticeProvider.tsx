// First: goober's target must be in place before notistack's module runs (goober-sink.ts).
import './goober-sink-install';
import { forwardRef, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { SnackbarContent, SnackbarProvider, useSnackbar, type CustomContentProps, type SnackbarKey } from 'notistack';
import type { NoticeType } from './notice-actions';
import type { NoticeChannel } from './notice-channel';
import { attachNoticeLayer } from './notice-layer';
import { installGooberSink } from './goober-sink';
import './notices.css';

function Bridge({ channel }: { channel: NoticeChannel }) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  // The notices shown, by kind, so that one kind can be taken back (at most maxSnack are up). Kept
  // across reconnections: the first notice arrives in connect's queue, before StrictMode's re-run.
  const shownRef = useRef<Array<{ key: SnackbarKey; type: NoticeType }>>([]);
  useEffect(() => {
    const shown = shownRef.current;
    return channel.connect(
      ({ type, message, title }) => {
        shown.push({ key: enqueueSnackbar(title ? `${title}: ${message}` : message, { variant: type }), type });
        if (shown.length > 16) shown.shift();
      },
      (type) => {
        for (let i = shown.length - 1; i >= 0; i -= 1) {
          if (shown[i].type !== type) continue;
          closeSnackbar(shown[i].key);
          shown.splice(i, 1);
        }
      },
    );
  }, [channel, enqueueSnackbar, closeSnackbar]);
  return null;
}

/**
 * Our own snackbar body: notistack's default gives every notice the same element id and a
 * green that fails colour contrast. role="alert" makes screen readers announce each notice.
 */
const NoticeContent = forwardRef<HTMLDivElement, CustomContentProps>(function NoticeContent({ id, message, variant }, ref) {
  const { closeSnackbar } = useSnackbar();
  return (
    <SnackbarContent ref={ref} role="alert" className={`sf-notice sf-notice--${variant}`} data-testid="notice">
      <span className="sf-notice__message">{message}</span>
      <button type="button" className="sf-notice__close" aria-label="×" onClick={() => closeSnackbar(id)}>
        ×
      </button>
    </SnackbarContent>
  );
});

const COMPONENTS = { default: NoticeContent, success: NoticeContent, error: NoticeContent, warning: NoticeContent, info: NoticeContent };

/**
 * The only place notistack is used (loaded on the first notice, see NoticeHost). Snackbars
 * render inside the widget's shadow root, into the notice layer (notice-layer.ts): in the widget
 * root (`domRoot`), or inside the open modal dialog so that they stay above it. Their layout is
 * notices.css; notistack's own (goober) styles land in the page's <head> and do not reach here.
 */
export default function NoticeProvider({ channel, domRoot }: { channel: NoticeChannel; domRoot: HTMLElement }) {
  // Again here: a widget mounted anew after an unmount (which removed the sink) gets it back.
  installGooberSink();
  // A detached element is all the initialiser makes; attaching it is the layout effect's job.
  const [layer] = useState(() => domRoot.ownerDocument.createElement('div'));
  useLayoutEffect(() => attachNoticeLayer(domRoot, layer), [domRoot, layer]);
  return (
    <SnackbarProvider
      maxSnack={4}
      autoHideDuration={6000}
      domRoot={layer}
      Components={COMPONENTS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Bridge channel={channel} />
    </SnackbarProvider>
  );
}
