import type { FeatureDescriptor } from '../../app/feature';
import { PAYMENT_TEXTS } from './payment-texts';

/** The payment screens' state, watchers and texts: lazy, none of it is in the home load. */
export const paymentFeature: FeatureDescriptor = {
  name: 'payment',
  sagas: {},
  texts: PAYMENT_TEXTS,
};
