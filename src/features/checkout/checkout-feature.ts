import type { FeatureDescriptor } from '../../app/feature';
import { CHECKOUT_TEXTS } from './checkout-texts';

/** The checkout screens' state, watchers and texts: lazy, none of it is in the home load. */
export const checkoutFeature: FeatureDescriptor = {
  name: 'checkout',
  sagas: {},
  texts: CHECKOUT_TEXTS,
};
