import { useId, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { Modal } from '../../../components/Modal';
import { formatDeduction, formatMoney } from '../../../lib/money/format-money';
import type { AppliedCoupon } from '../../../types/cart';
import { selectMoneyFormat } from '../../shop/shop-selectors';
import { couponApplyRequested, couponRemoveRequested, initialCartPageState, sellerCouponsRequested } from '../cart-page-slice';

/**
 * A seller group's coupon box (signed in, coupon system on): a code field with Apply, the seller's
 * coupons to pick from (loaded when opened, "show more" pages). Admin coupons are entered in any
 * box (the server decides whose lines a code takes). The applied coupons are listed once, in the
 * summary (AppliedCoupons): the answer does not say which seller each belongs to.
 */
/** The busy/error key of the applied-coupons list (no seller has id 0). */
const APPLIED_LIST = 0;

export function CouponBox({ sellerId, shop }: { sellerId: number; shop: string }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const format = useAppSelector(selectMoneyFormat);
  const page = useAppSelector((state) => state.cartPage) ?? initialCartPageState;
  const [code, setCode] = useState('');
  const fieldId = useId();
  const errorId = useId();
  const busy = page.couponBusy.includes(sellerId);
  const error = page.couponErrors[sellerId] ?? null;
  const offered = page.sellerCoupons[sellerId];
  const nominal = (c: { discount_type: string; discount: number | string }) =>
    c.discount_type === 'flat' ? formatMoney(c.discount, format) : t('cart_percent_off', { value: String(c.discount) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!value || busy) return;
    dispatch(couponApplyRequested({ sellerId, code: value }));
    setCode('');
  };

  return (
    <div className="sf-cart__coupon">
      <form className="sf-cart__coupon-form" onSubmit={submit} aria-label={t('cart_coupon_for', { shop })}>
        <label htmlFor={fieldId}>{t('enter_coupon_code')}</label>
        <input
          id={fieldId}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className="sf-button" disabled={busy || !code.trim()}>
          {t('apply')}
        </button>
      </form>
      <p id={errorId} className="sf-cart__coupon-error" role="alert">
        {error}
      </p>
      <details
        className="sf-cart__offers"
        onToggle={(e) => {
          if ((e.target as HTMLDetailsElement).open && !offered) dispatch(sellerCouponsRequested({ sellerId }));
        }}
      >
        <summary>{t('cart_show_coupons')}</summary>
        {offered?.status === 'loading' && !offered.items.length ? <p role="status">{t('cart_updating')}</p> : null}
        {offered && offered.status !== 'loading' && !offered.items.length ? <p>{t('no_founds_coupons_code')}</p> : null}
        {offered?.items.length ? (
          <ul className="sf-cart__offer-list">
            {offered.items.map((c) => (
              <li key={c.id}>
                <span>
                  {c.title} ({nominal(c)})
                </span>
                <button
                  type="button"
                  className="sf-cart__offer"
                  onClick={() => setCode(c.code)}
                  aria-label={t('cart_use_coupon', { code: c.code })}
                >
                  {c.code}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {offered?.nextPageUrl ? (
          <button
            type="button"
            className="sf-button"
            disabled={offered.status === 'loading'}
            onClick={() => dispatch(sellerCouponsRequested({ sellerId, more: true }))}
          >
            {t('show_more')}
          </button>
        ) : null}
      </details>
    </div>
  );
}

/** The trx's applied coupons, each with Remove after a confirmation. */
export function AppliedCoupons() {
  const t = useT();
  const dispatch = useAppDispatch();
  const format = useAppSelector(selectMoneyFormat);
  const page = useAppSelector((state) => state.cartPage) ?? initialCartPageState;
  const [removing, setRemoving] = useState<AppliedCoupon | null>(null);
  const busy = page.couponBusy.includes(APPLIED_LIST);
  const error = page.couponErrors[APPLIED_LIST] ?? null;
  if (!page.coupons.length && !error) return null;
  return (
    <div className="sf-cart__applied">
      <h3>{t('cart_applied_coupons')}</h3>
      <ul>
        {page.coupons.map((c) => (
          <li key={c.coupon_id}>
            <span>
              {c.title}: {formatDeduction(c.discount, format)}
            </span>
            <button
              type="button"
              className="sf-cart__remove"
              disabled={busy}
              onClick={() => setRemoving(c)}
              aria-label={t('cart_remove_coupon', { title: c.title })}
            >
              {t('remove')}
            </button>
          </li>
        ))}
      </ul>
      <p className="sf-cart__coupon-error" role="alert">
        {error}
      </p>
      {removing && (
        <Modal label={t('cart_remove_coupon_title')} onClose={() => setRemoving(null)} className="sf-cart__dialog">
          <h2>{t('cart_remove_coupon_title')}</h2>
          <p>{removing.title}</p>
          <div className="sf-cart__dialog-actions">
            <button
              type="button"
              className="sf-button sf-button--primary"
              onClick={() => {
                dispatch(couponRemoveRequested({ sellerId: APPLIED_LIST, couponId: Number(removing.coupon_id) }));
                setRemoving(null);
              }}
            >
              {t('remove')}
            </button>
            <button type="button" className="sf-button" onClick={() => setRemoving(null)}>
              {t('cancel')}
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}
