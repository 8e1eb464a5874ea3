/** What other features may use of the shop page: nothing yet beyond its route's screen (route-table.ts). */
export { sellerShopFeature } from './seller-shop-feature';
