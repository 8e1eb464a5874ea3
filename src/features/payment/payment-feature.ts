import type { FeatureDescriptor } from '../../app/feature';
import { paymentSagas } from './payment-sagas';
import { paymentSlice } from './payment-slice';
import { METHOD_TEXTS } from './method-texts';
import { PAYMENT_TEXTS } from './payment-texts';

/** The payment screen's state, watchers and texts: lazy, none of it is in the home load. */
export const paymentFeature: FeatureDescriptor = {
  name: 'payment',
  slice: paymentSlice,
  sagas: paymentSagas,
  texts: { ...PAYMENT_TEXTS, ...METHOD_TEXTS },
};
