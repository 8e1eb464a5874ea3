import { ROUTES } from '../../app/route-table';
import { LISTING_ROUTES } from './listing-routes';

describe('listing routes', () => {
  it('names a backend listing for exactly the routes the listing screen serves', () => {
    // A listing path without an entry would silently list every product.
    const listingScreen = ROUTES.find((r) => r.id === 'search')!.load;
    const served = ROUTES.filter((r) => r.load === listingScreen).map((r) => r.id);
    expect(served.sort()).toEqual(Object.keys(LISTING_ROUTES).sort());
  });
});
