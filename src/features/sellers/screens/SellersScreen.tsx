import { useEffect, useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { useDate } from '../../../app/use-date';
import { paths } from '../../../lib/links/paths';
import { PagedListBody } from '../../../components/PagedListBody';
import { Rating } from '../../../components/Rating';
import { ScreenTitle } from '../../../components/ScreenTitle';
import type { ShopCard } from '../../../types/catalogue';
import { FollowButton } from '../../follow';
import { isOn, selectSettings } from '../../shop/shop-selectors';
import { isSellerSort, SELLER_SORTS, type SellerSort } from '../sellers-api';
import { sellersFeature } from '../sellers-feature';
import { moreSellersRequested, selectSellerList, sellersRequested } from '../sellers-slice';
import '../sellers.css';

/** Cards in the first screenful load their logos at once; the rest as they near the viewport. */
const EAGER_CARDS = 4;

function SellerCard({ shop, eager }: { shop: ShopCard; eager: boolean }) {
  const t = useT();
  const date = useDate();
  const nameId = `sf-seller-${shop.id}`;
  return (
    <li className="sf-seller-card" aria-labelledby={nameId}>
      <img className="sf-seller-card__logo" src={shop.image_82x82} alt="" width={72} height={72} loading={eager ? undefined : 'lazy'} />
      <div className="sf-seller-card__body">
        <h2 className="sf-seller-card__name" id={nameId}>
          <Link to={paths.shop({ slug: shop.slug })}>{shop.shop_name}</Link>
        </h2>
        <Rating value={shop.rating_count} count={shop.reviews_count} />
        <dl className="sf-seller-card__facts">
          <div>
            <dt>{t('products')}</dt>
            <dd>{shop.total_products}</dd>
          </div>
          <div>
            <dt>{t('joined')}</dt>
            <dd>{date(shop.join_date)}</dd>
          </div>
        </dl>
      </div>
      <FollowButton shop={{ ...shop, is_followed: shop.is_followed === true }} />
    </li>
  );
}

/**
 * `/sellers` (the original's all-seller.vue): the shops as cards (logo, name linking to the shop,
 * rating, products, join date, follow), sorted newest first unless the shopper picks another order
 * (kept in `?sort=`). Further pages are appended as the shopper scrolls, "Load more" being the
 * keyboard way; a shop already shown is not repeated.
 */
export default function SellersScreen() {
  useFeature(sellersFeature);
  const t = useT();
  const dispatch = useAppDispatch();
  const selectId = useId();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('sort');
  const sort: SellerSort = isSellerSort(wanted) ? wanted : 'newest';
  const list = useAppSelector((state) => selectSellerList(state, sort));
  const offered = isOn(useAppSelector(selectSettings).seller_system);

  useEffect(() => {
    dispatch(sellersRequested({ key: sort }));
  }, [dispatch, sort]);

  const changeSort = (next: string) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next === 'newest') out.delete('sort');
        else out.set('sort', next);
        return out;
      },
      { replace: true },
    );

  const items = list?.items ?? [];
  return (
    <section className="sf-sellers" aria-busy={list?.status === 'loading' || undefined}>
      <div className="sf-sellers__head">
        <ScreenTitle>{t('all_seller')}</ScreenTitle>
        {(offered || items.length > 0) && (
          <div className="sf-sellers__sort">
            <label htmlFor={selectId}>{t('sort_by')}</label>
            <select id={selectId} className="sf-select" value={sort} onChange={(event) => changeSort(event.target.value)}>
              {SELLER_SORTS.map((value) => (
                <option key={value} value={value}>
                  {t(value)}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <PagedListBody
        list={list}
        label={t('all_seller')}
        className="sf-seller-grid"
        empty={offered ? t('no_sellers_found') : t('sellers_off')}
        onRetry={() => dispatch(sellersRequested({ key: sort }))}
        onMore={() => dispatch(moreSellersRequested({ key: sort }))}
        renderItem={(shop, index) => <SellerCard key={shop.id} shop={shop} eager={index < EAGER_CARDS} />}
      />
    </section>
  );
}
