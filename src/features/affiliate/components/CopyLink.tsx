import { useId, useRef } from 'react';
import { useAppDispatch, useT } from '../../../app/hooks';
import { noticeRequested } from '../../../lib/notices/notice-actions';

/**
 * A link to hand out, in a read-only field with a "Copy Url" button. It copies with the Clipboard
 * API and announces it (the original turned a hidden input into a text field, ran the copy command
 * and showed an alert); where the clipboard is missing or refused, the link is selected for copying
 * by hand and the shopper is told so. CopyCode does the same for coupon codes with its own wording.
 */
export function CopyLink({
  link,
  label,
  buttonLabel,
  describedBy,
}: {
  link: string;
  label: string;
  buttonLabel: string;
  /** What the link is for (a product's name), when the button's text alone does not say. */
  describedBy?: string;
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const field = useRef<HTMLInputElement>(null);
  const id = useId();
  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
      await navigator.clipboard.writeText(link);
      dispatch(noticeRequested({ type: 'success', message: t('affiliate_link_copied', { link }) }));
    } catch {
      field.current?.focus();
      field.current?.select();
      dispatch(noticeRequested({ type: 'warning', message: t('affiliate_link_copy_failed') }));
    }
  };
  return (
    <div className="sf-affiliate-copy">
      <label htmlFor={id} className="sf-visually-hidden">
        {label}
      </label>
      <input id={id} ref={field} className="sf-affiliate-copy__field" readOnly value={link} dir="ltr" />
      <button type="button" className="sf-button sf-button--primary" aria-describedby={describedBy} onClick={() => void copy()}>
        {buttonLabel}
      </button>
    </div>
  );
}
