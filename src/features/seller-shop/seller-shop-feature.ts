import type { FeatureDescriptor } from '../../app/feature';
import { sellerShopSagas } from './seller-shop-sagas';
import { sellerShopSlice } from './seller-shop-slice';
import { SELLER_SHOP_TEXTS } from './seller-shop-texts';

/** The shop page's state, watchers and texts: lazy, with the /shop/:slug screen. */
export const sellerShopFeature: FeatureDescriptor = {
  name: 'sellerShop',
  slice: sellerShopSlice,
  sagas: sellerShopSagas,
  texts: SELLER_SHOP_TEXTS,
};
