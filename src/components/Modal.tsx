import { useEffectEvent, useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useT } from '../lib/hooks/shared-hooks';
import { lockPageScroll } from '../lib/dom/scroll-lock';
import { raiseNoticesInto } from '../lib/notices/notice-layer';
import './modal.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The focused element in the dialog's own tree (inside the widget's shadow root, not its host). */
function focusedIn(node: Node): HTMLElement | null {
  const scope = node.getRootNode() as Document | ShadowRoot;
  return (scope.activeElement as HTMLElement | null) ?? null;
}

/**
 * A modal dialog: the native <dialog> opened with showModal(), so the browser makes everything
 * else inert (no click, focus or screen-reader reach), keeps Tab inside and reports Escape as
 * `cancel`. Escape, the close button and a click on the backdrop call `onClose`; the owner
 * unmounts the modal. While it is open the host page does not scroll, notices move into it
 * (notice-layer.ts), and on close focus returns to the element that opened it.
 * `stepAside`: shown without making the page inert, for as long as a window the page adds outside
 * the dialog (a payment provider's) must take clicks and keys.
 */
export function Modal({
  label,
  onClose,
  children,
  className = '',
  stepAside = false,
}: {
  label: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  stepAside?: boolean;
}) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const requestClose = useEffectEvent(() => onClose());
  /** Set while the dialog is switched between modal and not (stepAside): its `close` is not the shopper's. */
  const switching = useRef(false);

  // A layout effect: its cleanup runs before React removes the dialog, so notices are moved
  // out of it and focus is restored while the opener still exists.
  useLayoutEffect(() => {
    const node = dialog.current!;
    const opener = focusedIn(node);
    const unlock = lockPageScroll(node.ownerDocument);
    const onCancel = (event: Event) => {
      event.preventDefault();
      requestClose();
    };
    // The browser may close it without us (a second Escape without user activation). Switching or
    // still open when the event comes (browsers queue it): it was only switched between modal and not.
    const onNativeClose = () => {
      if (!switching.current && !node.open) requestClose();
    };
    node.addEventListener('cancel', onCancel);
    node.addEventListener('close', onNativeClose);
    if (typeof node.showModal === 'function') {
      node.showModal();
    } else {
      node.classList.add('is-fallback');
      node.setAttribute('open', '');
    }
    const lower = raiseNoticesInto(node);
    if (!node.contains(focusedIn(node))) (node.querySelector<HTMLElement>(FOCUSABLE) ?? node).focus();
    return () => {
      lower();
      node.removeEventListener('cancel', onCancel);
      node.removeEventListener('close', onNativeClose);
      if (node.open) node.close();
      unlock();
      opener?.focus({ preventScroll: true });
    };
  }, []);

  // Whether it is shown modal now (it opens modal).
  const modal = useRef(true);
  useLayoutEffect(() => {
    const node = dialog.current!;
    if (!node.open || typeof node.show !== 'function' || typeof node.showModal !== 'function' || modal.current === !stepAside) return;
    modal.current = !stepAside;
    switching.current = true;
    try {
      node.close();
      if (stepAside) node.show();
      else node.showModal();
    } finally {
      switching.current = false;
    }
  }, [stepAside]);

  // The dialog box has no padding, so a press on the dialog element itself, outside its box, is
  // on the backdrop (a press on its own scrollbar is inside the box).
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) onClose();
  };

  return (
    <dialog
      ref={dialog}
      className={`sf-modal ${className}`}
      part="dialog"
      aria-label={label}
      onMouseDown={onBackdrop}
      // Browsers without showModal() have no `cancel` event.
      onKeyDown={(event) => {
        if (event.key === 'Escape' && typeof dialog.current?.showModal !== 'function') onClose();
      }}
    >
      <div className="sf-modal__content">
        <button type="button" className="sf-modal__close" onClick={onClose} aria-label={t('close')}>
          <span aria-hidden="true">×</span>
        </button>
        {children}
      </div>
    </dialog>
  );
}
