import type { RouteId } from '../../lib/links/paths';
import type { RouteHandle } from '../../app/route-handle';
import type { ListingRoute } from './catalog-types';

/**
 * Which backend listing (`route` of home/filtered_products) each product-listing path means. The
 * route table serves all of these paths with the one ListingScreen; this mapping is the catalog's
 * business, so it lives here rather than on the shared route type.
 */
export const LISTING_ROUTES: Partial<Record<RouteId, ListingRoute>> = {
  productsMain: 'all.products',
  categoryProducts: 'product.by.category',
  brandProducts: 'product.by.brand',
  offerProducts: 'product.by.offer',
  bestSelling: 'product.by.selling',
  gadgetProducts: 'product.by.gadget',
  search: 'search.product',
};

/**
 * The backend listing for the matched route. `/products/:main_category` lists that category (the
 * backend's category route) unless it is `all`, which lists everything.
 */
export function listingRouteOf(id: RouteHandle['id'] | undefined, mainCategory: string): ListingRoute {
  const route = (id && id !== 'notFound' && LISTING_ROUTES[id]) || 'all.products';
  return route === 'all.products' && mainCategory ? 'product.by.category' : route;
}
