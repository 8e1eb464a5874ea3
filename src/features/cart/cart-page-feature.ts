import type { FeatureDescriptor } from '../../app/feature';
import { cartPageSagas } from './cart-page-sagas';
import { cartPageSlice } from './cart-page-slice';
import { CART_PAGE_TEXTS } from './cart-page-texts';

/** The cart page's state, watchers and texts: lazy, none of it is in the home load. */
export const cartPageFeature: FeatureDescriptor = {
  name: 'cartPage',
  slice: cartPageSlice,
  sagas: cartPageSagas,
  texts: CART_PAGE_TEXTS,
};
