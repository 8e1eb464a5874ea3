import type { FeatureDescriptor } from '../../app/feature';
import { checkoutSagas } from './checkout-sagas';
import { checkoutSlice } from './checkout-slice';
import { CHECKOUT_TEXTS } from './checkout-texts';

/** The checkout screen's state, watchers and texts: lazy, none of it is in the home load. */
export const checkoutFeature: FeatureDescriptor = {
  name: 'checkout',
  slice: checkoutSlice,
  sagas: checkoutSagas,
  texts: CHECKOUT_TEXTS,
};
