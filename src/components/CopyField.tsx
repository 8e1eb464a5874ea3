import { useId, useRef } from 'react';
import { useSharedDispatch, useT } from '../lib/hooks/shared-hooks';
import { noticeRequested } from '../lib/notices/notice-actions';

/**
 * The words of each kind of copy field, under the original's keys where it has them (`get_code`,
 * `copy_url`); the using feature's texts carry them (vouchers and seller-shop for a code,
 * affiliate for a link). `:code` / `:link` in a notice is the copied value.
 */
const WORDS = {
  code: { button: 'get_code', copied: 'voucher_copied', failed: 'voucher_copy_failed' },
  link: { button: 'copy_url', copied: 'affiliate_link_copied', failed: 'affiliate_link_copy_failed' },
} as const;

/**
 * A value to hand out (a coupon's code, an affiliate link) in a read-only field with a copy
 * button. It copies with the Clipboard API and announces it; where the clipboard is missing or
 * refused, the value is selected for copying by hand and the shopper is told so.
 */
export function CopyField({
  kind,
  value,
  label,
  labelHidden = false,
  className,
  fieldClassName,
  describedBy,
}: {
  kind: keyof typeof WORDS;
  value: string;
  label: string;
  /** The label is read out but not shown (a heading next to the field already says it). */
  labelHidden?: boolean;
  className: string;
  fieldClassName?: string;
  /** What the value is for (a coupon's title, a product's name), when the button's text alone does not say. */
  describedBy?: string;
}) {
  const t = useT();
  const dispatch = useSharedDispatch();
  const field = useRef<HTMLInputElement>(null);
  const id = useId();
  const words = WORDS[kind];
  const params: Record<string, string> = kind === 'code' ? { code: value } : { link: value };
  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
      await navigator.clipboard.writeText(value);
      dispatch(noticeRequested({ type: 'success', message: t(words.copied, params) }));
    } catch {
      field.current?.focus();
      field.current?.select();
      dispatch(noticeRequested({ type: 'warning', message: t(words.failed, params) }));
    }
  };
  return (
    <div className={className}>
      <label htmlFor={id} className={labelHidden ? 'sf-visually-hidden' : undefined}>
        {label}
      </label>
      <input
        id={id}
        ref={field}
        className={fieldClassName}
        readOnly
        value={value}
        dir="ltr"
        size={kind === 'code' ? Math.max(6, value.length) : undefined}
      />
      <button type="button" className="sf-button sf-button--primary" aria-describedby={describedBy} onClick={() => void copy()}>
        {t(words.button)}
      </button>
    </div>
  );
}
