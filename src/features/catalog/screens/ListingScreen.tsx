import { useParams } from 'react-router-dom';
import { useRouteHandle } from '../../../app/route-handle';
import { ProductListing } from '../components/ProductListing';
import { listingRouteOf } from '../listing-routes';

/** One screen for every product listing route: category, brand, offers, best selling, gadgets, search. */
export default function ListingScreen() {
  const params = useParams();
  const route = useRouteHandle();
  const mainCategory = params.main_category && params.main_category !== 'all' ? params.main_category : '';
  return <ProductListing listingRoute={listingRouteOf(route?.id, mainCategory)} slug={params.slug ?? mainCategory} />;
}
