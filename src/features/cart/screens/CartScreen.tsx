import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { paths } from '../../../lib/links/paths';
import { Modal } from '../../../components/Modal';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { formatDeduction, formatMoney } from '../../../lib/money/format-money';
import { isDeduction, linesTotals, summaryRows } from '../../../lib/money/commerce-totals';
import type { CartLine, SellerGroup } from '../../../types/cart';
import { selectUser } from '../../session/session-selectors';
import { signInRequired } from '../../session/session-slice';
import { isOn, selectMoneyFormat, selectSettings } from '../../shop/shop-selectors';
import { AppliedCoupons, CouponBox } from '../components/CouponBox';
import { CartLineRow } from '../components/CartLineRow';
import { cartPageFeature } from '../cart-page-feature';
import { cartPageRequested, initialCartPageState, lineRemoveRequested } from '../cart-page-slice';
import { selectCartLines } from '../cart-selectors';
import '../cart-page.css';
import { STACK_TABLE } from '../../../components/stack-table';

/** Lines grouped by seller (user) id, in the order of the answer's groups, then any line whose group is not known yet. */
function groupLines(
  lines: CartLine[],
  checkouts: Record<string, SellerGroup>,
): Array<{ sellerId: number; group: SellerGroup | null; lines: CartLine[] }> {
  const bySeller = new Map<number, CartLine[]>();
  for (const line of lines) bySeller.set(Number(line.seller_id), [...(bySeller.get(Number(line.seller_id)) ?? []), line]);
  const ordered = [...Object.keys(checkouts).map(Number), ...bySeller.keys()].filter((id, i, all) => all.indexOf(id) === i);
  return ordered.filter((id) => bySeller.has(id)).map((id) => ({ sellerId: id, group: checkouts[id] ?? null, lines: bySeller.get(id)! }));
}

/** /cart: the lines by seller, quantity steps, removal, coupons and the price summary (test/contract/commerce/{cart-list,add-to-cart,cart-update,cart-delete}.json, 1.6.7 resources/js/components/frontend/pages/cart.vue, checkout.vue, payment.vue). */
export default function CartScreen() {
  useFeature(cartPageFeature);
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const page = useAppSelector((state) => state.cartPage) ?? initialCartPageState;
  // The header's count reads the same lines: every cart answer replaces them.
  const lines = useAppSelector(selectCartLines).filter((l) => !l.is_buy_now);
  const settings = useAppSelector(selectSettings);
  const format = useAppSelector(selectMoneyFormat);
  const user = useAppSelector(selectUser);
  const [removing, setRemoving] = useState<CartLine | null>(null);

  useEffect(() => {
    dispatch(cartPageRequested());
  }, [dispatch]);

  const groups = useMemo(() => groupLines(lines, page.checkouts), [lines, page.checkouts]);
  const rows = useMemo(() => {
    const totals = linesTotals({ carts: lines, checkouts: page.checkouts, coupons: page.coupons }, settings, 'cart');
    return summaryRows(totals, settings, 'cart');
  }, [lines, page.checkouts, page.coupons, settings]);
  const money = (amount: Parameters<typeof formatMoney>[0]) => formatMoney(amount, format);
  const couponsOn = !!user && isOn(settings.coupon_system);

  const proceed = () => {
    if (!user && isOn(settings.disable_guest)) dispatch(signInRequired({ returnTo: paths.checkout() }));
    else navigate(paths.checkout());
  };

  if (!lines.length && page.status !== 'loading' && page.status !== 'idle') {
    return (
      <div className="sf-cart">
        <ScreenTitle>{t('cart_items')}</ScreenTitle>
        {page.status === 'failed' ? (
          <div className="sf-cart__failed" role="alert">
            <p>{page.error}</p>
            <button type="button" className="sf-button" onClick={() => dispatch(cartPageRequested())}>
              {t('cart_try_again')}
            </button>
          </div>
        ) : (
          <div className="sf-cart__empty">
            <p>{t('cart_empty')}</p>
            <Link className="sf-button sf-button--primary" to={paths.allProducts()}>
              {t('cart_continue_shopping')}
            </Link>
          </div>
        )}
      </div>
    );
  }

  return (
    <div className="sf-cart">
      <ScreenTitle>{t('cart_items')}</ScreenTitle>
      {page.status === 'loading' && !lines.length && (
        <p className="sf-hint" role="status">
          {t('cart_loading')}
        </p>
      )}
      <div className="sf-cart__layout">
        <div className="sf-cart__groups">
          {groups.map(({ sellerId, group, lines: groupLinesOf }) => {
            const title = group?.name || (sellerId === 1 || !group ? String(settings.system_name ?? '') : '');
            const headingId = `sf-cart-group-${sellerId}`;
            return (
              <section key={sellerId} className="sf-cart__group" aria-labelledby={headingId}>
                <h2 id={headingId} className="sf-cart__group-title">
                  {title}
                </h2>
                <table className={`sf-cart__table ${STACK_TABLE}`}>
                  <thead>
                    <tr>
                      <th scope="col">{t('product')}</th>
                      <th scope="col">{t('unit_price')}</th>
                      <th scope="col">{t('quantity')}</th>
                      <th scope="col">{t('total_price')}</th>
                      <th scope="col">
                        <span className="sf-visually-hidden">{t('remove')}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {groupLinesOf.map((line) => (
                      <CartLineRow
                        key={line.id}
                        line={line}
                        busy={page.busyLines.includes(Number(line.id))}
                        note={page.lineNotes[Number(line.id)] ?? null}
                        onRemove={() => setRemoving(line)}
                      />
                    ))}
                  </tbody>
                </table>
                {couponsOn && <CouponBox sellerId={sellerId} shop={title} />}
              </section>
            );
          })}
        </div>
        <aside className="sf-cart__summary" aria-labelledby="sf-cart-summary">
          <h2 id="sf-cart-summary">{t('price_details')}</h2>
          <dl className="sf-cart__rows">
            {rows.map((row, i) => (
              <div key={`${row.key}-${i}`} className={`sf-cart__row sf-cart__row--${row.key}`}>
                <dt>{t(row.key)}</dt>
                <dd>{isDeduction(row.key) ? formatDeduction(row.amount, format) : money(row.amount)}</dd>
              </div>
            ))}
          </dl>
          {couponsOn && <AppliedCoupons />}
          <button type="button" className="sf-button sf-button--primary sf-cart__proceed" onClick={proceed} disabled={!lines.length}>
            {t('proceed_to_checkout')}
          </button>
        </aside>
      </div>

      {removing && (
        <Modal label={t('cart_remove_title')} onClose={() => setRemoving(null)} className="sf-cart__dialog">
          <h2>{t('cart_remove_title')}</h2>
          <p>{t('cart_remove_question', { name: removing.product_name })}</p>
          <div className="sf-cart__dialog-actions">
            <button
              type="button"
              className="sf-button sf-button--primary"
              onClick={() => {
                dispatch(lineRemoveRequested({ id: Number(removing.id) }));
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
