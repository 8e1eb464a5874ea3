import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { useDate } from '../../../app/use-date';
import { NotFound } from '../../pages';
import { paths } from '../../../lib/links/paths';
import { Countdown } from '../../../components/Countdown';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { LoadMore } from '../../../components/LoadMore';
import { ProductGrid } from '../../../components/ProductCard';
import { Rating } from '../../../components/Rating';
import { ScreenTitle } from '../../../components/ScreenTitle';
import type { PagedList } from '../../../lib/paging/paged-lists';
import { renderAddToCart } from '../../cart';
import { renderListToggles } from '../../compare';
import { FollowButton } from '../../follow';
import { listKey } from '../campaigns-api';
import { campaignsFeature } from '../campaigns-feature';
import {
  campaignListRequested,
  moreCampaignListRequested,
  selectCampaign,
  selectCampaignBrands,
  selectCampaignProducts,
  selectCampaignShops,
} from '../campaigns-slice';
import '../campaigns.css';

const TABS = ['products', 'brands', 'shops'] as const;
type Tab = (typeof TABS)[number];
const asTab = (value: string | null): Tab => ((TABS as readonly string[]).includes(value ?? '') ? (value as Tab) : 'products');

/** A tab's list: loading, failed (with retry), empty ("No Data Found"), or its rows and Load more. */
function TabList<T>({
  list,
  kind,
  slug,
  children,
}: {
  list: PagedList<T> | null;
  kind: Tab;
  slug: string;
  children: (items: T[]) => ReactNode;
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const key = listKey(kind, slug);
  const items = list?.items ?? [];
  if (list?.status === 'failed' && items.length === 0) {
    return <ErrorPanel message={list.error ?? undefined} onRetry={() => dispatch(campaignListRequested({ key }))} />;
  }
  if (!list || (list.status === 'loading' && items.length === 0)) return <p className="sf-hint">{t('loading')}</p>;
  if (items.length === 0) return <p className="sf-empty">{t('no_data_found')}</p>;
  return (
    <>
      {children(items)}
      <LoadMore list={list} onMore={() => dispatch(moreCampaignListRequested({ key }))} />
    </>
  );
}

/**
 * `/campaign/:slug` (the original's campaign_details.vue): the campaign's banner, title (1.6.7
 * sends it only inside its translation rows), short description, dates and a live countdown to
 * its end, then three tabs (WAI-ARIA tabs, the choice kept in `?tab=`): its products (with Add to
 * cart), the brands and the shops taking part. Each tab is a list that grows page by page. A slug
 * the shop does not have gets the not-found page.
 */
export default function CampaignScreen() {
  useFeature(campaignsFeature);
  const t = useT();
  const date = useDate();
  const dispatch = useAppDispatch();
  const slug = useParams().slug ?? '';
  const [search, setSearch] = useSearchParams();
  const tab = asTab(search.get('tab'));
  const campaign = useAppSelector((state) => selectCampaign(state, slug));
  const products = useAppSelector((state) => selectCampaignProducts(state, slug));
  const brands = useAppSelector((state) => selectCampaignBrands(state, slug));
  const shops = useAppSelector((state) => selectCampaignShops(state, slug));
  const tabRefs = useRef(new Map<Tab, HTMLButtonElement>());

  // The products' answer carries the campaign: page 1 afresh on each visit.
  useEffect(() => {
    dispatch(campaignListRequested({ key: listKey('products', slug) }));
  }, [dispatch, slug]);

  // The brands and shops tabs load when first opened (and only once the campaign is known to exist).
  const brandsLoaded = !!brands;
  const shopsLoaded = !!shops;
  useEffect(() => {
    if (!campaign) return;
    if (tab === 'brands' && !brandsLoaded) dispatch(campaignListRequested({ key: listKey('brands', slug) }));
    if (tab === 'shops' && !shopsLoaded) dispatch(campaignListRequested({ key: listKey('shops', slug) }));
  }, [dispatch, slug, tab, campaign, brandsLoaded, shopsLoaded]);

  if (!campaign) {
    // A business error on the products' answer is the original's `{error}` for a slug it does not know.
    if (products?.status === 'failed' && products.error) return <NotFound />;
    if (products?.status === 'failed') {
      return <ErrorPanel onRetry={() => dispatch(campaignListRequested({ key: listKey('products', slug) }))} />;
    }
    return (
      <p className="sf-hint" role="status">
        {t('loading')}
      </p>
    );
  }

  const choose = (next: Tab, focus = false) => {
    const params = new URLSearchParams(search);
    if (next === 'products') params.delete('tab');
    else params.set('tab', next);
    setSearch(params, { replace: true, preventScrollReset: true });
    if (focus) tabRefs.current.get(next)?.focus();
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = TABS.indexOf(tab);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: Tab | null = null;
    if (event.key === forward) next = TABS[(at + 1) % TABS.length];
    else if (event.key === backward) next = TABS[(at + TABS.length - 1) % TABS.length];
    else if (event.key === 'Home') next = TABS[0];
    else if (event.key === 'End') next = TABS[TABS.length - 1];
    if (!next) return;
    event.preventDefault();
    choose(next, true);
  };

  const title = campaign.title || campaign.slug;
  return (
    <article className="sf-campaign">
      {campaign.image_1920x412 && (
        // The first thing on screen: loaded at once, its box reserved (1920:412) so nothing below moves.
        <img className="sf-campaign__banner" src={campaign.image_1920x412} alt="" width={1920} height={412} fetchPriority="high" />
      )}
      <header className="sf-campaign__head">
        <ScreenTitle>{title}</ScreenTitle>
        {campaign.short_description && <p className="sf-campaign__text">{campaign.short_description}</p>}
        {campaign.campaign_start_date && campaign.campaign_end_date && (
          <p className="sf-campaign__dates">
            {t('campaign_dates', { start: date(campaign.campaign_start_date), end: date(campaign.campaign_end_date) })}
          </p>
        )}
        <Countdown end={campaign.end_date} />
      </header>

      <div className="sf-tabs" role="tablist" aria-label={t('campaign_sections')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`sf-campaign-tab-${name}`}
            aria-controls={`sf-campaign-panel-${name}`}
            aria-selected={tab === name}
            tabIndex={tab === name ? 0 : -1}
            className="sf-tabs__tab"
            ref={(element) => {
              if (element) tabRefs.current.set(name, element);
              else tabRefs.current.delete(name);
            }}
            onClick={() => choose(name)}
            onKeyDown={onTabKey}
          >
            {t(name)}
          </button>
        ))}
      </div>
      {TABS.map((name) => (
        <section
          key={name}
          role="tabpanel"
          id={`sf-campaign-panel-${name}`}
          aria-labelledby={`sf-campaign-tab-${name}`}
          hidden={tab !== name}
          className="sf-campaign__panel"
        >
          {/* The cards' names are h3: this keeps the outline whole for screen-reader heading navigation. */}
          <h2 className="sf-visually-hidden">{t(name)}</h2>
          {tab === name && name === 'products' && (
            <TabList list={products} kind="products" slug={slug}>
              {(items) => <ProductGrid products={items} label={title} renderQuickAdd={renderAddToCart} renderActions={renderListToggles} />}
            </TabList>
          )}
          {tab === name && name === 'brands' && (
            <TabList list={brands} kind="brands" slug={slug}>
              {(items) => (
                <ul className="sf-campaign__brands">
                  {items.map((brand) => (
                    <li key={brand.id}>
                      <Link className="sf-campaign__brand" to={paths.brandProducts({ slug: brand.slug })}>
                        <img src={brand.image_130x93} alt="" width={130} height={93} loading="lazy" />
                        <span>{brand.title}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </TabList>
          )}
          {tab === name && name === 'shops' && (
            <TabList list={shops} kind="shops" slug={slug}>
              {(items) => (
                <ul className="sf-campaign__shops">
                  {items.map((shop) => (
                    <li key={shop.id} className="sf-campaign__shop">
                      <Link to={paths.shop({ slug: shop.slug })} className="sf-campaign__shop-link">
                        <img src={shop.image_82x82} alt="" width={72} height={72} loading="lazy" />
                        <span>{shop.shop_name}</span>
                      </Link>
                      <Rating value={shop.rating_count} count={shop.reviews_count} />
                      <FollowButton shop={{ ...shop, is_followed: !!shop.is_followed }} />
                    </li>
                  ))}
                </ul>
              )}
            </TabList>
          )}
        </section>
      ))}
    </article>
  );
}
