import type { FeatureDescriptor } from '../../app/feature';
import { CART_PAGE_TEXTS } from './cart-page-texts';

/** The cart page's state, watchers and texts: lazy, none of it is in the home load. */
export const cartPageFeature: FeatureDescriptor = {
  name: 'cartPage',
  sagas: {},
  texts: CART_PAGE_TEXTS,
};
