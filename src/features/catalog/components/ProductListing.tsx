import { useCallback, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { useRouteHandle } from '../../../app/route-handle';
import type { TextKey } from '../../../lib/i18n/text-catalog';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { Pagination } from '../../../components/Pagination';
import { ProductGrid } from '../../../components/ProductCard';
import { renderAddToCart } from '../../cart';
import { renderListToggles } from '../../compare';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { SkeletonGrid } from '../../../components/Skeleton';
import { selectActiveCurrency } from '../../shop/shop-selectors';
import { selectCategoryTitle } from '../catalog-selectors';
import { listingFeature } from '../listing-feature';
import { selectFilters, selectListing } from '../listing-selectors';
import { listingRequested } from '../listing-slice';
import type { ListingQuery, ListingRoute, SortKey } from '../catalog-types';
import { ActiveFilters } from './ActiveFilters';
import { FilterSidebar } from './FilterSidebar';
import { NotFound } from '../../pages';
import { listingKey, listingQueryFrom, searchFromListingQuery } from '../listing-query';
import '../listing.css';
import { useTabTitle } from '../../../app/use-tab-title';

const SORTS: SortKey[] = ['newest', 'oldest', 'top_rated', 'top_selling'];

export interface ProductListingProps {
  /** The backend listing (`route` of home/filtered_products) and its slug ('' when it has none). */
  listingRoute: ListingRoute;
  slug: string;
  /** The heading when the listing is the page (a level-1 title); omitted inside a page that has one (a shop's tab). */
  asPage?: boolean;
  /** Search params that belong to the page around the listing (a shop's `tab`): kept when filters change. */
  keepParams?: string[];
}

/**
 * A product listing with its filters, sort and pages, all in the URL: the listing routes' screen
 * and a shop page's products tab (`route=shop`).
 */
/** A search word as a heading: a pasted paragraph must not fill the phone's screen (the full word stays in the search box). */
const TERM_LIMIT = 30;
const shortTerm = (term: string) => (term.length > TERM_LIMIT ? `${term.slice(0, TERM_LIMIT).trimEnd()}…` : term);

export function ProductListing({ listingRoute, slug, asPage = true, keepParams = [] }: ProductListingProps) {
  // First: FilterSidebar's effect (a child's, so it runs before this one's) already dispatches to the listing sagas.
  useFeature(listingFeature);
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const route = useRouteHandle();
  const query = useMemo(() => listingQueryFrom(listingRoute, slug, search), [listingRoute, slug, search]);
  const key = listingKey(query);
  const listing = useAppSelector(selectListing(key));
  const categoryTitle = useAppSelector(
    selectCategoryTitle(query.route === 'product.by.category' || query.route === 'product.by.gadget' ? slug : ''),
  );
  // Prices in the price filter are in the active currency: a switch must reload the results.
  const currency = useAppSelector(selectActiveCurrency).code;

  // `key` is the query's identity (listingKey): a new query object for the same listing must not
  // refetch; `currency` refetches on purpose (prices in the filter are in the active currency).
  useEffect(() => {
    dispatch(listingRequested({ key, query }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, key, currency]);

  const withKept = (text: string) => {
    const next = new URLSearchParams(text);
    for (const name of keepParams) {
      const value = search.get(name);
      if (value !== null) next.set(name, value);
    }
    const joined = next.toString();
    return joined ? `?${joined}` : '?';
  };
  const go = (next: ListingQuery) => navigate({ search: withKept(searchFromListingQuery(next)) });
  const products = listing.data?.products;
  // The grid's cards render as a background transition (store updates would render them in one
  // long task); until then the skeleton, or the previous page's cards, hold their place.
  const shownProducts = useDeferredValue(products);
  const page = listing.data?.page;
  const heading =
    query.route === 'search.product'
      ? query.key
        ? t('search_results_for', { query: shortTerm(query.key) })
        : t('search_results')
      : (page?.title ?? categoryTitle ?? (route?.titleKey ? t(route.titleKey as TextKey) : ''));
  // A search or a category names the tab too; inside a shop's tab the shop names it.
  useTabTitle(asPage && !listing.data?.missing ? heading : null);
  const lastPage = Number(products?.last_page ?? products?.total_pages ?? (products?.next_page_url ? query.page + 1 : query.page));
  const filterSlug = query.route === 'product.by.category' || query.route === 'product.by.gadget' ? slug : '';
  const filters = useAppSelector(selectFilters(filterSlug));
  const status = useRef<HTMLParagraphElement>(null);
  // With the last filter chip gone, focus goes to the results' count (a live status it re-reads).
  const focusCount = useCallback(() => status.current?.focus(), []);
  const hrefFor = (p: number) => withKept(searchFromListingQuery({ ...query, page: p }));
  // Laravel keeps a page number past the last one and answers no items with the real totals.
  const pastEnd = !!products && products.data.length === 0 && query.page > 1 && query.page > lastPage;

  if (listing.data?.missing) return <NotFound />;
  return (
    <div className="sf-listing">
      {asPage && <ScreenTitle>{heading}</ScreenTitle>}
      <div className="sf-listing__body">
        <FilterSidebar query={query} slug={filterSlug} onChange={go} />
        <section className="sf-listing__results" aria-busy={listing.status === 'loading'}>
          <div className="sf-listing__bar">
            <p role="status" ref={status} tabIndex={-1} className="sf-listing__count">
              {products ? t('products_found', { count: Number(products.total ?? products.data.length) }) : ''}
            </p>
            <label className="sf-sort">
              {t('sort_by')}
              <select
                value={query.sort || 'newest'}
                onChange={(e) => go({ ...query, sort: e.target.value === 'newest' ? '' : (e.target.value as SortKey), page: 1 })}
              >
                {SORTS.map((s) => (
                  <option key={s} value={s}>
                    {t(s)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <ActiveFilters query={query} data={filters.data} onChange={go} onEmptied={focusCount} />
          {listing.status === 'failed' && !products && (
            <ErrorPanel message={listing.error} onRetry={() => dispatch(listingRequested({ key, query }))} />
          )}
          {!shownProducts && listing.status !== 'failed' && <SkeletonGrid />}
          {pastEnd && (
            <div className="sf-empty sf-past-end">
              <p>{t('page_past_end', { page: query.page })}</p>
              <p className="sf-past-end__links">
                {lastPage > 1 && (
                  <Link to={hrefFor(lastPage)} className="sf-button sf-button--primary">
                    {t('go_to_last_page', { page: lastPage })}
                  </Link>
                )}
                <Link to={hrefFor(1)} className="sf-button">
                  {t('go_to_first_page')}
                </Link>
              </p>
            </div>
          )}
          {products && products.data.length === 0 && !pastEnd && <p className="sf-empty">{t('no_product_found')}</p>}
          {shownProducts && shownProducts.data.length > 0 && (
            <ProductGrid
              products={shownProducts.data}
              label={heading}
              renderQuickAdd={renderAddToCart}
              renderActions={renderListToggles}
              priority={asPage}
              headingLevel={2}
            />
          )}
          {!pastEnd && <Pagination page={query.page} lastPage={lastPage} hrefFor={hrefFor} />}
        </section>
      </div>
    </div>
  );
}
