import { forwardRef, useEffect } from 'react';
import { SnackbarContent, SnackbarProvider, useSnackbar, type CustomContentProps } from 'notistack';
import type { NoticeChannel } from './notice-channel';

function Bridge({ channel }: { channel: NoticeChannel }) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => channel.connect(({ type, message, title }) => {
    enqueueSnackbar(title ? `${title}: ${message}` : message, { variant: type });
  }), [channel, enqueueSnackbar]);
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
      <button type="button" className="sf-notice__close" aria-label="×" onClick={() => closeSnackbar(id)}>×</button>
    </SnackbarContent>
  );
});

const COMPONENTS = { default: NoticeContent, success: NoticeContent, error: NoticeContent, warning: NoticeContent, info: NoticeContent };

/**
 * The only place notistack is used (loaded on the first notice, see NoticeHost). Snackbars
 * render inside the widget's own root (`domRoot`), where the widget's scoped stylesheet applies.
 */
export default function NoticeProvider({ channel, domRoot }: { channel: NoticeChannel; domRoot: HTMLElement }) {
  return (
    <SnackbarProvider
      maxSnack={4}
      autoHideDuration={6000}
      domRoot={domRoot}
      Components={COMPONENTS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Bridge channel={channel} />
    </SnackbarProvider>
  );
}
