import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { paths } from '../../../lib/links/paths';
import type { AddToCartForm } from '../../cart/cart-slice';
import { addToCartRequested } from '../../cart/cart-slice';
import { selectIsAdding, selectJustAdded } from '../../cart/cart-selectors';
import { selectUser } from '../../session/session-selectors';
import { signInRequired } from '../../session/session-slice';
import { isOn, selectSettings } from '../../shop/shop-selectors';

type Product = Parameters<typeof addToCartRequested>[0]['product'] & { product_name: string; current_stock?: number | string | null };

/**
 * "Buy now" (1.6.7, test/contract/commerce/add-to-cart.json): adds the chosen line as a buy-now line (`is_buy_now = 1`,
 * kept apart from the cart by the server) and, once added, goes to checkout, which then shows
 * only that line. A guest is sent to sign in first when the shop disables guest checkout.
 */
export function BuyNowButton({
  product,
  form,
  disabledReason,
}: {
  product: Product;
  form: Partial<AddToCartForm>;
  disabledReason?: string | null;
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useAppSelector(selectUser);
  const settings = useAppSelector(selectSettings);
  const adding = useAppSelector(selectIsAdding(product.id));
  const added = useAppSelector(selectJustAdded(product.id));
  // 'sent' once our add is on its way; cleared when it ends (succeeded: to checkout).
  const pending = useRef<'idle' | 'sent' | 'running'>('idle');

  useEffect(() => {
    if (pending.current === 'sent' && adding) pending.current = 'running';
    if (pending.current === 'running' && !adding) {
      pending.current = 'idle';
      if (added) navigate(paths.checkout());
    }
  }, [adding, added, navigate]);

  const outOfStock = Number(product.current_stock ?? 1) <= 0 && !isOn(product.has_variant);
  return (
    <button
      type="button"
      className="sf-button sf-buy-now"
      disabled={outOfStock || Boolean(disabledReason) || adding}
      aria-busy={adding}
      aria-label={`${t('buy_now')}: ${product.product_name}`}
      title={disabledReason ?? undefined}
      onClick={() => {
        if (adding) return;
        if (!user && isOn(settings.disable_guest)) {
          dispatch(signInRequired({ returnTo: `${location.pathname}${location.search}` }));
          return;
        }
        pending.current = 'sent';
        dispatch(addToCartRequested({ product, form: { ...form, is_buy_now: 1 } }));
      }}
    >
      {t('buy_now')}
    </button>
  );
}
