import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { useDate } from '../../../app/use-date';
import { Rating } from '../../../components/Rating';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { FollowButton } from '../../follow';
import { selectUser } from '../../session/session-selectors';
import type { ShopHeader as Header } from '../seller-shop-api';
import { selectFollowKnown } from '../seller-shop-selectors';
import { followStatusRequested } from '../seller-shop-slice';

/**
 * The shop's banner (the page's largest image: eager, high priority, its box reserved), logo,
 * name, tagline, rating, product count, join date and follow button. The answer has no follower
 * count, so none is shown.
 */
export function ShopHeader({ shop }: { shop: Header }) {
  const t = useT();
  const date = useDate();
  const dispatch = useAppDispatch();
  const signedIn = !!useAppSelector(selectUser);
  const id = String(shop.id);
  const known = useAppSelector(selectFollowKnown(id));

  useEffect(() => {
    if (signedIn && known === undefined) dispatch(followStatusRequested({ id }));
  }, [dispatch, signedIn, known, id]);

  // A guest's button asks to sign in; a shopper's waits until we know whether they follow the shop.
  const followReady = !signedIn || known !== undefined;
  return (
    <header className="sf-shop-header">
      {shop.image_899x480 && (
        <img className="sf-shop-header__banner" src={shop.image_899x480} alt="" width={850} height={480} fetchPriority="high" />
      )}
      <div className="sf-shop-header__card">
        {shop.image_82x82 && (
          <img
            className="sf-shop-header__logo"
            src={shop.image_82x82}
            alt={t('shop_logo', { shop: shop.shop_name })}
            width={72}
            height={72}
          />
        )}
        <div className="sf-shop-header__text">
          <ScreenTitle>{shop.shop_name}</ScreenTitle>
          {shop.shop_tagline && <p className="sf-shop-header__tagline">{shop.shop_tagline}</p>}
          <p className="sf-shop-header__rating">
            <span aria-hidden="true">{shop.rating_count}</span> <Rating value={shop.rating_count} count={shop.reviews_count} />
          </p>
          <dl className="sf-shop-header__facts">
            <div>
              <dt>{t('products')}</dt>
              <dd>{shop.total_products}</dd>
            </div>
            {shop.join_date && (
              <div>
                <dt>{t('joined')}</dt>
                <dd>{date(shop.join_date)}</dd>
              </div>
            )}
          </dl>
        </div>
        <div className="sf-shop-header__follow">
          {followReady && <FollowButton shop={{ id: shop.id, shop_name: shop.shop_name, is_followed: known ?? false }} />}
        </div>
      </div>
    </header>
  );
}
