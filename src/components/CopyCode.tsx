import { useRef } from 'react';
import { useAppDispatch, useT } from '../app/hooks';
import { noticeRequested } from '../lib/notices/notice-actions';

/**
 * A coupon's code with a "Get code" button (the gift voucher page, a shop's coupons). It copies with
 * the Clipboard API and announces it; where the clipboard is missing or refused, the code is
 * selected for copying by hand. The using feature's texts carry `voucher_code`, `get_code`,
 * `voucher_copied` and `voucher_copy_failed`.
 */
export function CopyCode({ code, className, describedBy }: { code: string; className: string; describedBy: string }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const field = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
      await navigator.clipboard.writeText(code);
      dispatch(noticeRequested({ type: 'success', message: t('voucher_copied', { code }) }));
    } catch {
      field.current?.focus();
      field.current?.select();
      dispatch(noticeRequested({ type: 'warning', message: t('voucher_copy_failed', { code }) }));
    }
  };
  return (
    <div className={className}>
      <label>
        {t('voucher_code')} <input ref={field} readOnly value={code} size={Math.max(6, code.length)} />
      </label>
      <button type="button" className="sf-button sf-button--primary" aria-describedby={describedBy} onClick={() => void copy()}>
        {t('get_code')}
      </button>
    </div>
  );
}
