import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { paths } from '../../../lib/links/paths';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { emptyPagedList } from '../../../lib/paging/paged-lists';
import { Rating } from '../../../components/Rating';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { AccountPage } from '../../account';
import { isOn, selectSettings } from '../../shop/shop-selectors';
import { FollowButton } from '../components/FollowButton';
import { followPageFeature } from '../follow-feature';
import type { FollowedShop } from '../followed-shops-api';
import {
  followedShopsRequested,
  moreFollowedShopsRequested,
  selectFollowedShopRows,
  selectFollowedShopList,
  FOLLOWED_SHOPS_KEY,
} from '../followed-shops-slice';
import '../follow.css';

interface RowProps {
  shop: FollowedShop;
  rowRef: (element: HTMLLIElement | null) => void;
  onFocus: () => void;
}

function ShopRow({ shop, rowRef, onFocus }: RowProps) {
  const t = useT();
  const nameId = `sf-followed-${shop.id}`;
  return (
    <li ref={rowRef} tabIndex={-1} className="sf-followed" aria-labelledby={nameId} onFocus={onFocus}>
      <img className="sf-followed__logo" src={shop.image_82x82} alt="" width={72} height={72} loading="lazy" />
      <div className="sf-followed__body">
        <p className="sf-followed__name" id={nameId}>
          <Link to={paths.shop({ slug: shop.slug })}>{shop.shop_name}</Link>
        </p>
        <Rating value={shop.rating_count} count={shop.reviews_count} />
        <ul className="sf-followed__facts">
          <li>
            {t('products')}: {shop.total_products}
          </li>
          <li>
            {t('joined')}: {shop.join_date}
          </li>
        </ul>
      </div>
      <FollowButton shop={{ ...shop, is_followed: !!shop.is_followed }} />
    </li>
  );
}

/**
 * `/user/followed-shop` (test/contract/lists/followed-sellers.json, the original's followed-shop.vue): the shops the
 * shopper follows, each with its logo, name (a link to the shop), rating, products count and join
 * date, and a follow toggle; an unfollow the server confirms takes the row out. "Show more" appends
 * the next page without duplicates. Page 1 is read afresh on every visit. Offered when the shop
 * runs the seller system (`seller_system == 1`).
 */
export default function FollowedShopsScreen() {
  useFeature(followPageFeature);
  const t = useT();
  const dispatch = useAppDispatch();
  const offered = isOn(useAppSelector(selectSettings).seller_system);
  const { status, error, nextPageUrl, moreStatus } = useAppSelector(selectFollowedShopList) ?? emptyPagedList<FollowedShop>();
  const rows = useAppSelector(selectFollowedShopRows);

  const elements = useRef(new Map<number, HTMLLIElement>());
  const summary = useRef<HTMLParagraphElement>(null);
  /** The rows as last rendered, and the one focus was last in: when it goes, focus moves to the row taking its place. */
  const shown = useRef<number[]>([]);
  const lastFocused = useRef<number | null>(null);

  useEffect(() => {
    if (offered) dispatch(followedShopsRequested({ key: FOLLOWED_SHOPS_KEY }));
  }, [dispatch, offered]);

  useEffect(() => {
    const before = shown.current;
    shown.current = rows.map((shop) => shop.id);
    const index = before.findIndex((id) => id === lastFocused.current && !shown.current.includes(id));
    const root = summary.current?.getRootNode() as Document | ShadowRoot | undefined;
    const focused = root?.activeElement;
    // Focus went with the row (nothing, or the page itself, has it now).
    if (index < 0 || (focused && focused !== document.body)) return;
    const next = rows[Math.min(index, rows.length - 1)];
    (next ? elements.current.get(next.id) : summary.current)?.focus();
  }, [rows]);

  let body;
  if (!offered) {
    body = (
      <p className="sf-empty">
        {t('followed_shops_off')} <Link to={paths.home()}>{t('home')}</Link>
      </p>
    );
  } else if (rows.length === 0 && status === 'failed') {
    body = <ErrorPanel message={error ?? undefined} onRetry={() => dispatch(followedShopsRequested({ key: FOLLOWED_SHOPS_KEY }))} />;
  } else if (status !== 'succeeded' && rows.length === 0) {
    body = (
      <p className="sf-hint" role="status">
        {t('loading')}
      </p>
    );
  } else {
    body = (
      <>
        <p className="sf-followed-shops__summary" role="status" tabIndex={-1} ref={summary}>
          {rows.length === 0 && (
            <>
              {t('followed_shops_none')} <Link to={paths.sellers()}>{t('followed_shops_browse')}</Link>
            </>
          )}
        </p>
        {rows.length > 0 && (
          <ul className="sf-followed-shops__list">
            {rows.map((shop) => (
              <ShopRow
                key={shop.id}
                shop={shop}
                rowRef={(element) => {
                  if (element) elements.current.set(shop.id, element);
                  else elements.current.delete(shop.id);
                }}
                onFocus={() => (lastFocused.current = shop.id)}
              />
            ))}
          </ul>
        )}
        {nextPageUrl && (
          <button
            type="button"
            className="sf-button sf-followed-shops__more"
            disabled={moreStatus === 'loading'}
            onClick={() => dispatch(moreFollowedShopsRequested({ key: FOLLOWED_SHOPS_KEY }))}
          >
            {moreStatus === 'loading' ? t('loading') : t('show_more')}
          </button>
        )}
      </>
    );
  }

  return (
    <AccountPage>
      <ScreenTitle>{t('followed_shop')}</ScreenTitle>
      <div className="sf-followed-shops">{body}</div>
    </AccountPage>
  );
}
