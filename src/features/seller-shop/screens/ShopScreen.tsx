import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { NotFound } from '../../pages';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { SkeletonGrid } from '../../../components/Skeleton';
import { ProductListing } from '../../catalog';
import { isOn, selectSettings } from '../../shop/shop-selectors';
import { isUnknownShopError } from '../seller-shop-api';
import { sellerShopFeature } from '../seller-shop-feature';
import { selectShop, selectShopRequest } from '../seller-shop-selectors';
import { shopPageRequested } from '../seller-shop-slice';
import { ShopCoupons } from '../components/ShopCoupons';
import { ShopHeader } from '../components/ShopHeader';
import { ShopSections } from '../components/ShopSections';
import { ShopTabs, type Tab } from '../components/ShopTabs';
import '../seller-shop.css';
import { useTabTitle } from '../../../app/use-tab-title';

/** The shape of the page while it loads: banner box, header lines, a grid. */
function ShopSkeleton() {
  const t = useT();
  return (
    <div className="sf-shop sf-shop--loading" aria-busy="true">
      <p className="sf-visually-hidden" role="status">
        {t('loading')}
      </p>
      <div className="sf-skeleton sf-shop-header__banner" aria-hidden="true" />
      <div className="sf-skeleton sf-shop-skeleton__line" aria-hidden="true" />
      <SkeletonGrid count={4} />
    </div>
  );
}

type TabId = 'home' | 'coupons' | 'products';

/**
 * `/shop/:slug` (test/contract/catalogue/shop-page-data.json, the original's shop.vue): the shop's header, then tabs:
 * its own home sections, its coupons (when the coupon system is on) and all its products with
 * the listing's filters and sort. The tab is in the URL (`?tab=`), so back, forward and reload
 * keep it. The heading and, once it is known, the browser tab name the shop.
 */
export default function ShopScreen() {
  useFeature(sellerShopFeature);
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  const request = useAppSelector(selectShopRequest(slug));
  const shop = useAppSelector(selectShop(slug));
  const couponsOn = isOn(useAppSelector(selectSettings).coupon_system);
  useTabTitle(shop?.header.shop_name);

  useEffect(() => {
    dispatch(shopPageRequested({ key: slug }));
  }, [dispatch, slug]);

  const tabs: Tab[] = [
    { id: 'home', label: t('store') },
    ...(couponsOn ? [{ id: 'coupons', label: t('coupons') }] : []),
    { id: 'products', label: t('all_products') },
  ];
  const wanted = search.get('tab');
  const selected: TabId = tabs.some((tab) => tab.id === wanted) ? (wanted as TabId) : 'home';
  // A tab switch is a navigation of its own (back returns to the previous tab); the products
  // tab's filters belong to that tab, so they are left behind.
  const select = (id: string) => {
    if (id !== selected) navigate({ search: `?tab=${id}` });
  };

  if (!request || (request.status === 'loading' && !shop)) return <ShopSkeleton />;
  if (request.status === 'failed') {
    if (isUnknownShopError(request.error)) return <NotFound />;
    return <ErrorPanel message={request.error || undefined} onRetry={() => dispatch(shopPageRequested({ key: slug }))} />;
  }
  if (!shop) return <ShopSkeleton />;

  return (
    <div className="sf-shop">
      <ShopHeader shop={shop.header} />
      <ShopTabs tabs={tabs} selected={selected} onSelect={select}>
        {selected === 'home' && <ShopSections sections={shop.sections} onMoreProducts={() => select('products')} />}
        {selected === 'coupons' && <ShopCoupons slug={slug} />}
        {selected === 'products' && <ProductListing listingRoute="shop" slug={slug} asPage={false} keepParams={['tab']} />}
      </ShopTabs>
    </div>
  );
}
