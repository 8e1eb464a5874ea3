import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { paths } from '../../../lib/links/paths';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { Price } from '../../../components/Price';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { cardPrice } from '../../../lib/money/shown-price';
import type { ProductCard } from '../../../types/catalogue';
import { AccountPage } from '../../account';
import { selectIsAdding } from '../../cart/cart-selectors';
import { isOn } from '../../shop/shop-selectors';
import type { WishlistItem } from '../wishlist-api';
import { wishlistPageFeature } from '../wishlist-feature';
import { emptyPagedList } from '../../../lib/paging/paged-lists';
import {
  moreWishlistRequested,
  moveToCartRequested,
  selectWishlistCore,
  selectWishlistRows,
  WISHLIST_KEY,
  wishlistPageRequested,
} from '../wishlist-page-slice';
import { wishlistToggled } from '../wishlist-slice';
import { WithListToggles } from '../../compare';
import '../wishlist.css';
import { STACK_TABLE } from '../../../components/stack-table';

const priceOf = (row: WishlistItem) =>
  cardPrice(row as unknown as Pick<ProductCard, 'price' | 'discount_percentage' | 'special_discount_check'>);

function Row({ row, busy }: { row: WishlistItem; busy: boolean }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const id = Number(row.product.id);
  const adding = useAppSelector(selectIsAdding(id));
  const inStock = Number(row.current_stock) > 0;
  const named = (action: string) => t('action_on_product', { action, name: row.product_name });
  return (
    <tr aria-busy={busy || adding}>
      <th scope="row">
        <Link to={paths.product({ slug: row.slug })} className="sf-wishlist__product">
          <img src={row.image_72x72} alt="" width={72} height={72} loading="lazy" />
          <span>{row.product_name}</span>
        </Link>
      </th>
      <td data-label={t('date')}>{row.date}</td>
      <td data-label={t('status')}>
        <span className={`sf-status sf-status--${inStock ? 'in-stock' : 'out-of-stock'}`}>
          {inStock ? t('in_stock') : t('out_of_stock')}
        </span>
      </td>
      <td data-label={t('price')}>
        <Price shown={priceOf(row)} />
      </td>
      <td>
        <div className="sf-wishlist__actions">
          {/* The original shows "Add to cart" only when status == 'published', which never happens (status is always 0); we show it. */}
          {isOn(row.product.has_variant ?? 0) ? (
            <Link
              to={paths.product({ slug: row.product.slug || row.slug })}
              className="sf-button sf-button--small"
              aria-label={named(t('select_options'))}
            >
              {t('select_options')}
            </Link>
          ) : (
            <button
              type="button"
              className="sf-button sf-button--primary sf-button--small"
              disabled={!inStock || busy}
              aria-busy={adding}
              aria-label={named(t('add_to_cart'))}
              onClick={() => dispatch(moveToCartRequested(row))}
            >
              {adding ? t('loading') : t('add_to_cart')}
            </button>
          )}
          <button
            type="button"
            className="sf-button sf-button--small"
            disabled={busy}
            aria-label={named(t('remove'))}
            onClick={() => dispatch(wishlistToggled({ productId: id, wishlisted: false }))}
          >
            {t('remove')}
          </button>
        </div>
      </td>
    </tr>
  );
}

/** `/user/wishlist` (test/contract/lists/wishlists.json): the rows, "Show more", move to cart and remove. */
export default function WishlistScreen() {
  useFeature(wishlistPageFeature);
  const t = useT();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectWishlistRows) ?? emptyPagedList<WishlistItem>();
  const { moving, removing } = useAppSelector(selectWishlistCore);
  const region = useRef<HTMLDivElement>(null);
  const shown = useRef(0);

  useEffect(() => {
    dispatch(wishlistPageRequested({ key: WISHLIST_KEY }));
  }, [dispatch]);

  // A removed row takes its focused button with it: keep the focus in the list.
  useEffect(() => {
    const el = region.current;
    if (el && state.items.length < shown.current) {
      const active = (el.getRootNode() as Document | ShadowRoot).activeElement;
      if (!active || active === document.body) el.focus();
    }
    shown.current = state.items.length;
  }, [state.items.length]);

  let body;
  if (state.status === 'failed') {
    body = <ErrorPanel message={state.error ?? undefined} onRetry={() => dispatch(wishlistPageRequested({ key: WISHLIST_KEY }))} />;
  } else if (state.status !== 'succeeded') {
    body = (
      <p role="status" className="sf-hint">
        {t('loading')}
      </p>
    );
  } else if (state.items.length === 0) {
    body = (
      <div className="sf-empty">
        <p>{t('no_wishlist_found')}</p>
        <Link to={paths.home()} className="sf-button sf-button--primary">
          {t('continue_shopping')}
        </Link>
      </div>
    );
  } else {
    body = (
      <>
        <div className="sf-wishlist__scroll" tabIndex={0} role="region" aria-label={t('my_wishlist')} ref={region}>
          <table className={`sf-wishlist__table ${STACK_TABLE}`}>
            <caption className="sf-visually-hidden">{t('my_wishlist')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('product')}</th>
                <th scope="col">{t('date')}</th>
                <th scope="col">{t('status')}</th>
                <th scope="col">{t('price')}</th>
                <th scope="col">{t('Actions')}</th>
              </tr>
            </thead>
            <tbody>
              {state.items.map((row) => {
                const id = Number(row.product.id);
                return <Row key={row.id} row={row} busy={moving.includes(id) || removing.includes(id)} />;
              })}
            </tbody>
          </table>
        </div>
        {state.nextPageUrl && (
          <button
            type="button"
            className="sf-button sf-wishlist__more"
            aria-busy={state.moreStatus === 'loading'}
            disabled={state.moreStatus === 'loading'}
            onClick={() => dispatch(moreWishlistRequested({ key: WISHLIST_KEY }))}
          >
            {state.moreStatus === 'loading' ? t('loading') : t('show_more')}
          </button>
        )}
      </>
    );
  }
  return (
    <AccountPage>
      <ScreenTitle>{t('wishlist')}</ScreenTitle>
      <WithListToggles>{body}</WithListToggles>
    </AccountPage>
  );
}
